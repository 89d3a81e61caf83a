import { POINT_TYPES, REDEEM_STATUSES } from '@lobbykit/domain';
import { z } from 'zod/mini';
import { decimalAmountSchema } from './flags';
import { pageOf, pageRequestSchema, periodRequestSchema, timestampSchema } from './records.schemas';

/** Points are whole numbers (our decision; the platform's shape is not visible, PLATFORM-FACTS §6.9). */
const pointsSchema = /* @__PURE__ */ z.number().check(z.int());

/** A point type of the points history (SPEC §3): live, lottery ticket, pvp, slots, sports, redeem, deposit. */
export const pointTypeSchema = /* @__PURE__ */ z.enum(POINT_TYPES);

/** A redeem status (SPEC §4): In Process, Rejected, Approved. */
export const redeemStatusSchema = /* @__PURE__ */ z.enum(REDEEM_STATUSES);

/** `MCS2_getPointBalance` value: the member's points. */
export const pointBalanceSchema = /* @__PURE__ */ z.object({ points: pointsSchema.check(z.nonnegative()) });

/** How many points one kind of play or deposit earns: `points` for every `amount` of stake or deposit. */
export const pointEarnRateSchema = /* @__PURE__ */ z.object({
  type: pointTypeSchema,
  amount: decimalAmountSchema,
  points: pointsSchema.check(z.positive()),
});

/**
 * `MCS2_getPointConfig` value: the convert rate (`convertPoints` points give `convertAmount`; a conversion is a
 * whole multiple of `convertPoints`, at least `minConvertPoints`), the earn rates, and `expires: false` because
 * points have no expiry (SPEC §9).
 */
export const pointConfigSchema = /* @__PURE__ */ z.object({
  convertPoints: pointsSchema.check(z.positive()),
  convertAmount: decimalAmountSchema,
  minConvertPoints: pointsSchema.check(z.positive()),
  earnRates: z.array(pointEarnRateSchema),
  expires: z.boolean(),
});

/**
 * A points-mall goods item. A redeem costs `pointsRequirement` points and `amountRequirement` money from the main
 * wallet per unit (our reading of SPEC §3: many goods need points only, 0.00). `stock` null means unlimited.
 */
export const pointGoodsSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  category: z.enum(['bonus', 'voucher', 'gadget']),
  pointsRequirement: pointsSchema.check(z.positive()),
  amountRequirement: decimalAmountSchema,
  stock: z.nullable(pointsSchema.check(z.nonnegative())),
});

/** `MCS2_getPointReward` value: the goods on offer. */
export const pointRewardsSchema = /* @__PURE__ */ z.object({ list: z.array(pointGoodsSchema) });

/**
 * A redeem record (SPEC §3): goods name, quantity, points and amount requirement (for the whole quantity), status,
 * apply time and transaction reference number.
 */
export const redeemRecordSchema = /* @__PURE__ */ z.object({
  referenceNo: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  quantity: pointsSchema.check(z.positive()),
  pointsRequirement: pointsSchema.check(z.positive()),
  amountRequirement: decimalAmountSchema,
  status: redeemStatusSchema,
  applyTime: timestampSchema,
});

/** `MCS2_getRedeemPointList` request: paged, optionally one status. */
export const redeemRecordsRequestSchema = /* @__PURE__ */ z.extend(pageRequestSchema, {
  status: z.optional(redeemStatusSchema),
});

/** `MCS2_getRedeemPointList` value: redeem history, newest first. */
export const redeemRecordsSchema = /* @__PURE__ */ pageOf(redeemRecordSchema);

/** The payment password that guards points spending (`passwordCheck/` relays). */
const paymentPasswordSchema = /* @__PURE__ */ z.string().check(z.minLength(1));

/** `passwordCheck/MCS2_redeemPointReward` request (enc). */
export const redeemPointRewardRequestSchema = /* @__PURE__ */ z.object({
  goodsId: z.string().check(z.minLength(1)),
  quantity: z._default(z.number().check(z.int(), z.gte(1), z.lte(99)), 1),
  paymentPassword: paymentPasswordSchema,
});

/** A redeem accepted: its record (status In Process) and the points left. */
export const redeemPointRewardSchema = /* @__PURE__ */ z.object({
  record: redeemRecordSchema,
  points: pointsSchema.check(z.nonnegative()),
});

/** `passwordCheck/MCS2_convertPoint` request (enc): how many points to turn into money. */
export const convertPointRequestSchema = /* @__PURE__ */ z.object({
  points: z.number().check(z.int(), z.positive()),
  paymentPassword: paymentPasswordSchema,
});

/** A conversion done: the money credited to the main wallet and the points left. */
export const convertPointSchema = /* @__PURE__ */ z.object({
  referenceNo: z.string(),
  convertedPoints: pointsSchema.check(z.positive()),
  amount: decimalAmountSchema,
  points: pointsSchema.check(z.nonnegative()),
});

/**
 * A points entry (SPEC §3). `points` is the balance before the entry, `changedPoints` the signed change and
 * `balance` the balance after, so points + changedPoints = balance; `amount` is the stake, deposit or money
 * that earned or was bought with the points.
 */
export const pointEntrySchema = /* @__PURE__ */ z.object({
  referenceNo: z.string(),
  type: pointTypeSchema,
  points: pointsSchema.check(z.nonnegative()),
  changedPoints: pointsSchema,
  balance: pointsSchema.check(z.nonnegative()),
  amount: decimalAmountSchema,
  time: timestampSchema,
  remark: z.string(),
});

/** `ODSFE2_MemTransDet` request: a period, optionally one point type, paged. */
export const pointHistoryRequestSchema = /* @__PURE__ */ z.extend(
  z.extend(periodRequestSchema, pageRequestSchema.shape),
  {
    type: z.optional(pointTypeSchema),
  },
);

/** `ODSFE2_MemTransDet` value: points entries, newest first. */
export const pointHistorySchema = /* @__PURE__ */ pageOf(pointEntrySchema);

/** Parsed points config. */
export type PointConfig = z.output<typeof pointConfigSchema>;
/** Parsed goods item. */
export type PointGoods = z.output<typeof pointGoodsSchema>;
/** Parsed redeem record. */
export type RedeemRecord = z.output<typeof redeemRecordSchema>;
/** Parsed points entry. */
export type PointEntry = z.output<typeof pointEntrySchema>;
