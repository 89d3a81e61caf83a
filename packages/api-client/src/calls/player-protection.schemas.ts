import {
  EXCLUSION_KINDS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  MONEY_LIMIT_KINDS,
  SELF_EXCLUSION_TERMS,
  SESSION_LIMIT_MINUTES,
  TIME_OUT_DURATIONS,
} from '@lobbykit/domain';
import { z } from 'zod/mini';
import { decimalAmountSchema } from './flags';
import { periodRequestSchema } from './records.schemas';

/**
 * Message keys the player-protection calls and the calls they guard (login, deposit, game launch) refuse with.
 * Refusals that name a figure or a time carry it in `value`: `deposit_limit_exceeded` → `{ left, kind, period }`,
 * the `account_*` keys → `{ kind, term, until }` (`until` null when permanent), the reached limits → `{ period,
 * resetsAt }`. @lobbykit/domain's `readProtectionRefusal` turns a key and value into the message to show.
 */
export const PLAYER_PROTECTION_MESSAGE_KEYS = [
  'deposit_limit_exceeded',
  'loss_limit_reached',
  'wager_limit_reached',
  'session_time_limit_ended',
  'account_time_out_until',
  'account_self_excluded_until',
  'account_self_excluded_permanent',
  'limit_change_not_found',
  'reality_check_interval_not_offered',
  'reality_check_required',
  'protection_term_not_offered',
] as const;

const positiveAmountSchema = /* @__PURE__ */ decimalAmountSchema.check(
  z.refine((amount) => !amount.startsWith('-') && /[1-9]/.test(amount), 'an amount above zero'),
);
const momentSchema = /* @__PURE__ */ z.number().check(z.int(), z.nonnegative());
const sessionMinutesSchema = /* @__PURE__ */ z
  .number()
  .check(z.int(), z.gte(SESSION_LIMIT_MINUTES.min), z.lte(SESSION_LIMIT_MINUTES.max));

/** A raise or removal waiting for its time: the amount it sets (`null` removes the limit) from `effectiveAt`. */
export const pendingMoneyLimitSchema = /* @__PURE__ */ z.object({
  amount: z.nullable(decimalAmountSchema),
  effectiveAt: momentSchema,
});

/**
 * A money limit over its period and how much of it the period has used: gross deposits, net loss (bets less wins,
 * never below zero) or total bets. `periodStart`/`periodEnd` bound the current period (cut at the platform's
 * midnight; weeks start on Monday).
 */
export const moneyLimitSchema = /* @__PURE__ */ z.object({
  kind: z.enum(MONEY_LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: decimalAmountSchema,
  used: decimalAmountSchema,
  left: decimalAmountSchema,
  periodStart: momentSchema,
  periodEnd: momentSchema,
  pending: z.nullable(pendingMoneyLimitSchema),
});

/** The session time limit in minutes, with a raise or removal waiting for its time. */
export const sessionLimitSchema = /* @__PURE__ */ z.object({
  minutes: z.number().check(z.int(), z.positive()),
  pending: z.nullable(
    z.object({ minutes: z.nullable(z.number().check(z.int(), z.positive())), effectiveAt: momentSchema }),
  ),
});

/** A time-out or self-exclusion that runs: from `since` until `until` (`null`: permanent). */
export const exclusionSchema = /* @__PURE__ */ z.object({
  kind: z.enum(EXCLUSION_KINDS),
  term: z.enum([...TIME_OUT_DURATIONS, ...SELF_EXCLUSION_TERMS]),
  since: momentSchema,
  until: z.nullable(momentSchema),
});

/**
 * `value` of the player's protection state. `now` is the platform's clock, so a screen counts down to a pending
 * change's `effectiveAt` by the platform's time (the sandbox's clock can be moved).
 */
export const playerProtectionSchema = /* @__PURE__ */ z.object({
  /** The jurisdiction profile the platform applies (`default`, `uk`, `ph`, or a brand's own). */
  jurisdiction: z.string(),
  now: momentSchema,
  limits: z.array(moneyLimitSchema),
  sessionLimit: z.nullable(sessionLimitSchema),
  /** Minutes between reality checks; `null` is off (only where the jurisdiction allows it). */
  realityCheckMinutes: z.nullable(z.number().check(z.int(), z.positive())),
  exclusion: z.nullable(exclusionSchema),
});

/** Sets, lowers, raises (`amount` higher) or removes (`amount: null`) a money limit. */
export const setLimitRequestSchema = /* @__PURE__ */ z.object({
  kind: z.enum(MONEY_LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: z.nullable(positiveAmountSchema),
});

/** Sets, lowers, raises or removes (`minutes: null`) the session time limit. */
export const setSessionLimitRequestSchema = /* @__PURE__ */ z.object({ minutes: z.nullable(sessionMinutesSchema) });

/**
 * What a limit change did: `applied` at once (a first limit or a lower one), `pending` until `effectiveAt` (a
 * raise or a removal: 24 hours), or `unchanged` (the same value); with the new state.
 */
export const limitChangeSchema = /* @__PURE__ */ z.object({
  outcome: z.enum(['applied', 'pending', 'unchanged']),
  effectiveAt: momentSchema,
  protection: playerProtectionSchema,
});

/** Cancels the pending raise or removal of a limit: a money limit by kind and period, or `{ kind: 'session' }`. */
export const cancelLimitChangeRequestSchema = /* @__PURE__ */ z
  .object({ kind: z.enum(LIMIT_KINDS), period: z.optional(z.enum(LIMIT_PERIODS)) })
  .check(
    z.refine(
      (request) => (request.kind === 'session') === (request.period === undefined),
      'period of a money limit only',
    ),
  );

/** Sets the reality-check interval in minutes, or turns it off (`null`) where the jurisdiction allows it. */
export const setRealityCheckRequestSchema = /* @__PURE__ */ z.object({
  intervalMinutes: z.nullable(z.number().check(z.int(), z.positive())),
});

/** Starts a time-out (cool-off) of one of the offered durations. */
export const startTimeOutRequestSchema = /* @__PURE__ */ z.object({ duration: z.enum(TIME_OUT_DURATIONS) });

/** Starts a self-exclusion of one of the offered terms. */
export const selfExcludeRequestSchema = /* @__PURE__ */ z.object({ term: z.enum(SELF_EXCLUSION_TERMS) });

/**
 * `value` of the session summary: when this session started, how long it has run by the platform's clock, and its
 * bets, wins and net result (wins less bets: below zero is a loss). `endsAt` is when the session time limit ends it
 * (`null`: no limit); `realityCheckMinutes` the interval the reality check runs at.
 */
export const sessionSummarySchema = /* @__PURE__ */ z.object({
  startedAt: momentSchema,
  now: momentSchema,
  elapsedSeconds: z.number().check(z.int(), z.nonnegative()),
  bets: decimalAmountSchema,
  wins: decimalAmountSchema,
  net: decimalAmountSchema,
  endsAt: z.nullable(momentSchema),
  realityCheckMinutes: z.nullable(z.number().check(z.int(), z.positive())),
});

/** The activity statement's period: start included, end excluded, in ms (at most 366 days). */
export const activityStatementRequestSchema = periodRequestSchema;

/** `value` of the activity statement: the net position over the period. */
export const activityStatementSchema = /* @__PURE__ */ z.object({
  startTime: momentSchema,
  endTime: momentSchema,
  deposits: decimalAmountSchema,
  withdrawals: decimalAmountSchema,
  /** Deposits less withdrawals. */
  depositsLessWithdrawals: decimalAmountSchema,
  bets: decimalAmountSchema,
  wins: decimalAmountSchema,
  /** Bets less wins: above zero is what the player lost. */
  betsLessWins: decimalAmountSchema,
});

/** A parsed protection state. */
export type PlayerProtection = z.output<typeof playerProtectionSchema>;
/** A parsed money limit with its usage. */
export type MoneyLimitState = z.output<typeof moneyLimitSchema>;
/** A parsed session summary. */
export type SessionSummary = z.output<typeof sessionSummarySchema>;
/** A parsed activity statement. */
export type ActivityStatement = z.output<typeof activityStatementSchema>;
/** A parsed limit change. */
export type LimitChange = z.output<typeof limitChangeSchema>;
