import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  callMutation,
  callQuery,
  createIntentKey,
  createTransport,
  getAnnouncements,
  getBalance,
  getConsolidated,
  getDomainRoutes,
  getGameVendors,
  getHelpCentre,
  getMerchantWallet,
  getRegisterSettings,
  IDEMPOTENCY_KEY_HEADER,
  login,
  logout,
  platformKeys,
  processDividendContract,
  shouldRetryQuery,
  transfer,
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
const transport = createTransport({
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
  codec: { encode: async (payload) => ({ body: JSON.stringify(payload), headers: {} }) },
});

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
    expect(callQuery(transport, getBalance).queryKey).toEqual(['lobbykit', 'member', 'getBalance', {}, 'EN']);
    language = 'TY';
    expect(callQuery(transport, getHelpCentre, { device: 'WEB' }).queryKey).toEqual([
      'lobbykit',
      'public',
      'getHelpCentre',
      { device: 'WEB' },
      'TY',
    ]);
    expect(platformKeys.call(getBalance)).toEqual(['lobbykit', 'member', 'getBalance']);
  });
});

describe('session caches (SPEC §3 storage)', () => {
  it('keeps notices, routers, settings, validators, merchant wallet and vendor lanes for the session, marked for storage', () => {
    for (const options of [
      callQuery(transport, getAnnouncements),
      callQuery(transport, getDomainRoutes),
      callQuery(transport, getConsolidated),
      callQuery(transport, getRegisterSettings),
      callQuery(transport, getMerchantWallet),
      callQuery(transport, getGameVendors),
    ]) {
      expect([options.staleTime, options.meta]).toEqual([Number.POSITIVE_INFINITY, { persist: 'session' }]);
    }
    expect(callQuery(transport, getBalance).staleTime).toBe(0);
  });

  it('fetches through the client and types the data', async () => {
    server.use(
      http.get(`${BASE}/wps/v2/wallets/balance`, () => HttpResponse.json({ success: true, value: balance('10.00') })),
    );
    const value = await queryClient.fetchQuery(callQuery(transport, getBalance));
    expect(value.main).toBe('10.00');
    expect(queryClient.getQueryData(callQuery(transport, getBalance).queryKey)?.currency).toBe('VND');
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
    expect(callMutation(transport, transfer).retry).toBe(0);
    expect(callMutation(transport, login).retry).toBe(0);
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
    const shown = new QueryObserver(queryClient, callQuery(transport, getBalance)).subscribe(() => {});
    await queryClient.fetchQuery(callQuery(transport, getBalance));
    const intent = createIntentKey();
    await run(callMutation(transport, transfer), { from: 'MAIN', to: 'PG', amount: '5.00', idempotencyKey: intent });
    await run(callMutation(transport, transfer), { from: 'MAIN', to: 'PG', amount: '5.00', idempotencyKey: intent });
    expect(seen).toEqual([
      { key: intent, body: { from: 'MAIN', to: 'PG', amount: '5.00' } },
      { key: intent, body: { from: 'MAIN', to: 'PG', amount: '5.00' } },
    ]);
    expect(queryClient.getQueryData(callQuery(transport, getBalance).queryKey)?.main).toBe('5.00');
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
    const consolidated = callQuery(transport, getConsolidated).queryKey;
    queryClient.setQueryData(consolidated, {} as never);
    expect(queryClient.getQueryState(consolidated)?.isInvalidated).toBe(false);
    await run(callMutation(transport, processDividendContract), { action: 'list' });
    expect(queryClient.getQueryState(consolidated)?.isInvalidated).toBe(true);
  });
});

describe('session changes (SPEC §4 login, logout): the token store is the one signal', () => {
  it('stores the token a login answers and tells the store’s subscribers, leaving the cache to the session owner', async () => {
    server.use(
      http.post(`${BASE}/wps/session/login`, () => HttpResponse.json({ success: true, value: { token: 'new' } })),
    );
    const told: Array<string | null> = [];
    const unsubscribe = transport.tokenStore.subscribe(() => told.push(transport.tokenStore.get()));
    await run(callMutation(transport, login), { username: 'player1', password: 'x' });
    unsubscribe();
    expect([token, told]).toEqual(['new', ['new']]);
  });

  it('clears the token at logout even when the logout call fails', async () => {
    server.use(http.delete(`${BASE}/wps/session/logout`, () => HttpResponse.error()));
    const told: Array<string | null> = [];
    const unsubscribe = transport.tokenStore.subscribe(() => told.push(transport.tokenStore.get()));
    await run(callMutation(transport, logout), undefined).catch(() => undefined);
    unsubscribe();
    expect([token, told]).toEqual([null, [null]]);
  });
});
