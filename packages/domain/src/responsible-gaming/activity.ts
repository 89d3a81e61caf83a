import type { MoneyLimitKind } from './protection-terms';

/** A movement of the player's money that protection counts, in minor units (cents) at a moment. */
export interface MoneyMovement {
  kind: 'deposit' | 'withdrawal' | 'bet' | 'win';
  amount: bigint;
  time: number;
}

/** The net position over a period (minor units): deposits less withdrawals, bets less wins. */
export interface ActivitySummary {
  deposits: bigint;
  withdrawals: bigint;
  depositsLessWithdrawals: bigint;
  bets: bigint;
  wins: bigint;
  betsLessWins: bigint;
}

/** Sums the movements from `start` (included) to `end` (excluded) into the activity statement. */
export function summariseActivity(movements: Iterable<MoneyMovement>, start: number, end: number): ActivitySummary {
  const sums = { deposit: 0n, withdrawal: 0n, bet: 0n, win: 0n };
  for (const movement of movements) {
    if (movement.time >= start && movement.time < end) sums[movement.kind] += movement.amount;
  }
  return {
    deposits: sums.deposit,
    withdrawals: sums.withdrawal,
    depositsLessWithdrawals: sums.deposit - sums.withdrawal,
    bets: sums.bet,
    wins: sums.win,
    betsLessWins: sums.bet - sums.win,
  };
}

/**
 * What a period has used of a money limit: gross deposits (withdrawals do not give room back), net loss (bets less
 * wins, never below zero: a win does not build credit beyond the limit) or total bets.
 */
export function limitUsage(kind: MoneyLimitKind, activity: ActivitySummary): bigint {
  if (kind === 'deposit') return activity.deposits;
  if (kind === 'wager') return activity.bets;
  return activity.betsLessWins > 0n ? activity.betsLessWins : 0n;
}

/** What is left of a limit, never below zero. */
export function limitLeft(amount: bigint, used: bigint): bigint {
  return used >= amount ? 0n : amount - used;
}

/** A money limit in force over its current period, with what the period used. */
export interface MoneyLimitUsage {
  kind: MoneyLimitKind;
  period: string;
  amount: bigint;
  used: bigint;
}

/** Whether a deposit fits every deposit limit, or the tightest limit it would pass and what that limit leaves. */
export type DepositLimitCheck = { ok: true } | { ok: false; left: bigint; limit: MoneyLimitUsage };

/** Checks a deposit against the deposit limits; the refusal names the tightest one, so its `left` is the most allowed. */
export function checkDepositLimits(amount: bigint, limits: readonly MoneyLimitUsage[]): DepositLimitCheck {
  let tightest: { left: bigint; limit: MoneyLimitUsage } | null = null;
  for (const limit of limits) {
    if (limit.kind !== 'deposit') continue;
    const left = limitLeft(limit.amount, limit.used);
    if (tightest === null || left < tightest.left) tightest = { left, limit };
  }
  if (tightest === null || amount <= tightest.left) return { ok: true };
  return { ok: false, ...tightest };
}

/** The loss or wager limit that is used up and so keeps a game from launching, or null when play may go on. */
export function playLimitReached(limits: readonly MoneyLimitUsage[]): MoneyLimitUsage | null {
  return limits.find((limit) => limit.kind !== 'deposit' && limit.used >= limit.amount) ?? null;
}
