import { z } from 'zod/mini';
import { decimalAmountSchema } from './flags';

/** Transfer to the member's upline agent (SPEC §2 transferUpline, §6). */
export const uplineTransferRequestSchema = /* @__PURE__ */ z.object({
  amount: decimalAmountSchema,
  remark: z.optional(z.string().check(z.trim(), z.maxLength(140))),
});

/** Transfer from an agent to a member of their team (SPEC §6). */
export const downlineTransferRequestSchema = /* @__PURE__ */ z.object({
  downline: z.string().check(z.trim(), z.minLength(1)),
  amount: decimalAmountSchema,
  remark: z.optional(z.string().check(z.trim(), z.maxLength(140))),
});

/** `value` of a team transfer: who received it and the sender's new main balance. */
export const teamTransferSchema = /* @__PURE__ */ z.object({
  reference: z.string(),
  amount: decimalAmountSchema,
  /** The account that received the money. */
  recipient: z.string(),
  balance: decimalAmountSchema,
  time: z.number(),
});

/** A parsed team transfer. */
export type TeamTransfer = z.output<typeof teamTransferSchema>;
