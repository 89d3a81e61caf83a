import type { PlayerProtection } from '@lobbykit/api-client';
import {
  type ActivitySummary,
  type Exclusion,
  fromMinorUnits,
  isExclusionRunning,
  isSessionTimeUp,
  jurisdictionProfile,
  LIMIT_PERIODS,
  type LimitPeriod,
  type LimitSetting,
  limitLeft,
  limitPeriodBounds,
  limitUsage,
  MONEY_LIMIT_KINDS,
  type MoneyLimitKind,
  type MoneyMovement,
  settleLimit,
  summariseActivity,
} from '@lobbykit/domain';
import type { SandboxContext } from '../context';
import { catchUpPlay, findBets } from './play';
import type { StoredDeposit, StoredWithdrawal } from './wallet-cashier';

/** A money limit's key in the stored protection: `deposit:day`. */
export type MoneyLimitKey = `${MoneyLimitKind}:${LimitPeriod}`;

/** What the sandbox keeps per member; money in minor units. */
export interface StoredProtection {
  limits: Partial<Record<MoneyLimitKey, LimitSetting<number>>>;
  session: LimitSetting<number> | null;
  /** Undefined until the player chooses: the jurisdiction's default applies. */
  realityCheckMinutes?: number | null;
  exclusion: Exclusion | null;
}

const PROTECTION = 'player-protection';
const SETTINGS = 'settings';
const JURISDICTION = 'jurisdiction';

const EMPTY: StoredProtection = { limits: {}, session: null, exclusion: null };

/** The jurisdiction profile the platform applies (a control sets it; `default` until then). */
export function platformJurisdiction(context: SandboxContext) {
  return jurisdictionProfile(context.store.get<string>(SETTINGS, JURISDICTION));
}

/** Sets the jurisdiction profile the platform applies. */
export function setPlatformJurisdiction(context: SandboxContext, id: string): void {
  context.store.put(SETTINGS, JURISDICTION, id);
}

/** A member's protection with every pending change whose time has come applied, by the sandbox clock. */
export function protectionOf(context: SandboxContext, username: string): StoredProtection {
  const stored = context.store.get<StoredProtection>(PROTECTION, username.toLowerCase()) ?? EMPTY;
  const now = context.now();
  const limits: StoredProtection['limits'] = {};
  for (const [key, setting] of Object.entries(stored.limits) as Array<[MoneyLimitKey, LimitSetting<number>]>) {
    const settled = settleLimit(setting, now);
    if (settled) limits[key] = settled;
  }
  return { ...stored, limits, session: settleLimit(stored.session, now) };
}

/** Keeps a member's protection. */
export function saveProtection(context: SandboxContext, username: string, protection: StoredProtection): void {
  context.store.put(PROTECTION, username.toLowerCase(), protection);
}

/** The reality-check interval in force: the player's choice, else the jurisdiction's default. */
export function realityCheckOf(context: SandboxContext, protection: StoredProtection): number | null {
  return protection.realityCheckMinutes === undefined
    ? platformJurisdiction(context).realityCheck.default
    : protection.realityCheckMinutes;
}

/** The movements of a member's money that protection counts: deposits, withdrawals not refused, bets and wins. */
export function movementsOf(context: SandboxContext, username: string, start: number, end: number): MoneyMovement[] {
  const name = username.toLowerCase();
  catchUpPlay(context);
  const deposits = context.store
    .list<StoredDeposit>('deposits')
    .filter(({ value }) => value.username.toLowerCase() === name)
    .map(({ value }) => ({ kind: 'deposit' as const, amount: BigInt(value.amountMinor), time: value.at }));
  const withdrawals = context.store
    .list<StoredWithdrawal>('withdrawals')
    .filter(({ value }) => value.username.toLowerCase() === name && value.status !== 'Rejected')
    .map(({ value }) => ({ kind: 'withdrawal' as const, amount: BigInt(value.amountMinor), time: value.createdAt }));
  const bets = findBets(context, { usernames: new Set([name]), period: { start, end } }).flatMap((bet) => [
    { kind: 'bet' as const, amount: BigInt(bet.betMinor), time: bet.betTime },
    { kind: 'win' as const, amount: BigInt(bet.payoutMinor), time: bet.betTime },
  ]);
  return [...deposits, ...withdrawals, ...bets];
}

/** The activity summary of a member over a period. */
export function activityOf(context: SandboxContext, username: string, start: number, end: number): ActivitySummary {
  return summariseActivity(movementsOf(context, username, start, end), start, end);
}

/** A money limit in force with its current period and usage (minor units). */
export interface LimitInForce {
  kind: MoneyLimitKind;
  period: LimitPeriod;
  setting: LimitSetting<number>;
  amount: bigint;
  used: bigint;
  start: number;
  end: number;
}

/** Every money limit in force, with what its current period used. */
export function limitsInForce(context: SandboxContext, username: string, protection: StoredProtection): LimitInForce[] {
  const now = context.now();
  const found: LimitInForce[] = [];
  for (const kind of MONEY_LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const setting = protection.limits[`${kind}:${period}`];
      if (!setting) continue;
      const { start, end } = limitPeriodBounds(period, now);
      const used = limitUsage(kind, activityOf(context, username, start, end));
      found.push({ kind, period, setting, amount: BigInt(setting.value), used, start, end });
    }
  }
  return found;
}

const decimal = (minor: bigint | number) => fromMinorUnits(BigInt(minor));

/** The protection state as `getPlayerProtection` answers it. */
export function protectionView(context: SandboxContext, username: string): PlayerProtection {
  const protection = protectionOf(context, username);
  const now = context.now();
  return {
    jurisdiction: platformJurisdiction(context).id,
    now,
    limits: limitsInForce(context, username, protection).map((limit) => ({
      kind: limit.kind,
      period: limit.period,
      amount: decimal(limit.amount),
      used: decimal(limit.used),
      left: decimal(limitLeft(limit.amount, limit.used)),
      periodStart: limit.start,
      periodEnd: limit.end,
      pending: limit.setting.pending && {
        amount: limit.setting.pending.value === null ? null : decimal(limit.setting.pending.value),
        effectiveAt: limit.setting.pending.effectiveAt,
      },
    })),
    sessionLimit: protection.session && {
      minutes: protection.session.value,
      pending: protection.session.pending && {
        minutes: protection.session.pending.value,
        effectiveAt: protection.session.pending.effectiveAt,
      },
    },
    realityCheckMinutes: realityCheckOf(context, protection),
    exclusion: isExclusionRunning(protection.exclusion, now) ? protection.exclusion : null,
  };
}

/** The running time-out or self-exclusion of a member, or null. */
export function runningExclusion(context: SandboxContext, username: string): Exclusion | null {
  const { exclusion } = protectionOf(context, username);
  return isExclusionRunning(exclusion, context.now()) ? exclusion : null;
}

/** Whether a session has passed the member's session time limit. */
export function sessionTimeIsUp(context: SandboxContext, username: string, startedAt: number): boolean {
  return isSessionTimeUp(startedAt, protectionOf(context, username).session?.value ?? null, context.now());
}
