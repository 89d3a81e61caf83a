import { CONTRACT_KINDS, CONTRACT_PERIOD_TYPES } from '@lobbykit/domain';
import { z } from 'zod/mini';
import { decimalAmountSchema } from './flags';
import { timestampSchema } from './records.schemas';

/** A contract kind: dividend, daily salary, hourly salary, real-time salary (SPEC §1). */
export const contractKindSchema = /* @__PURE__ */ z.enum(CONTRACT_KINDS);

/** A contract status (SPEC §4): offered by the upline, then accepted, rejected or terminated by the downline. */
export const contractStatusSchema = /* @__PURE__ */ z.enum(['offered', 'accepted', 'rejected', 'terminated']);

/** A period type (SPEC §3): D daily, W weekly, H semimonthly, M monthly. */
export const contractPeriodTypeSchema = /* @__PURE__ */ z.enum(
  Object.keys(CONTRACT_PERIOD_TYPES) as ['D', 'W', 'H', 'M'],
);

/** A rate in percent with at most 2 decimals, as a string ('1.25' is 1.25 %). */
export const contractRateSchema = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^\d{1,2}(\.\d{1,2})?$/, 'percent with at most 2 decimals'));

/**
 * One tier of a contract (SPEC §3 contract fields): from the period's valid bet (a salary's daily or hourly bet
 * amount), its profit and loss (dividend: the team's net loss; 0 for salaries) and its active members, it pays `rate`.
 */
export const contractTierSchema = /* @__PURE__ */ z.object({
  minValidBet: decimalAmountSchema,
  minProfitLoss: decimalAmountSchema,
  minActiveMembers: z.number().check(z.int(), z.nonnegative()),
  rate: contractRateSchema,
});

/**
 * A contract between an upline (null: the platform itself) and a downline (SPEC §3 contract fields).
 * - dividend: every `periodType` period, `rate` % of the team's net loss;
 * - dailySalary: every day (`periodType` D), `rate` % of the team's valid bet, paid the day after (SPEC §9);
 * - hourlySalary: every hour, `rate` % of the team's valid bet in that hour (`periodType` null);
 * - realTimeSalary: every 5 minutes (SPEC §9), `rate` % of the valid bet (single betting) plus `lossRate` % of the
 *   team's loss or `profitRate` % of its profit in the window.
 * A period pays only when the team's valid bet reaches `minValidBet` and `minActiveMembers` downlines played.
 * `tiers` (at least one, thresholds and rates ascending) are the contract's levels: a period pays the rate of the
 * last tier it reached; `rate` is the top tier's rate (what contracts compare, SPEC §4), `minValidBet` and
 * `minActiveMembers` the first tier's. A one-level contract has one tier.
 */
export const contractSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  kind: contractKindSchema,
  status: contractStatusSchema,
  upline: z.nullable(z.string()),
  downline: z.string(),
  periodType: z.nullable(contractPeriodTypeSchema),
  rate: contractRateSchema,
  profitRate: z.nullable(contractRateSchema),
  lossRate: z.nullable(contractRateSchema),
  minValidBet: decimalAmountSchema,
  minActiveMembers: z.number().check(z.int(), z.nonnegative()),
  tiers: z.array(contractTierSchema),
  offeredAt: timestampSchema,
  answeredAt: z.nullable(timestampSchema),
  terminatedAt: z.nullable(timestampSchema),
});

/**
 * The terms an upline offers: its `tiers`, or (one level) `rate` with `minValidBet` and `minActiveMembers`, which
 * make one tier.
 */
export const contractTermsSchema = /* @__PURE__ */ z.object({
  downline: z.string().check(z.trim(), z.minLength(1)),
  periodType: z.optional(contractPeriodTypeSchema),
  rate: z.optional(contractRateSchema),
  tiers: z.optional(z.array(contractTierSchema)),
  profitRate: z.optional(contractRateSchema),
  lossRate: z.optional(contractRateSchema),
  minValidBet: z._default(decimalAmountSchema, '0.00'),
  minActiveMembers: z._default(z.number().check(z.int(), z.nonnegative()), 0),
});

const answer = (action: 'accept' | 'reject' | 'terminate') =>
  z.object({ action: z.literal(action), contractId: z.string().check(z.minLength(1)) });

/**
 * The body of the four contract calls (SPEC §7). `list` reads; `offer` is the upline's (an agent's) offer to a
 * direct downline; `accept`, `reject` and `terminate` are the downline's. An offer whose rate is lower than the rate
 * of contracts below that downline answers `needsConfirmation` with those contracts in `toTerminate` and changes
 * nothing; sent again with `confirm: true` it terminates them and makes the offer (SPEC §4).
 */
export const contractRequestSchema = /* @__PURE__ */ z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }),
  z.extend(contractTermsSchema, { action: z.literal('offer'), confirm: z._default(z.boolean(), false) }),
  answer('accept'),
  answer('reject'),
  answer('terminate'),
]);

/**
 * What every contract call answers: the member's own contract of this kind with its upline (the live one, else the
 * latest), the latest contract with each direct downline, and the outcome of an offer.
 */
export const contractStateSchema = /* @__PURE__ */ z.object({
  kind: contractKindSchema,
  mine: z.nullable(contractSchema),
  downlines: z.array(contractSchema),
  needsConfirmation: z.boolean(),
  toTerminate: z.array(contractSchema),
  terminated: z.array(contractSchema),
});

/** `getContracts` request: which kind of contract to read. */
export const contractsRequestSchema = /* @__PURE__ */ z.object({ kind: contractKindSchema });

/** Parsed contract tier. */
export type ContractTierTerms = z.output<typeof contractTierSchema>;
/** Parsed contract. */
export type Contract = z.output<typeof contractSchema>;
/** Parsed contract-call answer. */
export type ContractState = z.output<typeof contractStateSchema>;
/** A contract-call body. */
export type ContractRequest = z.input<typeof contractRequestSchema>;
