import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AnyCall, callQuery, createTransport, getBalance, getGameVendors, MONEY_READS } from '../src';
import { platformCalls } from '../src/client/platform-calls';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const transport = createTransport({
  baseUrl: BASE,
  merchant: 'LOBBYKIT',
  language: 'EN',
  device: 'WEB',
  tokenStore: { get: () => 'tok', set: () => undefined },
});

const calls = Object.values(platformCalls) as AnyCall[];
const reads = calls.filter((call) => call.method === 'GET');
const freshnessOf = (name: string) => calls.find((call) => call.name === name)?.policy?.freshness;

describe('freshness: live and static reads', () => {
  it('has every read of the platform say whether it is live or static', () => {
    const undeclared = reads
      .filter((call) => !['live', 'static'].includes(call.policy?.freshness ?? ''))
      .map((c) => c.name);
    expect(undeclared).toEqual([]);
  });

  it('reads money, contracts, the team, invitations and records live', () => {
    const live = [
      // money
      'getBalance',
      'getWallets',
      'getTransactionHistory',
      'getWithdrawalOptions',
      'getWithdrawals',
      'getPointBalance',
      'getPointHistory',
      'getRedeemRecords',
      'getRewardCenter',
      // contracts and what they pay
      'getContracts',
      'getAgentIncome',
      // the team
      'getTeamOverview',
      'getDownlines',
      'getDownlineDetail',
      'getDownlineTransactions',
      'getTeamBettingRecords',
      'getUserProfitLoss',
      // invitations
      'getReferral',
      // records
      'getBettingRecords',
      'getPersonalProfit',
      'getBonusDetails',
    ];
    expect(live.map((name) => [name, freshnessOf(name)])).toEqual(live.map((name) => [name, 'live']));
  });

  it('keeps catalogues, game lists, settings and notices static', () => {
    const kept = [
      'getAnnouncements',
      'getGameVendors',
      'getGameList',
      'getHotGames',
      'getGameMenus',
      'getPointRewards',
      'getVipLevels',
      'getSystemStatus',
      'getWhitelabel',
      'getRegisterSettings',
      'getConsolidated',
      'getCountryCodes',
      'getHelpCentre',
      'getCaptcha',
    ];
    expect(kept.map((name) => [name, freshnessOf(name)])).toEqual(kept.map((name) => [name, 'static']));
  });

  it('asks a live read again on every mount and on the tab’s return, a static one never on the return', () => {
    expect(callQuery(transport, getBalance)).toMatchObject({
      staleTime: 0,
      refetchOnMount: 'always',
      refetchOnWindowFocus: 'always',
    });
    expect(callQuery(transport, getGameVendors)).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    });
  });

  it('reads the balance again when the tab comes back, even under a client that never refetches on focus', async () => {
    const asked = { balance: 0, vendors: 0 };
    server.use(
      http.get(`${BASE}/wps/v2/wallets/balance`, () => {
        asked.balance += 1;
        const main = asked.balance === 1 ? '10.00' : '22.34';
        return HttpResponse.json({
          success: true,
          value: { currency: 'VND', main, total: main, wallets: [{ wallet: 'MAIN', balance: main }] },
        });
      }),
      http.get(`${BASE}${getGameVendors.path}`, () => {
        asked.vendors += 1;
        return HttpResponse.json({ success: true, value: { data: { lanes: [] } } });
      }),
    );
    // The client LobbyKitProvider makes: nothing is read again on focus unless the call says so.
    const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
    // Mounted, as QueryClientProvider mounts it: it hears the tab's focus from then on.
    client.mount();
    const balance = new QueryObserver(client, callQuery(transport, getBalance));
    const vendors = new QueryObserver(client, callQuery(transport, getGameVendors));
    const stop = [balance.subscribe(() => {}), vendors.subscribe(() => {})];
    await expect.poll(() => client.getQueryData(callQuery(transport, getBalance).queryKey)?.main).toBe('10.00');
    await expect.poll(() => asked.vendors).toBe(1);

    // The player moves to another tab, money arrives from another device, the player comes back.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await expect.poll(() => client.getQueryData(callQuery(transport, getBalance).queryKey)?.main).toBe('22.34');
    expect(asked).toEqual({ balance: 2, vendors: 1 });
    for (const unsubscribe of stop) unsubscribe();
    focusManager.setFocused(undefined);
    client.unmount();
    client.clear();
  });
});

describe('money actions make stale what they change', () => {
  const moneyActions = calls.filter((call) => call.idempotent);

  it('has every money action make the balance, the wallets, the account record and the withdrawable amount stale', () => {
    expect(moneyActions.map((call) => call.name).sort()).toEqual(
      [
        'claimActivity',
        'claimRafflePromotion',
        'convertPoints',
        'deposit',
        'redeemPointReward',
        'transfer',
        'transferToDownline',
        'transferToUpline',
        'withdraw',
      ].sort(),
    );
    const missing = moneyActions.flatMap((call) =>
      MONEY_READS.filter((read) => !call.invalidates?.includes(read)).map((read) => `${call.name} → ${read}`),
    );
    expect(missing).toEqual([]);
  });

  it('has a transfer to a downline make the team’s balances and moves stale', () => {
    const toDownline = calls.find((call) => call.name === 'transferToDownline');
    expect(toDownline?.invalidates).toEqual(
      expect.arrayContaining(['getDownlines', 'getDownlineDetail', 'getTeamOverview', 'getDownlineTransactions']),
    );
  });

  it('names only reads that exist', () => {
    const named = new Set(calls.flatMap((call) => call.invalidates ?? []));
    const byName = new Map(reads.map((call) => [call.name, call]));
    expect([...named].filter((name) => !byName.has(name))).toEqual([]);
  });
});
