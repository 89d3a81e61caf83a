import { z } from 'zod/mini';
import { decimalAmountSchema } from './flags';
import { cashierStatusSchema } from './wallet-cashier.schemas';

/** Kinds of money move the account record lists. */
export const moneyRecordTypeSchema = /* @__PURE__ */ z.enum([
  'transfer',
  'deposit',
  'withdrawal',
  'transfer-upline',
  'transfer-downline',
  'adjustment',
]);

/** Filter and page of the account record (SPEC §2 transactionHistory); times are ms, both ends included. */
export const transactionHistoryRequestSchema = /* @__PURE__ */ z.object({
  type: z.optional(moneyRecordTypeSchema),
  startTime: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
  endTime: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

/** One money move as the account sees it: `in` adds to its money, `out` takes from it, `internal` moves between its wallets. */
export const transactionRecordSchema = /* @__PURE__ */ z.object({
  reference: z.string(),
  type: moneyRecordTypeSchema,
  direction: z.enum(['in', 'out', 'internal']),
  amount: decimalAmountSchema,
  /** A wallet (`MAIN`, a vendor code), a deposit channel or another account. */
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  status: cashierStatusSchema,
  remark: z.nullable(z.string()),
  time: z.number(),
});

/**
 * `value` of the account record: one page, newest first; `totals` sums every move the filter matched (money in and
 * money out of the account; moves between its own wallets count in neither). A platform without totals leaves it out.
 */
export const transactionHistorySchema = /* @__PURE__ */ z.object({
  records: z.array(transactionRecordSchema),
  pageNo: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  totalPages: z.number().check(z.int()),
  totalCount: z.number().check(z.int()),
  totals: z.optional(z.object({ moneyIn: decimalAmountSchema, moneyOut: decimalAmountSchema })),
});

/** A parsed account record entry. */
export type TransactionRecord = z.output<typeof transactionRecordSchema>;
/** A parsed account record page. */
export type TransactionHistory = z.output<typeof transactionHistorySchema>;
