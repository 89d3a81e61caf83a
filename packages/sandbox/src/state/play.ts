import type { BetRecord } from '@lobbykit/api-client';
import type { SandboxContext } from '../context';
import { type Account, allAccounts } from './accounts';
import { DAY_MS, MINUTE_MS, type Period } from './listing';
import { toDecimal } from './money';
import { seedVendorLanes } from './seed-games';
import { firstSeededRandom, seededRandom } from './seeded-random';

/** A bet as the sandbox keeps it: amounts in minor units. */
export interface StoredBet {
  orderNo: string;
  username: string;
  betTime: number;
  gameType: BetRecord['gameType'];
  vendor: string;
  gameName: string;
  betMinor: number;
  validMinor: number;
  payoutMinor: number;
  status: BetRecord['status'];
}

const BETS = 'bets';
const CURSOR = 'activity';
/** Team players bet in 5-minute slots, so real-time salary windows (SPEC §9) see play as the clock moves. */
export const PLAY_SLOT_MS = 5 * MINUTE_MS;
/** How far back play is generated: the betting records of the last 60 days. */
export const PLAY_HISTORY_DAYS = 60;

const gameWeights: Array<[BetRecord['gameType'], number]> = [
  ['RNG', 35],
  ['LIVE', 25],
  ['SPORTS', 14],
  ['ELOTT', 8],
  ['PVP', 7],
  ['FISH', 6],
  ['ESPORTS', 5],
];
const stakes = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000];
// 45 % of settled bets win 2.11× on average: the house keeps about 5 %, as on a real platform.
const multipliers = [1.5, 1.8, 2, 2, 2, 2.5, 3];
const titles = ['Fortune', 'Dragon', 'Baccarat', 'Gold Rush', 'Treasure', 'Lucky 7', 'Phoenix', 'Ocean King'];
const vendorsByType = new Map(seedVendorLanes.map((lane) => [lane.title, lane.cards.filter((card) => !card.isNew)]));

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a from a running hash: hashing `b` from the hash of `a` is hashing `a + b`. */
function fnv1a(start: number, text: string): number {
  let hash = start;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** FNV-1a: a stable 32-bit number for a text, so a player's play in a slot is the same on every run. */
export function stableHash(text: string): number {
  return fnv1a(FNV_OFFSET, text);
}

function weightedGameType(roll: number): BetRecord['gameType'] {
  let rest = roll;
  for (const [gameType, weight] of gameWeights) {
    rest -= weight;
    if (rest < 0) return gameType;
  }
  return 'RNG';
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Who plays on their own: everyone in a team (an account with an upline) that is not a trial account. */
function isPlayer(account: Account): boolean {
  return account.upline !== null && account.type !== 4;
}

/**
 * A player's betting, worked out once for the slot loop: the bet it places in a slot, or null. Each player bets in
 * 1–4 % of slots, by name: whether it bets in a slot is the first number of a generator seeded with the hash of
 * `<username>|<slot start>`, and the bet is drawn from the numbers after it, so a slot always plays the same bet.
 */
function playerBets(account: Account): (slotStart: number) => StoredBet | null {
  const hashOfName = fnv1a(FNV_OFFSET, `${account.username}|`);
  const chance = 0.01 + (stableHash(account.username) % 4) * 0.01;
  // Two months of slots for every player: the loop hashes only the slot's digits and stops at the first number.
  return (slotStart) => {
    const seed = fnv1a(hashOfName, String(slotStart));
    return firstSeededRandom(seed) < chance ? betDrawn(account, slotStart, seededRandom(seed)) : null;
  };
}

/** The bet drawn from a slot's generator, past the number that said the player bets. */
function betDrawn(account: Account, slotStart: number, random: () => number): StoredBet {
  random();
  const gameType = weightedGameType(random() * 100);
  const vendor = pick(random, vendorsByType.get(gameType) ?? []);
  const betMinor = pick(random, stakes);
  const outcome = random();
  const cancelled = outcome < 0.02;
  const payoutMinor = cancelled ? betMinor : outcome < 0.55 ? 0 : Math.round(betMinor * pick(random, multipliers));
  return {
    orderNo: `B${account.id}-${Math.floor(slotStart / PLAY_SLOT_MS)}`,
    username: account.username,
    betTime: slotStart + Math.floor(random() * PLAY_SLOT_MS),
    gameType,
    vendor: vendor?.vassalage ?? gameType,
    gameName: `${vendor?.displayName ?? gameType} ${pick(random, titles)}`,
    betMinor,
    validMinor: cancelled ? 0 : betMinor,
    payoutMinor,
    status: cancelled ? 'cancelled' : 'settled',
  };
}

const betId = (bet: StoredBet) => `${String(bet.betTime).padStart(15, '0')}-${bet.orderNo}`;

// Every record call reads the bets; parsing thousands of JSON records per call would dominate, so parsed lists are
// kept by the version every bet write stamps (a random UUID): sandboxes restored from one seeded world share its
// version, and so one parse. Read only, like everything findBets returns.
const parsedBets = new Map<string, StoredBet[]>();
const KEPT_PARSES = 8;

function touchBets(context: SandboxContext): void {
  context.store.put(CURSOR, 'bets-version', crypto.randomUUID());
}

function allBets(context: SandboxContext): StoredBet[] {
  const version = context.store.get<string>(CURSOR, 'bets-version');
  const cached = version === undefined ? undefined : parsedBets.get(version);
  if (cached) return cached;
  const bets = context.store.list<StoredBet>(BETS).map(({ value }) => value);
  if (version === undefined) return bets;
  parsedBets.set(version, bets);
  for (const oldest of parsedBets.keys()) {
    if (parsedBets.size <= KEPT_PARSES) break;
    parsedBets.delete(oldest);
  }
  return bets;
}

/** Records a bet (seeding, or a demo game a brand wires in). */
export function recordBet(context: SandboxContext, bet: StoredBet): void {
  context.store.put(BETS, betId(bet), bet);
  touchBets(context);
}

/**
 * Lets the team play up to the sandbox clock: every full 5-minute slot since the last catch-up gets its bets, at
 * most the last 60 days of them. Idempotent: a slot is played once.
 */
export function catchUpPlay(context: SandboxContext): void {
  const now = context.now();
  const end = Math.floor(now / PLAY_SLOT_MS) * PLAY_SLOT_MS;
  const cursor = context.store.get<{ until: number }>(CURSOR, 'play');
  const earliest = end - PLAY_HISTORY_DAYS * DAY_MS;
  const from = Math.max(cursor?.until ?? earliest, earliest);
  if (from >= end) return;
  const players = allAccounts(context)
    .filter(isPlayer)
    .map((account) => ({ since: account.createdAt, betIn: playerBets(account) }));
  context.store.transaction(() => {
    for (let slot = from; slot < end; slot += PLAY_SLOT_MS) {
      for (const player of players) {
        if (player.since > slot) continue;
        const bet = player.betIn(slot);
        if (bet) context.store.put(BETS, betId(bet), bet);
      }
    }
    touchBets(context);
    context.store.put(CURSOR, 'play', { until: end });
  });
}

/** The end of generated play: bets before it are final. */
export function playedUntil(context: SandboxContext): number {
  return context.store.get<{ until: number }>(CURSOR, 'play')?.until ?? 0;
}

/** Filters of a bet query. */
export interface BetQuery {
  usernames?: ReadonlySet<string>;
  period?: Period;
  gameType?: string | undefined;
  vendor?: string | undefined;
}

/** Bets matching a query, oldest first. */
export function findBets(context: SandboxContext, query: BetQuery = {}): StoredBet[] {
  const { usernames, period, gameType, vendor } = query;
  return allBets(context).filter(
    (bet) =>
      (!usernames || usernames.has(bet.username.toLowerCase())) &&
      (!period || (bet.betTime >= period.start && bet.betTime < period.end)) &&
      (!gameType || bet.gameType === gameType) &&
      (!vendor || bet.vendor === vendor),
  );
}

/** Sums of bets in minor units; `winLoss` is from the player's side. */
export function betSums(bets: readonly StoredBet[]) {
  let betMinor = 0;
  let validMinor = 0;
  let payoutMinor = 0;
  for (const bet of bets) {
    betMinor += bet.betMinor;
    validMinor += bet.validMinor;
    payoutMinor += bet.payoutMinor;
  }
  return { count: bets.length, betMinor, validMinor, payoutMinor, winLossMinor: payoutMinor - betMinor };
}

/** The totals object of the record calls. */
export function betTotals(bets: readonly StoredBet[]) {
  const sums = betSums(bets);
  return {
    count: sums.count,
    betAmount: toDecimal(sums.betMinor),
    validBet: toDecimal(sums.validMinor),
    payout: toDecimal(sums.payoutMinor),
    winLoss: toDecimal(sums.winLossMinor),
  };
}

/** A bet as the record calls answer it. */
export function betRecordOf(bet: StoredBet): BetRecord {
  return {
    orderNo: bet.orderNo,
    username: bet.username,
    betTime: bet.betTime,
    gameType: bet.gameType,
    vendor: bet.vendor,
    gameName: bet.gameName,
    betAmount: toDecimal(bet.betMinor),
    validBet: toDecimal(bet.validMinor),
    payout: toDecimal(bet.payoutMinor),
    winLoss: toDecimal(bet.payoutMinor - bet.betMinor),
    status: bet.status,
  };
}
