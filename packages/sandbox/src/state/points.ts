import type { PointConfig, PointEntry } from '@lobbykit/api-client';
import { POINT_TYPES } from '@lobbykit/domain';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import type { Account } from './accounts';
import { DAY_MS, dayStart } from './listing';
import { toDecimal } from './money';
import { oncePerKey } from './once-per-key';
import { findBets } from './play';
import { moneyMovesOf } from './team-money';
import { MAIN_WALLET, moveMoney } from './wallets';

type PointType = PointEntry['type'];

/** Points turn into money at 100 points for 10.00, in whole steps of 100, at least 100 (our decision). */
export const POINT_RULES = { convertPoints: 100, convertAmountMinor: 1_000, minConvertPoints: 100 } as const;

/** Points earned per stake or deposit: `points` for every `amountMinor` (our decision). */
export const POINT_EARN_RATES: ReadonlyArray<{ type: PointType; amountMinor: number; points: number }> = [
  { type: 'live', amountMinor: 10_000, points: 1 },
  { type: 'lottery ticket', amountMinor: 10_000, points: 1 },
  { type: 'pvp', amountMinor: 20_000, points: 1 },
  { type: 'slots', amountMinor: 10_000, points: 1 },
  { type: 'sports', amountMinor: 5_000, points: 1 },
  { type: 'deposit', amountMinor: 10_000, points: 1 },
];

const pointTypeOfGame: Record<string, PointType> = {
  LIVE: 'live',
  LOTT: 'lottery ticket',
  ELOTT: 'lottery ticket',
  PVP: 'pvp',
  RNG: 'slots',
  FISH: 'slots',
  SPORTS: 'sports',
  ESPORTS: 'sports',
};

/** The points config call's answer. */
export function pointConfig(): PointConfig {
  return {
    convertPoints: POINT_RULES.convertPoints,
    convertAmount: toDecimal(POINT_RULES.convertAmountMinor),
    minConvertPoints: POINT_RULES.minConvertPoints,
    earnRates: POINT_EARN_RATES.map((rate) => ({
      type: rate.type,
      amount: toDecimal(rate.amountMinor),
      points: rate.points,
    })),
    expires: false,
  };
}

interface Ledger {
  balance: number;
  entries: number;
  /** Time of the newest entry; entries are chained in the order they are added, so none may go before it. */
  lastTime?: number;
  /** Play and deposits before this day start have earned their points. */
  accruedUntil: number;
}

interface StoredEntry {
  referenceNo: string;
  type: PointType;
  before: number;
  change: number;
  after: number;
  amountMinor: number;
  time: number;
  remark: string;
}

const LEDGERS = 'points';
const ENTRIES = 'point-entries';

export const owner = (username: string) => username.toLowerCase();

export function ledgerOf(context: SandboxContext, account: Account): Ledger {
  return (
    context.store.get<Ledger>(LEDGERS, owner(account.username)) ?? {
      balance: 0,
      entries: 0,
      accruedUntil: dayStart(account.createdAt),
    }
  );
}

/** Adds a points entry; the balance never goes below zero (points_not_enough). */
export function addEntry(
  context: SandboxContext,
  account: Account,
  entry: Omit<StoredEntry, 'before' | 'after' | 'referenceNo'> & { referenceNo?: string },
): StoredEntry {
  const ledger = ledgerOf(context, account);
  const after = ledger.balance + entry.change;
  if (after < 0) throw new Rejection('points_not_enough', { value: { available: ledger.balance } });
  if (entry.time < (ledger.lastTime ?? 0)) throw new Error('a points entry may not go before the newest one');
  const sequence = ledger.entries + 1;
  const stored: StoredEntry = {
    ...entry,
    referenceNo: entry.referenceNo ?? `PT${account.id}${String(sequence).padStart(5, '0')}`,
    before: ledger.balance,
    after,
  };
  const key = `${owner(account.username)}/${String(entry.time).padStart(15, '0')}-${String(sequence).padStart(6, '0')}`;
  context.store.put(ENTRIES, key, stored);
  context.store.put(LEDGERS, owner(account.username), {
    ...ledger,
    balance: after,
    entries: sequence,
    lastTime: entry.time,
  });
  return stored;
}

/**
 * Credits the points that play and deposits earned, one entry per day and point type, at the end of each platform
 * day up to `until` (default: the start of today). Bets must be played before (catchUpPlay).
 */
export function accruePoints(context: SandboxContext, account: Account, until = dayStart(context.now())): void {
  const ledger = ledgerOf(context, account);
  if (ledger.accruedUntil >= until) return;
  const period = { start: ledger.accruedUntil, end: until };
  const byDay = new Map<number, Map<PointType, number>>();
  const add = (time: number, type: PointType, minor: number) => {
    const day = dayStart(time);
    const sums = byDay.get(day) ?? new Map<PointType, number>();
    sums.set(type, (sums.get(type) ?? 0) + minor);
    byDay.set(day, sums);
  };
  for (const bet of findBets(context, { usernames: new Set([owner(account.username)]), period })) {
    const type = pointTypeOfGame[bet.gameType];
    if (type && bet.validMinor > 0) add(bet.betTime, type, bet.validMinor);
  }
  for (const move of moneyMovesOf(context, account.username, period)) {
    if (move.kind === 'deposit' && move.credit?.username === account.username)
      add(move.at, 'deposit', move.amountMinor);
  }
  context.store.transaction(() => {
    for (const day of [...byDay.keys()].sort((a, b) => a - b)) {
      for (const type of POINT_TYPES) {
        const minor = byDay.get(day)?.get(type) ?? 0;
        const rate = POINT_EARN_RATES.find((entry) => entry.type === type);
        const change = rate ? Math.floor(minor / rate.amountMinor) * rate.points : 0;
        if (change === 0) continue;
        addEntry(context, account, {
          type,
          change,
          amountMinor: minor,
          time: day + DAY_MS,
          remark: type === 'deposit' ? 'Points for deposits of the day' : `Points for ${type} play of the day`,
        });
      }
    }
    context.store.put(LEDGERS, owner(account.username), { ...ledgerOf(context, account), accruedUntil: until });
  });
}

/** An account's points balance. */
export function pointBalanceOf(context: SandboxContext, account: Account): number {
  return ledgerOf(context, account).balance;
}

/** An account's points entries, newest first. */
export function pointEntriesOf(context: SandboxContext, account: Account): PointEntry[] {
  const prefix = `${owner(account.username)}/`;
  return context.store
    .list<StoredEntry>(ENTRIES)
    .filter(({ id }) => id.startsWith(prefix))
    .map(({ value }) => ({
      referenceNo: value.referenceNo,
      type: value.type,
      points: value.before,
      changedPoints: value.change,
      balance: value.after,
      amount: toDecimal(value.amountMinor),
      time: value.time,
      remark: value.remark,
    }))
    .reverse();
}

/** Turns points into money on the main wallet, atomically and once per idempotency key. */
export function convertPoints(context: SandboxContext, account: Account, points: number, idempotencyKey: string) {
  return oncePerKey(context, account.username, `convert/${idempotencyKey}`, { points }, () => {
    if (points < POINT_RULES.minConvertPoints) {
      throw new Rejection('points_below_minimum', { value: { min: POINT_RULES.minConvertPoints } });
    }
    if (points % POINT_RULES.convertPoints !== 0) {
      throw new Rejection('points_convert_step', { value: { step: POINT_RULES.convertPoints } });
    }
    const amountMinor = (points / POINT_RULES.convertPoints) * POINT_RULES.convertAmountMinor;
    const move = moveMoney(context, {
      kind: 'adjustment',
      requestedBy: account.username,
      idempotencyKey: `points-convert/${idempotencyKey}`,
      debit: null,
      credit: { username: account.username, wallet: MAIN_WALLET },
      amountMinor,
    });
    addEntry(context, account, {
      referenceNo: move.reference,
      type: 'redeem',
      change: -points,
      amountMinor,
      time: move.at,
      remark: `Converted into ${toDecimal(amountMinor)}`,
    });
    return {
      referenceNo: move.reference,
      convertedPoints: points,
      amount: toDecimal(amountMinor),
      points: pointBalanceOf(context, account),
    };
  });
}
