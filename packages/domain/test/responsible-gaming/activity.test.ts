import { describe, expect, it } from 'vitest';
import {
  checkDepositLimits,
  limitLeft,
  limitUsage,
  type MoneyLimitUsage,
  type MoneyMovement,
  playLimitReached,
  summariseActivity,
} from '../../src';

const movements: MoneyMovement[] = [
  { kind: 'deposit', amount: 10_000n, time: 100 },
  { kind: 'withdrawal', amount: 2_500n, time: 150 },
  { kind: 'bet', amount: 4_000n, time: 200 },
  { kind: 'win', amount: 1_000n, time: 250 },
  { kind: 'bet', amount: 1_000n, time: 300 },
  // Outside the period: the end is excluded.
  { kind: 'deposit', amount: 99_900n, time: 400 },
  { kind: 'bet', amount: 99_900n, time: 99 },
];

describe('activity statement', () => {
  it('sums deposits less withdrawals and bets less wins over the period, start included, end excluded', () => {
    expect(summariseActivity(movements, 100, 400)).toEqual({
      deposits: 10_000n,
      withdrawals: 2_500n,
      depositsLessWithdrawals: 7_500n,
      bets: 5_000n,
      wins: 1_000n,
      betsLessWins: 4_000n,
    });
  });

  it('shows a player who won more than they bet with bets less wins below zero', () => {
    const won = summariseActivity(
      [
        { kind: 'bet', amount: 100n, time: 1 },
        { kind: 'win', amount: 900n, time: 2 },
      ],
      0,
      10,
    );
    expect(won.betsLessWins).toBe(-800n);
  });
});

describe('what a period uses of a limit', () => {
  const activity = summariseActivity(movements, 100, 400);

  it('counts gross deposits against a deposit limit: a withdrawal gives no room back', () => {
    expect(limitUsage('deposit', activity)).toBe(10_000n);
  });

  it('counts total bets against a wager limit', () => {
    expect(limitUsage('wager', activity)).toBe(5_000n);
  });

  it('counts bets less wins against a loss limit, never below zero', () => {
    expect(limitUsage('loss', activity)).toBe(4_000n);
    expect(limitUsage('loss', { ...activity, betsLessWins: -300n })).toBe(0n);
  });

  it('leaves what the limit has not used, never below zero', () => {
    expect([limitLeft(10_000n, 2_500n), limitLeft(10_000n, 12_000n)]).toEqual([7_500n, 0n]);
  });
});

describe('deposit limits at deposit time', () => {
  const limits: MoneyLimitUsage[] = [
    { kind: 'deposit', period: 'week', amount: 50_000n, used: 20_000n },
    { kind: 'deposit', period: 'day', amount: 10_000n, used: 4_000n },
    { kind: 'loss', period: 'day', amount: 1n, used: 5n },
  ];

  it('lets a deposit through that every deposit limit has room for, up to the exact room', () => {
    expect(checkDepositLimits(6_000n, limits)).toEqual({ ok: true });
  });

  it('refuses a deposit that would pass a limit, naming the tightest limit and what it leaves', () => {
    expect(checkDepositLimits(6_001n, limits)).toEqual({ ok: false, left: 6_000n, limit: limits[1] });
  });

  it('lets any deposit through without a deposit limit', () => {
    expect(checkDepositLimits(10n ** 12n, [limits[2] as MoneyLimitUsage])).toEqual({ ok: true });
  });
});

describe('loss and wager limits at game launch', () => {
  it('stops play once a loss or wager limit is used up, not before', () => {
    const wager: MoneyLimitUsage = { kind: 'wager', period: 'day', amount: 5_000n, used: 5_000n };
    const loss: MoneyLimitUsage = { kind: 'loss', period: 'week', amount: 9_000n, used: 8_999n };
    expect(playLimitReached([loss])).toBeNull();
    expect(playLimitReached([loss, wager])).toBe(wager);
  });

  it('never stops play for a used-up deposit limit', () => {
    expect(playLimitReached([{ kind: 'deposit', period: 'day', amount: 1n, used: 1n }])).toBeNull();
  });
});
