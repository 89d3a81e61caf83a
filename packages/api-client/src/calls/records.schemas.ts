import { GAME_CATEGORIES } from '@lobbykit/domain';
import { z } from 'zod/mini';
import { decimalAmountSchema } from './flags';

/** Paging of a record list: page numbers start at 1, at most 100 rows a page. */
export const pageRequestSchema = /* @__PURE__ */ z.object({
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

/**
 * A period of records as millisecond timestamps, start included and end excluded (our decision: the screen cuts
 * the days at the platform's midnight, so the platform needs no time zone). The sandbox answers at most 92 days.
 */
export const periodRequestSchema = /* @__PURE__ */ z.object({
  startTime: z.coerce.number().check(z.int(), z.nonnegative()),
  endTime: z.coerce.number().check(z.int(), z.nonnegative()),
});

/**
 * Message keys the member- and agent-centre calls answer besides the shared ones (`invalid_request`,
 * `in_need_true_account`, `error_not_agent`, `duplicate_request`, `insufficient_balance`, the payment-password keys
 * and the feedback keys of @lobbykit/domain's `checkFeedback`), for the message catalogues.
 */
export const MEMBER_CENTRE_MESSAGE_KEYS = [
  'date_range_invalid',
  'date_range_too_long',
  'points_not_enough',
  'points_below_minimum',
  'points_convert_step',
  'goods_not_found',
  'goods_out_of_stock',
  'activity_not_found',
  'activity_not_joinable',
  'activity_not_claimable',
  'downline_not_found',
  'username_taken',
  'contract_exists',
  'contract_not_held',
  'contract_rate_above_own',
  'contract_period_invalid',
  'contract_not_found',
  'contract_action_not_allowed',
] as const;

/** The longest period a record call answers, in days (`date_range_too_long` beyond it). */
export const MAX_RECORD_PERIOD_DAYS = 92;

/** A millisecond timestamp. */
export const timestampSchema = /* @__PURE__ */ z.number().check(z.int(), z.nonnegative());

/** A game category of a record (SPEC §3 gameType). */
export const gameTypeSchema = /* @__PURE__ */ z.enum(GAME_CATEGORIES);

/** One page of a list: rows, the page asked for, and how many rows and pages there are in all. */
/* @__NO_SIDE_EFFECTS__ */
export function pageOf<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().check(z.int(), z.gte(1)),
    pageSize: z.number().check(z.int(), z.gte(1)),
    total: z.number().check(z.int(), z.nonnegative()),
    totalPages: z.number().check(z.int(), z.nonnegative()),
  });
}

/** Whether a bet is settled, still open, or was cancelled by the vendor. */
export const betStatusSchema = /* @__PURE__ */ z.enum(['settled', 'unsettled', 'cancelled']);

/**
 * One bet (betting record, member page personalHistoryCopy). `winLoss` is payout minus stake, signed; `validBet` is
 * the stake that counts for turnover (0 for a cancelled bet).
 */
export const betRecordSchema = /* @__PURE__ */ z.object({
  orderNo: z.string(),
  username: z.string(),
  betTime: timestampSchema,
  gameType: gameTypeSchema,
  vendor: z.string(),
  gameName: z.string(),
  betAmount: decimalAmountSchema,
  validBet: decimalAmountSchema,
  payout: decimalAmountSchema,
  winLoss: decimalAmountSchema,
  status: betStatusSchema,
});

/** Sums over every bet a query matched, not only the page shown. */
export const betTotalsSchema = /* @__PURE__ */ z.object({
  count: z.number().check(z.int(), z.nonnegative()),
  betAmount: decimalAmountSchema,
  validBet: decimalAmountSchema,
  payout: decimalAmountSchema,
  winLoss: decimalAmountSchema,
});

/** Betting records request: a period, optionally one game category or vendor, paged. */
export const bettingRecordsRequestSchema = /* @__PURE__ */ z.extend(
  z.extend(periodRequestSchema, pageRequestSchema.shape),
  {
    gameType: z.optional(gameTypeSchema),
    vendor: z.optional(z.string().check(z.trim(), z.minLength(1))),
  },
);

/** Betting records: one page of bets, newest first, with the totals of the whole query. */
export const bettingRecordsSchema = /* @__PURE__ */ z.extend(pageOf(betRecordSchema), { totals: betTotalsSchema });

/** Kinds of bonus a member receives (bonus details page). */
export const bonusKindSchema = /* @__PURE__ */ z.enum(['promotion', 'rebate', 'raffle', 'mission', 'vip', 'referral']);

/** One bonus paid to the member's main wallet. */
export const bonusRecordSchema = /* @__PURE__ */ z.object({
  referenceNo: z.string(),
  kind: bonusKindSchema,
  title: z.string(),
  amount: decimalAmountSchema,
  time: timestampSchema,
});

/** Bonus details request: a period, optionally one kind, paged. */
export const bonusDetailsRequestSchema = /* @__PURE__ */ z.extend(
  z.extend(periodRequestSchema, pageRequestSchema.shape),
  {
    kind: z.optional(bonusKindSchema),
  },
);

/** Bonus details: one page of bonuses, newest first, and their total over the whole query. */
export const bonusDetailsSchema = /* @__PURE__ */ z.extend(pageOf(bonusRecordSchema), {
  totalAmount: decimalAmountSchema,
});

/** Profit and loss of one game category. */
export const gameTypeProfitSchema = /* @__PURE__ */ z.object({
  gameType: gameTypeSchema,
  count: z.number().check(z.int(), z.nonnegative()),
  betAmount: decimalAmountSchema,
  validBet: decimalAmountSchema,
  winLoss: decimalAmountSchema,
});

/**
 * Personal profit and loss over a period (member page personalProfit): `profitLoss` = `winLoss` + `bonus`,
 * so a player who lost 100 and got a 20 bonus is at -80.
 */
export const personalProfitSchema = /* @__PURE__ */ z.object({
  betAmount: decimalAmountSchema,
  validBet: decimalAmountSchema,
  payout: decimalAmountSchema,
  winLoss: decimalAmountSchema,
  bonus: decimalAmountSchema,
  profitLoss: decimalAmountSchema,
  byGameType: z.array(gameTypeProfitSchema),
});

/** Parsed bet record. */
export type BetRecord = z.output<typeof betRecordSchema>;
/** Parsed betting records page. */
export type BettingRecords = z.output<typeof bettingRecordsSchema>;
/** Parsed bonus record. */
export type BonusRecord = z.output<typeof bonusRecordSchema>;
/** Parsed personal profit and loss. */
export type PersonalProfit = z.output<typeof personalProfitSchema>;
