import type { APIRequestContext } from '@playwright/test';

/** Sandbox-only controls the e2e tests use to put the stand-in platform into a state. */
export const sandbox = {
  async setSystemStatus(request: APIRequestContext, flags: { maintenance?: boolean; regionRestriction?: boolean }) {
    const response = await request.post('/__sandbox/status', { data: flags });
    if (!response.ok()) throw new Error(`sandbox status control answered ${response.status()}`);
  },
  async reset(request: APIRequestContext) {
    const response = await request.post('/__sandbox/reset');
    if (!response.ok()) throw new Error(`sandbox reset answered ${response.status()}`);
  },
};
