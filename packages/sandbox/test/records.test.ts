import { GAME_CATEGORIES } from '@lobbykit/domain';
import { describe, expect, it } from 'vitest';
import { failure } from './failure';
import { PLATFORM_URL, useSandbox } from './harness';
import { lastDays, loginAs, people } from './member-centre-login';

const platform = useSandbox();
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('betting records (SPEC §2 personalHistoryCopy)', () => {
  it('lists 60 days of the member’s bets, newest first, with totals over every page', async () => {
    const client = await loginAs(platform, people.member);
    const first = await client.getBettingRecords({ ...lastDays(60, await platform.now()), pageSize: 100 });
    expect(first.total).toBeGreaterThan(100);
    const pages = [first];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) {
      pages.push(await client.getBettingRecords({ ...lastDays(60, await platform.now()), pageSize: 100, pageNo }));
    }
    const bets = pages.flatMap((page) => page.list);
    expect(bets).toHaveLength(first.total);
    expect(bets.every((bet) => bet.username === 'player1')).toBe(true);
    expect(bets.map((bet) => bet.betTime)).toEqual([...bets.map((bet) => bet.betTime)].sort((a, b) => b - a));
    const sum = (pick: (bet: (typeof bets)[number]) => string) =>
      bets.reduce((total, bet) => total + cents(pick(bet)), 0);
    expect(cents(first.totals.betAmount)).toBe(sum((bet) => bet.betAmount));
    expect(cents(first.totals.validBet)).toBe(sum((bet) => bet.validBet));
    expect(cents(first.totals.winLoss)).toBe(sum((bet) => bet.payout) - sum((bet) => bet.betAmount));
    for (const bet of bets) expect(cents(bet.winLoss)).toBe(cents(bet.payout) - cents(bet.betAmount));
  });

  it('filters by game category and pages', async () => {
    const client = await loginAs(platform, people.member);
    const slots = await client.getBettingRecords({
      ...lastDays(60, await platform.now()),
      gameType: 'RNG',
      pageSize: 5,
      pageNo: 2,
    });
    expect(slots.list).toHaveLength(5);
    expect(slots.list.every((bet) => bet.gameType === 'RNG')).toBe(true);
    expect(slots.totalPages).toBe(Math.ceil(slots.total / 5));
    const all = await client.getBettingRecords(lastDays(60, await platform.now()));
    expect(slots.total).toBeLessThan(all.total);
  });

  it('refuses a reversed or too long period, and an unknown game category, with message keys', async () => {
    const client = await loginAs(platform, people.member);
    const now = await platform.now();
    expect((await failure(client.getBettingRecords({ startTime: now, endTime: now - 1 }))).messageKey).toBe(
      'date_range_invalid',
    );
    expect((await failure(client.getBettingRecords(lastDays(93, await platform.now())))).messageKey).toBe(
      'date_range_too_long',
    );
    const answer = await platform.sandbox.fetch(
      new Request(`${PLATFORM_URL}/wps/relay/ODSFE2_personalHistory?startTime=0&endTime=1&gameType=DICE`, {
        headers: { Authorization: client.token() ?? '' },
      }),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, message: 'invalid_request' });
  });

  it('never shows another member’s bets', async () => {
    const member = await loginAs(platform, people.member);
    const mine = new Set(
      (await member.getBettingRecords({ ...lastDays(60, await platform.now()), pageSize: 100 })).list.map(
        (bet) => bet.orderNo,
      ),
    );
    const other = await loginAs(platform, people.downline);
    const theirs = (await other.getBettingRecords({ ...lastDays(60, await platform.now()), pageSize: 100 })).list;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((bet) => bet.username === people.downline.username && !mine.has(bet.orderNo))).toBe(true);
  });
});

describe('personal profit and loss and bonus details (SPEC §2 personalProfit, bonusDetails)', () => {
  it('adds the period’s win/loss and bonuses, split by game category', async () => {
    const client = await loginAs(platform, people.member);
    const period = lastDays(30, await platform.now());
    const profit = await client.getPersonalProfit(period);
    const bets = await client.getBettingRecords(period);
    const bonuses = await client.getBonusDetails({ ...period, pageSize: 100 });
    expect(profit).toMatchObject({
      betAmount: bets.totals.betAmount,
      validBet: bets.totals.validBet,
      winLoss: bets.totals.winLoss,
      bonus: bonuses.totalAmount,
    });
    expect(cents(profit.profitLoss)).toBe(cents(profit.winLoss) + cents(profit.bonus));
    expect(profit.byGameType.reduce((sum, row) => sum + cents(row.winLoss), 0)).toBe(cents(profit.winLoss));
    expect(profit.byGameType.map((row) => row.gameType)).toEqual(
      GAME_CATEGORIES.filter((gameType) => profit.byGameType.some((row) => row.gameType === gameType)),
    );
  });

  it('lists rebates, referral rewards and promotions paid, newest first, and filters by kind', async () => {
    const client = await loginAs(platform, people.member);
    const all = await client.getBonusDetails(lastDays(60, await platform.now()));
    expect(new Set(all.list.map((bonus) => bonus.kind))).toEqual(new Set(['rebate', 'referral', 'promotion', 'vip']));
    const referral = await client.getBonusDetails({ ...lastDays(60, await platform.now()), kind: 'referral' });
    expect(referral).toMatchObject({ total: 2, totalAmount: '100.00' });
    expect(referral.list.map((bonus) => bonus.title)).toEqual([
      'Referral reward for fr***2',
      'Referral reward for fr***1',
    ]);
  });

  it('refuses a trial account', async () => {
    const client = await loginAs(platform, people.trial);
    expect((await failure(client.getPersonalProfit(lastDays(7, await platform.now())))).messageKey).toBe(
      'in_need_true_account',
    );
  });
});
