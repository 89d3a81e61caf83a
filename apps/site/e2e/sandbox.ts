import type { APIRequestContext } from '@playwright/test';

/** Sandbox-only controls the e2e tests use to put the stand-in platform into a state. */
export const sandbox = {
  /** Maintenance, region block, and the visitor location (its IP is the one a login comes from). */
  async setSystemStatus(
    request: APIRequestContext,
    flags: { maintenance?: boolean; regionRestriction?: boolean; location?: { ip?: string; country?: string } },
  ) {
    const response = await request.post('/__sandbox/status', { data: flags });
    if (!response.ok()) throw new Error(`sandbox status control answered ${response.status()}`);
  },
  /** Switches brand settings the status call serves: the auth guard (SPEC §2), the security check, the chat in a frame. */
  async setBrand(
    request: APIRequestContext,
    brand: { requireLogin?: boolean; challenge?: boolean; liveChatInFrame?: boolean },
  ) {
    const response = await request.post('/__sandbox/brand', { data: brand });
    if (!response.ok()) throw new Error(`sandbox brand control answered ${response.status()}`);
  },
  /** Which languages the brand offers: the six of SPEC §1, the spec pair EN/TY (`specPair`), plus AR (`arabic`). */
  async setLanguages(request: APIRequestContext, offer: { specPair?: boolean; arabic?: boolean }) {
    const response = await request.post('/__sandbox/languages', { data: offer });
    if (!response.ok()) throw new Error(`sandbox languages control answered ${response.status()}`);
  },
  /** The last unused SMS code the sandbox sent to a mobile number. */
  async lastSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
    const response = await request.get(`/__sandbox/sms?mobile=${encodeURIComponent(mobile)}`);
    const body = (await response.json()) as { value?: { code?: string | null } };
    if (!body.value?.code) throw new Error(`no SMS code for ${mobile}`);
    return body.value.code;
  },
  /**
   * The next request to `path` fails: a dropped connection (`network`), a stall, an HTTP status, or this JSON body.
   * With `afterHandling` the platform does the work first and only the answer is lost.
   */
  async failNext(
    request: APIRequestContext,
    path: string,
    fault: {
      network?: boolean;
      stall?: boolean;
      stallMs?: number;
      status?: number;
      body?: unknown;
      afterHandling?: boolean;
    },
  ) {
    const response = await request.post('/__sandbox/fail-next', { data: { path, ...fault } });
    if (!response.ok()) throw new Error(`sandbox fail-next control answered ${response.status()}`);
  },
  /** Every wallet of an account with its balance, and their exact total, read from the sandbox's state. */
  async balances(
    request: APIRequestContext,
    username: string,
  ): Promise<{ wallets: Record<string, string>; total: string }> {
    const response = await request.get(`/__sandbox/balances?username=${encodeURIComponent(username)}`);
    const body = (await response.json()) as { value?: { wallets: Record<string, string>; total: string } };
    if (!body.value) throw new Error(`sandbox balances control answered ${response.status()}`);
    return body.value;
  },
  async reset(request: APIRequestContext) {
    // The controls take JSON only (no cross-site form can switch them), so even reset sends a body.
    const response = await request.post('/__sandbox/reset', { data: {} });
    if (!response.ok()) throw new Error(`sandbox reset answered ${response.status()}`);
  },
};
