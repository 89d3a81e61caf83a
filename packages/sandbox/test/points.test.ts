import { POINT_TYPES } from '@lobbykit/domain';
import { describe, expect, it } from 'vitest';
import { SEED_PAYMENT_PASSWORD } from '../src/state/payment-passwords';
import { failure } from './failure';
import { PLATFORM_URL, useSandbox } from './harness';
import { lastDays, loginAs, mainBalance, people } from './member-centre-login';

const platform = useSandbox();
const DAY_MS = 24 * 60 * 60 * 1000;
const paymentPassword = SEED_PAYMENT_PASSWORD;

describe('points balance and history (SPEC §3 points entries, §7 Points)', () => {
  it('keeps a chain of entries: points before, signed change, balance after, newest first', async () => {
    const client = await loginAs(platform, people.member);
    const history = await client.getPointHistory({ ...lastDays(92, await platform.now()), pageSize: 100 });
    expect(history.total).toBeGreaterThan(20);
    for (const entry of history.list) {
      expect(entry.points + entry.changedPoints).toBe(entry.balance);
      expect(POINT_TYPES).toContain(entry.type);
    }
    for (const [index, entry] of history.list.slice(1).entries()) {
      expect(entry.balance).toBe(history.list[index]?.points);
      expect(entry.time).toBeLessThanOrEqual(history.list[index]?.time ?? 0);
    }
    expect((await client.getPointBalance()).points).toBe(history.list[0]?.balance);
  });

  it('credits the points a day of play earned the next day, from that day’s valid bets', async () => {
    const client = await loginAs(platform, people.member);
    const [yesterday] = (await client.getPointHistory({ ...lastDays(2, await platform.now()), type: 'live' })).list;
    expect(yesterday).toBeDefined();
    const day = { startTime: (yesterday?.time ?? 0) - DAY_MS, endTime: yesterday?.time ?? 0 };
    const bets = await client.getBettingRecords({ ...day, gameType: 'LIVE' });
    expect(yesterday?.amount).toBe(bets.totals.validBet);
    expect(yesterday?.changedPoints).toBe(Math.floor(Number(bets.totals.validBet) / 100));
  });

  it('filters the history by period and point type', async () => {
    const client = await loginAs(platform, people.member);
    const redeems = await client.getPointHistory({ ...lastDays(30, await platform.now()), type: 'redeem' });
    expect(redeems.list.map((entry) => entry.remark)).toEqual([
      'Redeemed 1 × Coffee voucher',
      expect.stringMatching(/^Refund of rejected redeem RD/),
      'Redeemed 1 × Free spins voucher',
      'Redeemed 1 × Coffee voucher',
    ]);
    const error = await failure(client.getPointHistory({ startTime: 2 * DAY_MS, endTime: DAY_MS }));
    expect(error.messageKey).toBe('date_range_invalid');
    expect((await failure(client.getPointHistory(lastDays(120, await platform.now())))).messageKey).toBe(
      'date_range_too_long',
    );
  });

  it('never takes points away as time passes: points have no expiry (SPEC §9)', async () => {
    const before = (await (await loginAs(platform, people.member)).getPointBalance()).points;
    await platform.controls.advanceClock(400 * DAY_MS);
    const client = await loginAs(platform, people.member);
    expect((await client.getPointBalance()).points).toBeGreaterThanOrEqual(before);
    const config = await client.getPointConfig();
    expect(config).toMatchObject({ expires: false, convertPoints: 100, convertAmount: '10.00', minConvertPoints: 100 });
    expect(config.earnRates.map((rate) => rate.type)).toEqual([
      'live',
      'lottery ticket',
      'pvp',
      'slots',
      'sports',
      'deposit',
    ]);
  });
});

describe('redeem goods (SPEC §3 redeem records, §4 redeem status)', () => {
  it('lists goods with their points and money requirements and stock', async () => {
    const { list } = await (await loginAs(platform, people.member)).getPointRewards();
    expect(list.find((goods) => goods.id === 'G04')).toMatchObject({
      name: 'Bluetooth speaker',
      pointsRequirement: 1000,
      amountRequirement: '50.00',
      stock: 5,
    });
    expect(list.find((goods) => goods.id === 'G01')?.stock).toBeNull();
  });

  it('shows the goods to a visitor and a trial account too, who cannot redeem them', async () => {
    const visitor = platform.client();
    expect((await visitor.getPointRewards()).list.map((goods) => goods.id)).toContain('G04');
    const trial = await loginAs(platform, people.trial);
    expect((await trial.getPointRewards()).list).toHaveLength((await visitor.getPointRewards()).list.length);
    const refused = await failure(trial.redeemPointReward({ goodsId: 'G01', quantity: 1, paymentPassword }));
    expect(refused.messageKey).toBe('in_need_true_account');
  });

  it('shows the seeded history with every status, newest first', async () => {
    const history = await (await loginAs(platform, people.member)).getRedeemRecords();
    expect(history.list.map((record) => [record.goodsName, record.status])).toEqual([
      ['Coffee voucher', 'In Process'],
      ['Free spins voucher', 'Rejected'],
      ['Coffee voucher', 'Approved'],
    ]);
    expect(history.list[0]).toMatchObject({ quantity: 1, pointsRequirement: 100, amountRequirement: '0.00' });
    expect(history.list[0]?.referenceNo).toMatch(/^RD/);
  });

  it('redeems with the payment password: points go, the record is In Process, the history shows it', async () => {
    const client = await loginAs(platform, people.member);
    const before = (await client.getPointBalance()).points;
    const done = await client.redeemPointReward({ goodsId: 'G03', quantity: 2, paymentPassword });
    expect(done.record).toMatchObject({
      goodsName: 'Cinema tickets',
      quantity: 2,
      pointsRequirement: 800,
      status: 'In Process',
    });
    expect(done.points).toBe(before - 800);
    expect((await client.getRedeemRecords({ status: 'In Process' })).list[0]?.referenceNo).toBe(
      done.record.referenceNo,
    );
    const [entry] = (await client.getPointHistory({ ...lastDays(1, await platform.now()), type: 'redeem' })).list;
    expect(entry).toMatchObject({ referenceNo: done.record.referenceNo, changedPoints: -800, balance: before - 800 });
    expect((await client.getPointRewards()).list.find((goods) => goods.id === 'G03')?.stock).toBe(18);
  });

  it('takes the money requirement from the main wallet in the same move', async () => {
    const client = await loginAs(platform, people.member);
    const money = await mainBalance(client);
    await client.redeemPointReward({ goodsId: 'G04', paymentPassword });
    expect(await mainBalance(client)).toBe((Number(money) - 50).toFixed(2));
  });

  it('approves a redeem after a day and tells the member in the inbox', async () => {
    const before = await loginAs(platform, people.member);
    const { record } = await before.redeemPointReward({ goodsId: 'G02', paymentPassword });
    const unread = (await before.getUnreadCount()).unreadCount;
    await platform.controls.advanceClock(DAY_MS);
    const client = await loginAs(platform, people.member);
    const history = await client.getRedeemRecords();
    expect(history.list.find((entry) => entry.referenceNo === record.referenceNo)?.status).toBe('Approved');
    expect((await client.getUnreadCount()).unreadCount).toBe(unread + 2);
  });

  it('refuses a wrong payment password, too few points and goods out of stock, and keeps the points', async () => {
    const client = await loginAs(platform, people.member);
    const before = (await client.getPointBalance()).points;
    const wrong = await failure(client.redeemPointReward({ goodsId: 'G02', paymentPassword: '000000' }));
    expect([wrong.kind, wrong.messageKey]).toEqual(['rejected', 'payment_password_incorrect']);
    expect((await failure(client.redeemPointReward({ goodsId: 'G05', paymentPassword }))).messageKey).toBe(
      'points_not_enough',
    );
    expect((await failure(client.redeemPointReward({ goodsId: 'G06', paymentPassword }))).messageKey).toBe(
      'goods_out_of_stock',
    );
    expect((await failure(client.redeemPointReward({ goodsId: 'G99', paymentPassword }))).messageKey).toBe(
      'goods_not_found',
    );
    expect((await client.getPointBalance()).points).toBe(before);
  });

  it('redeems once for one idempotency key, even for 20 requests at once', async () => {
    const client = await loginAs(platform, people.member);
    const before = (await client.getPointBalance()).points;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.redeemPointReward({ goodsId: 'G02', paymentPassword }, { idempotencyKey: 'one-click' }),
      ),
    );
    expect(new Set(results.map((result) => result.record.referenceNo)).size).toBe(1);
    expect((await client.getPointBalance()).points).toBe(before - 100);
    const reused = await failure(
      client.redeemPointReward({ goodsId: 'G01', paymentPassword }, { idempotencyKey: 'one-click' }),
    );
    expect([reused.messageKey, reused.status]).toEqual(['duplicate_request', 409]);
  });
});

describe('convert points into money (SPEC §7 Points)', () => {
  it('turns whole steps of 100 points into 10.00 each on the main wallet, once per key', async () => {
    const client = await loginAs(platform, people.member);
    const points = (await client.getPointBalance()).points;
    const money = await mainBalance(client);
    const done = await client.convertPoints({ points: 300, paymentPassword }, { idempotencyKey: 'convert-1' });
    expect(done).toMatchObject({ convertedPoints: 300, amount: '30.00', points: points - 300 });
    const again = await client.convertPoints({ points: 300, paymentPassword }, { idempotencyKey: 'convert-1' });
    expect(again.referenceNo).toBe(done.referenceNo);
    expect(await mainBalance(client)).toBe((Number(money) + 30).toFixed(2));
    expect((await client.getPointBalance()).points).toBe(points - 300);
  });

  it('names the figure of a refused conversion: the step, the minimum, the points held', async () => {
    const client = await loginAs(platform, people.member);
    const points = (await client.getPointBalance()).points;
    const value = async (promise: Promise<unknown>) => (await failure(promise)).value;
    expect(await value(client.convertPoints({ points: 150, paymentPassword }))).toEqual({ step: 100 });
    expect(await value(client.convertPoints({ points: 50, paymentPassword }))).toEqual({ min: 100 });
    expect(
      await value(client.convertPoints({ points: (Math.floor(points / 100) + 1) * 100, paymentPassword })),
    ).toEqual({ available: points });
  });

  it('refuses off-step, too small and too large conversions and a wrong payment password', async () => {
    const client = await loginAs(platform, people.member);
    const points = (await client.getPointBalance()).points;
    const key = async (promise: Promise<unknown>) => (await failure(promise)).messageKey;
    expect(await key(client.convertPoints({ points: 150, paymentPassword }))).toBe('points_convert_step');
    expect(await key(client.convertPoints({ points: 50, paymentPassword }))).toBe('points_below_minimum');
    expect(await key(client.convertPoints({ points: (Math.floor(points / 100) + 1) * 100, paymentPassword }))).toBe(
      'points_not_enough',
    );
    expect(await key(client.convertPoints({ points: 100, paymentPassword: '135790' }))).toBe(
      'payment_password_incorrect',
    );
    expect((await client.getPointBalance()).points).toBe(points);
  });
});

describe('points calls refuse what they must (success false with a message key, never a 500)', () => {
  it('refuses a trial account with in_need_true_account', async () => {
    const client = await loginAs(platform, people.trial);
    expect((await failure(client.getPointBalance())).messageKey).toBe('in_need_true_account');
  });

  it('answers a plain (not enc) body and a missing idempotency key with invalid_request', async () => {
    const client = await loginAs(platform, people.member);
    const send = (headers: Record<string, string>) =>
      platform.sandbox.fetch(
        new Request(`${PLATFORM_URL}/wps/relay/passwordCheck/MCS2_convertPoint`, {
          method: 'POST',
          headers: { Authorization: client.token() ?? '', 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify({ points: 100, paymentPassword }),
        }),
      );
    for (const answer of [await send({ 'Idempotency-Key': 'k' }), await send({})]) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ success: false, message: 'invalid_request' });
    }
  });

  it('never shows one member’s points or redeems to another', async () => {
    const member = await loginAs(platform, people.member);
    await member.redeemPointReward({ goodsId: 'G02', paymentPassword });
    const agent = await loginAs(platform, people.agent);
    expect((await agent.getRedeemRecords()).total).toBe(0);
    expect(
      (await agent.getPointHistory(lastDays(92, await platform.now()))).list.every((entry) => entry.type !== 'redeem'),
    ).toBe(true);
  });
});
