/** The money limits a player can set: gross deposits, net loss (bets less wins) and wager (total bets). */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];

/** Every limit a player can set: the money limits and the session time limit. */
export const LIMIT_KINDS = [...MONEY_LIMIT_KINDS, 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The periods a money limit counts over; each is cut at the platform's midnight (weeks start on Monday). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Time-out (cool-off) durations a player can choose. */
export const TIME_OUT_DURATIONS = ['24h', '7d', '6w'] as const;
export type TimeOutDuration = (typeof TIME_OUT_DURATIONS)[number];

/** Self-exclusion terms a player can choose; `permanent` has no end. */
export const SELF_EXCLUSION_TERMS = ['6m', '1y', '5y', 'permanent'] as const;
export type SelfExclusionTerm = (typeof SELF_EXCLUSION_TERMS)[number];

/** What keeps an account from play: a time-out or a self-exclusion. */
export const EXCLUSION_KINDS = ['time-out', 'self-exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** Every reality-check interval any profile offers, in minutes; a jurisdiction offers some of them. */
export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

/** The shortest and longest session time limit, in minutes. */
export const SESSION_LIMIT_MINUTES = { min: 5, max: 24 * 60 } as const;

/** How long a raise or removal of a limit waits before it applies: 24 hours. */
export const LIMIT_INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;
