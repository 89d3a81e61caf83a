import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createIntentKey,
  createPlatformClient,
  createPlatformQueries,
  IDEMPOTENCY_KEY_HEADER,
  platformKeys,
  shouldRetryQuery,
} from '../src';
import { PlatformError } from '../src/errors';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let language = 'EN';
let token: string | null = 'tok';
let queryClient: QueryClient;
const client = createPlatformClient({
  baseUrl: BASE,
  merchant: 'LOBBYKIT',
  language: () => language,
  device: 'WEB',
  tokenStore: {
    get: () => token,
    set: (next) => {
      token = next;
    },
  },
});
const platform = createPlatformQueries(client);

beforeEach(() => {
  language = 'EN';
  token = 'tok';
  queryClient = new QueryClient();
});

const balance = (main: string) => ({
  currency: 'VND',
  main,
  total: main,
  wallets: [{ wallet: 'MAIN', balance: main }],
});
const run = <V>(options: object, variables: V) =>
  new MutationObserver(queryClient, options as never).mutate(variables as never);

describe('query keys (DESIGN.md: no key written by hand)', () => {
  it('puts calls that need a token under the member scope and the language last', () => {
    expect(platform.queries.getBalance().queryKey).toEqual(['lobbykit', 'member', 'getBalance', {}, 'EN']);
    language = 'TY';
    expect(platform.queries.getHelpCentre({ device: 'WEB' }).queryKey).toEqual([
      'lobbykit',
      'public',
      'getHelpCentre',
      { device: 'WEB' },
      'TY',
    ]);
    expect(platformKeys.call('getBalance')).toEqual(['lobbykit', 'member', 'getBalance']);
  });
});

describe('session caches (SPEC §3 storage)', () => {
  it('keeps notices, routers, settings, validators, merchant wallet and vendor lanes for the session, marked for storage', () => {
    for (const options of [
      platform.queries.getAnnouncements(),
      platform.queries.getDomainRoutes(),
      platform.queries.getConsolidated(),
      platform.queries.getRegisterSettings(),
      platform.queries.getMerchantWallet(),
      platform.queries.getGameVendors(),
    ]) {
      expect([options.staleTime, options.meta]).toEqual([Number.POSITIVE_INFINITY, { persist: 'session' }]);
    }
    expect(platform.queries.getBalance().staleTime).toBe(0);
  });

  it('fetches through the client and types the data', async () => {
    server.use(
      http.get(`${BASE}/wps/v2/wallets/balance`, () => HttpResponse.json({ success: true, value: balance('10.00') })),
    );
    const value = await queryClient.fetchQuery(platform.queries.getBalance());
    expect(value.main).toBe('10.00');
    expect(queryClient.getQueryData(platform.queries.getBalance().queryKey)?.currency).toBe('VND');
  });
});

describe('retries (DESIGN.md: mutations never retried)', () => {
  it('retries reads only for network, time-out and server failures, at most twice', () => {
    const fail = (kind: PlatformError['kind']) => new PlatformError({ kind, messageKey: 'x', path: '/p' });
    expect([
      shouldRetryQuery(0, fail('network')),
      shouldRetryQuery(1, fail('http')),
      shouldRetryQuery(2, fail('timeout')),
    ]).toEqual([true, true, false]);
    expect([
      shouldRetryQuery(0, fail('rejected')),
      shouldRetryQuery(0, fail('session-expired')),
      shouldRetryQuery(0, fail('malformed')),
    ]).toEqual([false, false, false]);
  });

  it('never retries a mutation', () => {
    expect(platform.mutations.transfer().retry).toBe(0);
    expect(platform.mutations.login().retry).toBe(0);
  });
});

describe('money mutations (DESIGN.md: one idempotency key per intent)', () => {
  it('sends the intent key as Idempotency-Key, not in the body, and refreshes the balance', async () => {
    const seen: Array<{ key: string | null; body: unknown }> = [];
    let main = '10.00';
    server.use(
      http.get(`${BASE}/wps/v2/wallets/balance`, () => HttpResponse.json({ success: true, value: balance(main) })),
      http.post(`${BASE}/wps/relay/GCS_walletTransfer`, async ({ request }) => {
        seen.push({ key: request.headers.get(IDEMPOTENCY_KEY_HEADER), body: await request.json() });
        main = '5.00';
        return HttpResponse.json({
          success: true,
          value: {
            reference: 'TX1',
            amount: '5.00',
            from: { wallet: 'MAIN', balance: '5.00' },
            to: { wallet: 'PG', balance: '5.00' },
            time: 1,
          },
        });
      }),
    );
    // A screen showing the balance keeps its query active; invalidation refetches active queries.
    const shown = new QueryObserver(queryClient, platform.queries.getBalance()).subscribe(() => {});
    await queryClient.fetchQuery(platform.queries.getBalance());
    const intent = createIntentKey();
    await run(platform.mutations.transfer(), { from: 'MAIN', to: 'PG', amount: '5.00', idempotencyKey: intent });
    await run(platform.mutations.transfer(), { from: 'MAIN', to: 'PG', amount: '5.00', idempotencyKey: intent });
    expect(seen).toEqual([
      { key: intent, body: { from: 'MAIN', to: 'PG', amount: '5.00' } },
      { key: intent, body: { from: 'MAIN', to: 'PG', amount: '5.00' } },
    ]);
    expect(queryClient.getQueryData(platform.queries.getBalance().queryKey)?.main).toBe('5.00');
    shown();
  });

  it('makes a different key for each new intent', () => {
    expect(createIntentKey()).not.toBe(createIntentKey());
  });
});

describe('refreshes after writes (SPEC §3 session caches, §4 contracts)', () => {
  it('marks the session-cached consolidated flags stale once a contract offer is answered', async () => {
    server.use(
      http.post(`${BASE}/wps/relay/MCS2_processDividendReq`, () =>
        HttpResponse.json({
          success: true,
          value: {
            kind: 'dividend',
            mine: null,
            downlines: [],
            needsConfirmation: false,
            toTerminate: [],
            terminated: [],
          },
        }),
      ),
    );
    const consolidated = platform.queries.getConsolidated().queryKey;
    queryClient.setQueryData(consolidated, {} as never);
    expect(queryClient.getQueryState(consolidated)?.isInvalidated).toBe(false);
    await run(platform.mutations.processDividendContract(), { action: 'list' });
    expect(queryClient.getQueryState(consolidated)?.isInvalidated).toBe(true);
  });
});

describe('session changes (SPEC §4 login, logout)', () => {
  it('drops the previous account’s data when a login opens a session', async () => {
    queryClient.setQueryData(platform.queries.getBalance().queryKey, balance('99.00'));
    server.use(
      http.post(`${BASE}/wps/session/login`, () => HttpResponse.json({ success: true, value: { token: 'new' } })),
    );
    const codec = createPlatformClient({
      baseUrl: BASE,
      merchant: 'LOBBYKIT',
      language: 'EN',
      device: 'WEB',
      tokenStore: {
        get: () => token,
        set: (next) => {
          token = next;
        },
      },
      codec: { encode: async (payload) => ({ body: JSON.stringify(payload), headers: {} }) },
    });
    await run(createPlatformQueries(codec).mutations.login(), { username: 'player1', password: 'x' });
    expect(token).toBe('new');
    expect(queryClient.getQueryData(platform.queries.getBalance().queryKey)).toBeUndefined();
  });

  it('drops member data and the token at logout even when the logout call fails', async () => {
    queryClient.setQueryData(platform.queries.getMemberInfo().queryKey, {
      id: 1,
      account: 'player1',
      type: 0,
      memberLabel: [],
    });
    server.use(http.delete(`${BASE}/wps/session/logout`, () => HttpResponse.error()));
    await run(platform.mutations.logout(), undefined).catch(() => undefined);
    expect(token).toBeNull();
    expect(queryClient.getQueryData(platform.queries.getMemberInfo().queryKey)).toBeUndefined();
  });
});
