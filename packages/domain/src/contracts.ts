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
 * The start (ms) of the day a daily wage is paid: the day after the statistics day, in the given offset east of
 * UTC in minutes (SPEC §9).
 */
export function dailyWagePayDay(statisticsDay: number, timeZoneOffsetMinutes = 0): number {
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
   * Real-time salary (`realtimesalreqtype`, issue 15): the platform names no info flag for it, so its request flag,
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
