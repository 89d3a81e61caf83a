import { PLATFORM_TIME_ZONE_OFFSET_MINUTES } from './platform-time-zone';

/** Contract period types (SPEC §3). */
export const CONTRACT_PERIOD_TYPES = { D: 'daily', W: 'weekly', H: 'semimonthly', M: 'monthly' } as const;
/** A contract period code: D daily, W weekly, H semimonthly, M monthly. */
export type ContractPeriodType = keyof typeof CONTRACT_PERIOD_TYPES;

/** True for a known period code D, W, H or M (SPEC §3). */
export function isContractPeriodType(code: unknown): code is ContractPeriodType {
  return typeof code === 'string' && Object.hasOwn(CONTRACT_PERIOD_TYPES, code);
}

/** Kinds of contract an agent can offer (SPEC §1). */
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;
/** A kind of contract. */
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The life of a contract: offered, then accepted, rejected, or later terminated (SPEC §4). */
export type ContractStatus = 'offered' | 'accepted' | 'rejected' | 'terminated';
/** What a party does to a contract. */
export type ContractAction = 'offer' | 'accept' | 'reject' | 'terminate';
/** Which side of a contract the acting user is on. */
export type ContractParty = 'upline' | 'downline';

/**
 * Whether a party may take an action (SPEC §4): the upline (or agent) offers when no contract is live or the
 * last one ended; the downline accepts or rejects an offer and terminates an accepted contract.
 */
export function mayActOnContract(party: ContractParty, action: ContractAction, status: ContractStatus | null): boolean {
  if (party === 'upline')
    return action === 'offer' && (status === null || status === 'rejected' || status === 'terminated');
  if (action === 'accept' || action === 'reject') return status === 'offered';
  return action === 'terminate' && status === 'accepted';
}

/**
 * The downline contracts a new contract ends after the agent confirms: those whose rate is above the new rate
 * (SPEC §4).
 */
export function contractsToTerminate<C extends { rate: number }>(
  newRate: number,
  downlineContracts: readonly C[],
): C[] {
  return downlineContracts.filter((contract) => contract.rate > newRate);
}

/** Real-time salary is settled every 5 minutes (SPEC §9). */
export const REAL_TIME_SALARY_INTERVAL_MINUTES = 5;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The next real-time salary settlement strictly after `now` (ms), on the 5-minute grid (SPEC §9). */
export function nextRealTimeSalarySettlement(now: number): number {
  const step = REAL_TIME_SALARY_INTERVAL_MINUTES * MINUTE_MS;
  return Math.floor(now / step) * step + step;
}

/**
 * The start (ms) of the day a daily wage is paid: the day after the statistics day, on the calendar at the given offset
 * east of UTC in minutes, the platform's by default (SPEC §9).
 */
export function dailyWagePayDay(
  statisticsDay: number,
  timeZoneOffsetMinutes = PLATFORM_TIME_ZONE_OFFSET_MINUTES,
): number {
  const offset = timeZoneOffsetMinutes * MINUTE_MS;
  const localDayStart = Math.floor((statisticsDay + offset) / DAY_MS) * DAY_MS;
  return localDayStart + DAY_MS - offset;
}

/** Agent-centre contract switches (PLATFORM-FACTS §6.9). */
export interface ContractFlags {
  /** Dividend contracts (`divtypeinfo`). */
  enableCt: boolean;
  /** Daily salary (`dailysalinfotype`). */
  salary: boolean;
  /** Hourly salary (`contracthoursalinfo`). */
  hourSalary: boolean;
  /** Daily salary under the MR contract (`contractmrdailysalinfotype`). */
  dailySalary: boolean;
  /**
   * Real-time salary (`realtimesalreqtype`): the platform names no info flag for it, so its request flag,
   * on while the member takes part in real-time salary, switches its page on.
   */
  realTimeSalary: boolean;
}

const on = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** Reads the agent-centre contract switches from the consolidated settings' info flags (PLATFORM-FACTS §6.9). */
export function readContractFlags(consolidated: Readonly<Record<string, unknown>> | null | undefined): ContractFlags {
  const info = consolidated ?? {};
  return {
    enableCt: on(info.divtypeinfo),
    salary: on(info.dailysalinfotype),
    hourSalary: on(info.contracthoursalinfo),
    dailySalary: on(info.contractmrdailysalinfotype),
    realTimeSalary: on(info.realtimesalreqtype),
  };
}

/**
 * One tier of a contract (SPEC §3 contract fields): the period valid bet (for a salary, the daily or hourly bet
 * amount), the period profit and loss (dividend), and the active members from which it pays its rate in percent.
 */
export interface ContractTier {
  minValidBet: number;
  minProfitLoss: number;
  minActiveMembers: number;
  rate: number;
}

/** The most tiers an offer may hold. */
export const MAX_CONTRACT_TIERS = 5;
/** The highest rate in percent a tier may pay. */
export const MAX_CONTRACT_RATE = 100;

/** Why an offer's tiers are refused, as catalogue keys. */
export type ContractTierProblem =
  | 'contract_tiers_none'
  | 'contract_tiers_too_many'
  | 'contract_tier_rate_range'
  | 'contract_tier_thresholds_order'
  | 'contract_tier_rates_order';

/**
 * Checks an offer's tiers (SPEC §3): at least one and at most {@link MAX_CONTRACT_TIERS}; every rate above 0
 * and at most `maxRate` (the upline's own top rate, else {@link MAX_CONTRACT_RATE}); thresholds never negative; each
 * tier after the first asks for strictly more valid bet and pays a strictly higher rate, with no lower P&L or
 * active-member threshold. Null when they are fine.
 */
export function checkContractTiers(
  tiers: readonly ContractTier[],
  maxRate: number = MAX_CONTRACT_RATE,
): ContractTierProblem | null {
  if (tiers.length === 0) return 'contract_tiers_none';
  if (tiers.length > MAX_CONTRACT_TIERS) return 'contract_tiers_too_many';
  const finite = (value: number) => Number.isFinite(value);
  for (const tier of tiers) {
    if (!finite(tier.rate) || tier.rate <= 0 || tier.rate > Math.min(maxRate, MAX_CONTRACT_RATE)) {
      return 'contract_tier_rate_range';
    }
    if (![tier.minValidBet, tier.minProfitLoss, tier.minActiveMembers].every((value) => finite(value) && value >= 0)) {
      return 'contract_tier_thresholds_order';
    }
  }
  for (let index = 1; index < tiers.length; index++) {
    const before = tiers[index - 1] as ContractTier;
    const tier = tiers[index] as ContractTier;
    if (
      tier.minValidBet <= before.minValidBet ||
      tier.minProfitLoss < before.minProfitLoss ||
      tier.minActiveMembers < before.minActiveMembers
    ) {
      return 'contract_tier_thresholds_order';
    }
    if (tier.rate <= before.rate) return 'contract_tier_rates_order';
  }
  return null;
}

/** The highest rate a contract's tiers pay (its rate when compared with others, SPEC §4); 0 without tiers. */
export function contractTopRate(tiers: readonly Pick<ContractTier, 'rate'>[]): number {
  return tiers.reduce((top, tier) => Math.max(top, tier.rate), 0);
}

/**
 * The tier a period reached: the last whose valid bet, P&L and active-member thresholds the period's figures meet,
 * or null when it reached none (nothing is paid).
 */
export function reachedContractTier<T extends Omit<ContractTier, 'rate'>>(
  tiers: readonly T[],
  period: { validBet: number; profitLoss: number; activeMembers: number },
): T | null {
  let reached: T | null = null;
  for (const tier of tiers) {
    if (
      period.validBet >= tier.minValidBet &&
      period.profitLoss >= tier.minProfitLoss &&
      period.activeMembers >= tier.minActiveMembers
    ) {
      reached = tier;
    }
  }
  return reached;
}
