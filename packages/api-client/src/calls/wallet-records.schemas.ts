import { z } from 'zod';
import { decimalAmountSchema } from './flags';
import { cashierStatusSchema } from './wallet-cashier.schemas';

/** Kinds of money move the account record lists. */
export const moneyRecordTypeSchema = z.enum([
  'transfer',
  'deposit',
  'withdrawal',
  'transfer-upline',
  'transfer-downline',
  'adjustment',
]);

/** Filter and page of the account record (SPEC §2 transactionHistory); times are ms, both ends included. */
export const transactionHistoryRequestSchema = z.object({
  type: moneyRecordTypeSchema.optional(),
  startTime: z.coerce.number().int().nonnegative().optional(),
  endTime: z.coerce.number().int().nonnegative().optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** One money move as the account sees it: `in` adds to its money, `out` takes from it, `internal` moves between its wallets. */
export const transactionRecordSchema = z.object({
  reference: z.string(),
  type: moneyRecordTypeSchema,
  direction: z.enum(['in', 'out', 'internal']),
  amount: decimalAmountSchema,
  /** A wallet (`MAIN`, a vendor code), a deposit channel or another account. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  status: cashierStatusSchema,
  remark: z.string().nullable(),
  time: z.number(),
});

/** `value` of the account record: one page, newest first. */
export const transactionHistorySchema = z.object({
  records: z.array(transactionRecordSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});

/** A parsed account record entry. */
export type TransactionRecord = z.output<typeof transactionRecordSchema>;
/** A parsed account record page. */
export type TransactionHistory = z.output<typeof transactionHistorySchema>;
