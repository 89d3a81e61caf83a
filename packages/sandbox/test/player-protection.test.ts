import { beforeAll, describe, expect, it } from 'vitest';
import { protectionControls } from '../src';
import { SEED_PAYMENT_PASSWORD } from '../src/state/payment-passwords';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { failure } from './failure';
import { useSandbox } from './harness';

const platform = useSandbox();
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const member = SEED_ACCOUNTS.member;
const controls = () => protectionControls(platform.sandbox);

// The first call seeds the sandbox (accounts, 60 days of the team's play): done once here, not inside a test.
beforeAll(() => platform.client().getSystemStatus({}), 30_000);

async function loggedIn() {
  const client = platform.client();
  await client.login(member);
  return client;
}

async function firstGame() {
  const { games } = await platform.client().getGameList({ vassalage: 'PG', pageSize: 1 });
  const game = games[0];
  if (!game) throw new Error('PG has a game');
  return { nodeId: game.nodeId, gameId: game.gameId, vassalage: 'PG' };
}

const depositLimit = async (client: Awaited<ReturnType<typeof loggedIn>>) =>
  (await client.getPlayerProtection({})).limits.find((limit) => limit.kind === 'deposit' && limit.period === 'day');

describe('limits: lower at once, raise after 24 hours by the sandbox clock', () => {
  it('applies a first limit at once and shows what the day has used of it', async () => {
    const client = await loggedIn();
    const change = await client.setLimit({ kind: 'deposit', period: 'day', amount: '500.00' });
    expect(change.outcome).toBe('applied');
    await client.deposit({ channelId: 'BANK', amount: '100.00' });
    const limit = await depositLimit(client);
    expect(limit).toMatchObject({ amount: '500.00', pending: null });
    expect(Number(limit?.used)).toBeGreaterThanOrEqual(100);
    expect(Number(limit?.left) + Number(limit?.used)).toBe(500);
  });

  it('keeps a raise pending for 24 hours, then applies it when the clock passes its time', async () => {
    const client = await loggedIn();
    await client.setLimit({ kind: 'wager', period: 'week', amount: '100.00' });
    const raise = await client.setLimit({ kind: 'wager', period: 'week', amount: '300.00' });
    const { effectiveAt } = raise;
    // 24 hours from the moment it was asked (the state's `now` is read a moment later).
    expect(raise.protection.now - (effectiveAt - DAY)).toBeLessThan(1_000);
    expect(raise.protection.limits[0]).toMatchObject({
      amount: '100.00',
      pending: { amount: '300.00', effectiveAt },
    });

    // A session ends after 2 idle hours: a day later the player logs in again.
    await platform.controls.advanceClock(effectiveAt - (await platform.now()) - 1_000);
    expect((await (await loggedIn()).getPlayerProtection({})).limits[0]?.amount).toBe('100.00');
    await platform.controls.advanceClock(1_000);
    expect((await (await loggedIn()).getPlayerProtection({})).limits[0]).toMatchObject({
      amount: '300.00',
      pending: null,
    });
  });

  it('removes a limit only after 24 hours, and cancelling keeps it', async () => {
    const client = await loggedIn();
    await client.setLimit({ kind: 'loss', period: 'month', amount: '50.00' });
    await client.setLimit({ kind: 'loss', period: 'month', amount: null });
    const cancelled = await client.cancelLimitChange({ kind: 'loss', period: 'month' });
    expect(cancelled.limits[0]).toMatchObject({ amount: '50.00', pending: null });
    expect((await failure(client.cancelLimitChange({ kind: 'loss', period: 'month' }))).messageKey).toBe(
      'limit_change_not_found',
    );

    await client.setLimit({ kind: 'loss', period: 'month', amount: null });
    await platform.controls.advanceClock(DAY);
    expect((await (await loggedIn()).getPlayerProtection({})).limits).toEqual([]);
  });

  it('lowers a limit at once, dropping a raise that waited', async () => {
    const client = await loggedIn();
    await client.setLimit({ kind: 'deposit', period: 'week', amount: '1000.00' });
    await client.setLimit({ kind: 'deposit', period: 'week', amount: '2000.00' });
    const lowered = await client.setLimit({ kind: 'deposit', period: 'week', amount: '800.00' });
    expect([lowered.outcome, lowered.protection.limits[0]?.amount, lowered.protection.limits[0]?.pending]).toEqual([
      'applied',
      '800.00',
      null,
    ]);
  });
});

describe('deposit limits at deposit time', () => {
  it('refuses a deposit that would pass the limit, saying how much is left, and takes one that fits', async () => {
    const client = await loggedIn();
    await client.setLimit({ kind: 'deposit', period: 'day', amount: '100000.00' });
    const used = Number((await depositLimit(client))?.used);
    await client.setLimit({ kind: 'deposit', period: 'day', amount: (used + 150).toFixed(2) });

    const refused = await failure(client.deposit({ channelId: 'BANK', amount: '150.01' }));
    expect([refused.kind, refused.messageKey, refused.value]).toEqual([
      'rejected',
      'deposit_limit_exceeded',
      { left: '150.00', kind: 'deposit', period: 'day' },
    ]);
    await client.deposit({ channelId: 'BANK', amount: '150.00' });
    expect((await depositLimit(client))?.left).toBe('0.00');
  });
});

describe('loss and wager limits at game launch', () => {
  it('launches while a wager limit has room and refuses once it is used up, saying when play is free again', async () => {
    const client = await loggedIn();
    const game = await firstGame();
    await client.setLimit({ kind: 'wager', period: 'day', amount: '10000.00' });
    const used = Number((await client.getPlayerProtection({})).limits[0]?.used);
    await client.setLimit({ kind: 'wager', period: 'day', amount: (used + 50).toFixed(2) });
    await client.launchGame(game);

    await controls().playRound(member.username, '50.00', '80.00');
    const refused = await failure(client.launchGame(game));
    const limit = (await client.getPlayerProtection({})).limits[0];
    expect([refused.messageKey, refused.value]).toEqual([
      'wager_limit_reached',
      { period: 'day', resetsAt: limit?.periodEnd },
    ]);
  });

  it('refuses a launch once the loss limit is reached, and launches again in the next period', async () => {
    const client = await loggedIn();
    const game = await firstGame();
    await client.setLimit({ kind: 'loss', period: 'day', amount: '100.00' });
    await controls().playRound(member.username, '20000.00', '0.00');
    expect((await failure(client.launchGame(game))).messageKey).toBe('loss_limit_reached');

    const { periodEnd } = (await client.getPlayerProtection({})).limits[0] ?? { periodEnd: 0 };
    await platform.controls.advanceClock(periodEnd - (await platform.now()));
    const fresh = await loggedIn();
    await expect(fresh.launchGame(game)).resolves.toHaveProperty('game_url');
  });
});

describe('session time limit', () => {
  it('refuses a launch and ends the session once the limit has passed; the next call says why', async () => {
    const client = await loggedIn();
    await client.setSessionLimit({ minutes: 30 });
    const summary = await client.getSessionSummary({});
    expect(summary.endsAt).toBe(summary.startedAt + 30 * 60_000);

    await platform.controls.advanceClock(30 * 60_000);
    const ended = await failure(client.launchGame(await firstGame()));
    expect([ended.kind, ended.messageKey, client.token()]).toEqual([
      'session-expired',
      'session_time_limit_ended',
      null,
    ]);
    // The session is gone: a new login starts a new session with its own time.
    const again = await loggedIn();
    expect((await again.getSessionSummary({})).elapsedSeconds).toBe(0);
  });
});

describe('time-out and self-exclusion', () => {
  it('refuses login with until when, and deposits and launches in the session it began in, but lets a withdrawal through', async () => {
    const client = await loggedIn();
    const state = await client.startTimeOut({ duration: '24h' });
    const until = state.exclusion?.until;
    expect(state.exclusion).toMatchObject({
      kind: 'time-out',
      term: '24h',
      until: (state.exclusion?.since ?? 0) + DAY,
    });

    const login = await failure(platform.client().login(member));
    expect([login.messageKey, (login.value as { until: number }).until]).toEqual(['account_time_out_until', until]);
    expect((await failure(client.deposit({ channelId: 'BANK', amount: '100.00' }))).messageKey).toBe(
      'account_time_out_until',
    );
    expect((await failure(client.getDepositChannels({}))).messageKey).toBe('account_time_out_until');
    expect((await failure(client.launchGame(await firstGame()))).messageKey).toBe('account_time_out_until');
    const withdrawn = await client.withdraw({
      amount: '200.00',
      payoutAccountId: 'BANK-100001',
      paymentPassword: SEED_PAYMENT_PASSWORD,
    });
    expect(withdrawn.status).toBe('In Process');
    // Cannot be lifted or replaced early.
    expect((await failure(client.selfExclude({ term: '6m' }))).messageKey).toBe('account_time_out_until');
  });

  it('lets the player log in again when the time-out ends by the sandbox clock', async () => {
    await (await loggedIn()).startTimeOut({ duration: '7d' });
    await platform.controls.advanceClock(7 * DAY);
    await expect(platform.client().login(member)).resolves.toHaveProperty('token');
  });

  it('refuses login for ever after a permanent self-exclusion, with no date', async () => {
    await (await loggedIn()).selfExclude({ term: 'permanent' });
    await platform.controls.advanceClock(3650 * DAY);
    expect((await failure(platform.client().login(member))).messageKey).toBe('account_self_excluded_permanent');
  });

  it('offers only the terms of the platform’s jurisdiction', async () => {
    await controls().setJurisdiction('uk');
    const client = await loggedIn();
    expect((await failure(client.selfExclude({ term: 'permanent' }))).messageKey).toBe('protection_term_not_offered');
    const excluded = await client.selfExclude({ term: '6m' });
    expect([excluded.jurisdiction, excluded.exclusion?.kind]).toEqual(['uk', 'self-exclusion']);
    expect((await failure(platform.client().login(member))).messageKey).toBe('account_self_excluded_until');
  });
});

describe('reality check', () => {
  it('starts at the jurisdiction’s default and takes only the intervals it offers', async () => {
    await controls().setJurisdiction('ph');
    const client = await loggedIn();
    expect((await client.getPlayerProtection({})).realityCheckMinutes).toBe(60);
    expect((await failure(client.setRealityCheck({ intervalMinutes: null }))).messageKey).toBe(
      'reality_check_required',
    );
    expect((await failure(client.setRealityCheck({ intervalMinutes: 15 }))).messageKey).toBe(
      'reality_check_interval_not_offered',
    );
    expect((await client.setRealityCheck({ intervalMinutes: 30 })).realityCheckMinutes).toBe(30);
    expect((await client.getSessionSummary({})).realityCheckMinutes).toBe(30);
  });

  it('can be turned off where it is optional', async () => {
    const client = await loggedIn();
    await client.setRealityCheck({ intervalMinutes: 15 });
    expect((await client.setRealityCheck({ intervalMinutes: null })).realityCheckMinutes).toBeNull();
  });
});

describe('session summary and activity statement', () => {
  it('counts this session’s time, bets, wins and net by the sandbox clock', async () => {
    const client = await loggedIn();
    await platform.controls.advanceClock(90_000);
    await controls().playRound(member.username, '30.00', '12.50');
    const summary = await client.getSessionSummary({});
    expect(summary).toMatchObject({ elapsedSeconds: 90, bets: '30.00', wins: '12.50', net: '-17.50', endsAt: null });
  });

  it('sums deposits less withdrawals and bets less wins over the period', async () => {
    const client = await loggedIn();
    const start = await platform.now();
    await client.deposit({ channelId: 'BANK', amount: '300.00' });
    await client.withdraw({ amount: '120.00', payoutAccountId: 'BANK-100001', paymentPassword: SEED_PAYMENT_PASSWORD });
    await controls().playRound(member.username, '40.00', '15.00');
    const statement = await client.getActivityStatement({ startTime: start, endTime: start + 1_000 });
    expect(statement).toEqual({
      startTime: start,
      endTime: start + 1_000,
      deposits: '300.00',
      withdrawals: '120.00',
      depositsLessWithdrawals: '180.00',
      bets: '40.00',
      wins: '15.00',
      betsLessWins: '25.00',
    });
    expect((await failure(client.getActivityStatement({ startTime: start, endTime: start }))).messageKey).toBe(
      'date_range_invalid',
    );
  });
});
