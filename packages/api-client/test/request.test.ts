import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, isPlatformError, MODULE_ID_HEADER, type PlatformError } from '../src';
import { createPlatformClient } from '../src/client';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const status = { maintenance: false, regionRestriction: false, location: { ip: '1.2.3.4', country: 'VN' }, info: {} };

function makeClient(token: string | null = null, extra: { timeoutMs?: number } = {}) {
  const store = { token };
  let language = 'EN';
  const client = createPlatformClient({
    baseUrl: BASE,
    merchant: 'LOBBYKIT',
    language: () => language,
    device: 'WEB',
    host: 'brand.test',
    tokenStore: {
      get: () => store.token,
      set: (next) => {
        store.token = next;
      },
    },
    ...extra,
  });
  return {
    client,
    store,
    setLanguage: (next: string) => {
      language = next;
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

const memberCall = defineCall({
  name: 'testCall1',
  method: 'GET',
  path: '/wps/member/info',
  moduleId: 'COMM3',
  token: true,
  enc: false,
  request: z.object({}),
  response: z.object({ account: z.string() }),
});

describe('request headers (PLATFORM-FACTS §2.2)', () => {
  it('sends Merchant, Device, the current Language, the module id and the host of the status call', async () => {
    const seen: Request[] = [];
    server.use(
      http.get(`${BASE}/wps/system/status`, ({ request }) => {
        seen.push(request.clone());
        return HttpResponse.json({ success: true, value: status });
      }),
    );
    const { client, setLanguage } = makeClient();
    await client.getSystemStatus();
    setLanguage('TY');
    await client.getSystemStatus();
    const [first, second] = seen;
    expect(first?.headers.get('Merchant')).toBe('LOBBYKIT');
    expect(first?.headers.get('Device')).toBe('WEB');
    expect(first?.headers.get(MODULE_ID_HEADER)).toBe('COMM3');
    expect(first?.headers.get('Language')).toBe('EN');
    expect(second?.headers.get('Language')).toBe('TY');
    expect(new URL(first?.url ?? '').searchParams.get('host')).toBe('brand.test');
    expect(first?.headers.has('Authorization')).toBe(false);
  });

  it('sends the raw token in Authorization for a call that needs one', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${BASE}/wps/member/info`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, value: { account: 'player1' } });
      }),
    );
    await makeClient('tok-123').client.call(memberCall, {});
    expect(authorization).toBe('tok-123');
  });
});

describe('error catalogue (SPEC §8)', () => {
  it('turns a dropped connection into a network error with in_network_again', async () => {
    server.use(http.get(`${BASE}/wps/system/status`, () => HttpResponse.error()));
    const error = await failure(makeClient().client.getSystemStatus());
    expect([error.kind, error.messageKey]).toEqual(['network', 'in_network_again']);
  });

  it('turns an answer slower than timeoutMs into a time-out with timeout_retry_please', async () => {
    server.use(
      http.get(`${BASE}/wps/system/status`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(makeClient(null, { timeoutMs: 20 }).client.getSystemStatus());
    expect([error.kind, error.messageKey]).toEqual(['timeout', 'timeout_retry_please']);
  });

  it('turns a 5xx into an http error with unknown_error and keeps the status', async () => {
    server.use(http.get(`${BASE}/wps/system/status`, () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await failure(makeClient().client.getSystemStatus());
    expect([error.kind, error.messageKey, error.status]).toEqual(['http', 'unknown_error', 502]);
  });

  it('turns success false into a rejection with the server message key and value', async () => {
    server.use(
      http.get(`${BASE}/wps/system/status`, () =>
        HttpResponse.json({ success: false, message: 'in_password_incorrect', value: { captcha: true } }),
      ),
    );
    const error = await failure(makeClient().client.getSystemStatus());
    expect(error).toMatchObject({
      kind: 'rejected',
      messageKey: 'in_password_incorrect',
      serverMessage: 'in_password_incorrect',
      value: { captcha: true },
    });
  });

  it('falls back to unknown_error for a rejection without a message', async () => {
    server.use(http.get(`${BASE}/wps/system/status`, () => HttpResponse.json({ success: false })));
    expect((await failure(makeClient().client.getSystemStatus())).messageKey).toBe('unknown_error');
  });

  it('treats a non-JSON answer and a value that breaks the schema as malformed', async () => {
    server.use(http.get(`${BASE}/wps/system/status`, () => new HttpResponse('<html>', { status: 200 })));
    expect((await failure(makeClient().client.getSystemStatus())).kind).toBe('malformed');
    server.use(
      http.get(`${BASE}/wps/system/status`, () => HttpResponse.json({ success: true, value: { info: 'nope' } })),
    );
    const error = await failure(makeClient().client.getSystemStatus());
    expect([error.kind, error.messageKey]).toEqual(['malformed', 'unknown_error']);
  });

  it('signals session expiry on 401 one way: the token store is cleared and tells its subscribers', async () => {
    server.use(
      http.get(`${BASE}/wps/member/info`, () =>
        HttpResponse.json({ success: false, message: 'in_logged_login' }, { status: 401 }),
      ),
    );
    let expired = 0;
    const { client, store } = makeClient('old-token');
    client.tokenStore.subscribe?.(() => {
      expired += 1;
    });
    const error = await failure(client.call(memberCall, {}));
    expect([error.kind, error.messageKey, store.token, expired]).toEqual([
      'session-expired',
      'in_logged_login',
      null,
      1,
    ]);
  });

  it('refuses a call that needs a token before sending it when there is none', async () => {
    const error = await failure(makeClient(null).client.call(memberCall, {}));
    expect(error.kind).toBe('session-expired');
  });

  it('rejects with aborted when the caller aborts a request in flight', async () => {
    server.use(
      http.get(`${BASE}/wps/system/status`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = makeClient().client.getSystemStatus({}, { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
  });
});
