import type { APIRequestContext } from '@playwright/test';

/** Sandbox-only controls the e2e tests use to put the stand-in platform into a state. */
export const sandbox = {
  async setSystemStatus(request: APIRequestContext, flags: { maintenance?: boolean; regionRestriction?: boolean }) {
    const response = await request.post('/__sandbox/status', { data: flags });
    if (!response.ok()) throw new Error(`sandbox status control answered ${response.status()}`);
  },
  /** Switches brand settings the status call serves; `requireLogin` is the optional auth guard (SPEC §2). */
  async setBrand(request: APIRequestContext, brand: { requireLogin?: boolean }) {
    const response = await request.post('/__sandbox/brand', { data: brand });
    if (!response.ok()) throw new Error(`sandbox brand control answered ${response.status()}`);
  },
  async reset(request: APIRequestContext) {
    const response = await request.post('/__sandbox/reset');
    if (!response.ok()) throw new Error(`sandbox reset answered ${response.status()}`);
  },
};
