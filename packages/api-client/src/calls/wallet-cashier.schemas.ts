import { z } from 'zod/mini';
import { decimalAmountSchema } from './flags';

/** Message keys the money calls answer with when they refuse; i18n catalogues translate them. */
export const MONEY_MESSAGE_KEYS = [
  'insufficient_balance',
  'invalid_amount',
  'amount_below_minimum',
  'amount_above_maximum',
  'vendor_not_found',
  'same_wallet',
  'duplicate_request',
  'channel_not_found',
  'payout_account_not_found',
  'payment_password_incorrect',
  'payment_password_not_set',
  'in_password_incorrect',
  'inconsistent_twice',
  'withdrawal_not_found',
  'withdrawal_not_confirmable',
  'proof_required',
  'no_upline',
  'downline_not_found',
  'error_not_agent',
  'in_need_true_account',
  'date_range_invalid',
] as const;

/** How a deposit channel takes money. */
export const depositMethodSchema = /* @__PURE__ */ z.enum(['BANK_TRANSFER', 'E_WALLET', 'QR_PAY', 'CARD']);

/** A deposit channel of the depositv2 page, with its limits (SPEC §2 member centre). */
export const depositChannelSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  name: z.string(),
  method: depositMethodSchema,
  minAmount: decimalAmountSchema,
  maxAmount: decimalAmountSchema,
  /** Quick-pick amounts the page offers as buttons. */
  presetAmounts: z._default(z.array(decimalAmountSchema), []),
  iconUrl: z.nullish(z.string()),
});

/** `value` of the deposit channel list. */
export const depositChannelsSchema = /* @__PURE__ */ z.object({ channels: z.array(depositChannelSchema) });

/** A deposit request: a channel and an amount within its limits. */
export const depositRequestSchema = /* @__PURE__ */ z.object({
  channelId: z.string().check(z.trim(), z.minLength(1)),
  amount: decimalAmountSchema,
  /** Name on the paying account, for bank transfers. */
  payerName: z.optional(z.string().check(z.trim(), z.maxLength(50))),
});

/** Where a deposit or withdrawal stands (the platform's words, as for redeem records, SPEC §4). */
export const cashierStatusSchema = /* @__PURE__ */ z.enum(['In Process', 'Approved', 'Rejected']);

/** `value` of a deposit: its reference, status and the main wallet's new balance. */
export const depositSchema = /* @__PURE__ */ z.object({
  reference: z.string(),
  channelId: z.string(),
  amount: decimalAmountSchema,
  status: cashierStatusSchema,
  balance: decimalAmountSchema,
  time: z.number(),
});

/** An account a withdrawal is paid out to; the number is masked. */
export const payoutAccountSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});

/** `value` of the withdrawal options: limits, payout accounts and whether a payment password is set. */
export const withdrawalOptionsSchema = /* @__PURE__ */ z.object({
  minAmount: decimalAmountSchema,
  maxAmount: decimalAmountSchema,
  /** What the main wallet can pay out now. */
  available: decimalAmountSchema,
  payoutAccounts: z.array(payoutAccountSchema),
  paymentPasswordSet: z.boolean(),
  /** Minutes after payment when an unanswered confirmation counts as received (SPEC §4, §9 `{0}`). */
  autoConfirmMinutes: z.number().check(z.int(), z.positive()),
});

/** Sets or replaces the payment password; the login password proves who asks (enc body). */
export const setPaymentPasswordRequestSchema = /* @__PURE__ */ z.object({
  password: z.string().check(z.minLength(1)),
  paymentPassword: z.string().check(z.regex(/^\d{6}$/, 'six digits')),
  confirmPaymentPassword: z.string().check(z.minLength(1)),
});

/** A withdrawal request: amount, payout account and the payment password (enc body). */
export const withdrawRequestSchema = /* @__PURE__ */ z.object({
  amount: decimalAmountSchema,
  payoutAccountId: z.string().check(z.trim(), z.minLength(1)),
  paymentPassword: z.string().check(z.minLength(1)),
});

/** What the payer answered about a paid withdrawal, or `pending` (SPEC §4 withdrawal confirmation). */
export const confirmationStatusSchema = /* @__PURE__ */ z.enum(['pending', 'received', 'not-received', 'full-payment']);

/** The confirmation of a paid withdrawal; `forced` = counted as received for want of an answer. */
export const withdrawalConfirmationSchema = /* @__PURE__ */ z.object({
  status: confirmationStatusSchema,
  forced: z.boolean(),
  autoReceivedAt: z.number(),
  proofCount: z._default(z.number().check(z.int(), z.nonnegative()), 0),
});

/** A withdrawal: In Process until paid (Approved) or refused and refunded (Rejected). */
export const withdrawalSchema = /* @__PURE__ */ z.object({
  reference: z.string(),
  amount: decimalAmountSchema,
  status: cashierStatusSchema,
  payoutAccount: payoutAccountSchema,
  time: z.number(),
  settledAt: z.nullable(z.number()),
  /** Present once the withdrawal is paid. */
  confirmation: z.nullable(withdrawalConfirmationSchema),
});

/** `value` of the withdrawal list, newest first. */
export const withdrawalListSchema = /* @__PURE__ */ z.object({ withdrawals: z.array(withdrawalSchema) });

/** Filter of the withdrawal list. */
export const withdrawalListRequestSchema = /* @__PURE__ */ z.object({
  status: z.optional(cashierStatusSchema),
  confirmation: z.optional(confirmationStatusSchema),
});

/** A proof image for a "not received" answer: png or jpg, base64 (SPEC §5 image rules). */
export const proofImageSchema = /* @__PURE__ */ z.object({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  contentType: z.enum(['image/png', 'image/jpeg']),
  data: z.base64().check(z.maxLength(7_000_000, 'at most 5MB')),
});

/** The payer's answer about a paid withdrawal: received, not received (with proof) or full payment (SPEC §4). */
export const confirmWithdrawalRequestSchema = /* @__PURE__ */ z.object({
  reference: z.string().check(z.trim(), z.minLength(1)),
  choice: z.enum(['received', 'not-received', 'full-payment']),
  proofs: z._default(z.array(proofImageSchema).check(z.maxLength(3)), []),
});

/** A parsed deposit channel. */
export type DepositChannel = z.output<typeof depositChannelSchema>;
/** A parsed deposit. */
export type Deposit = z.output<typeof depositSchema>;
/** Parsed withdrawal options. */
export type WithdrawalOptions = z.output<typeof withdrawalOptionsSchema>;
/** A parsed withdrawal. */
export type Withdrawal = z.output<typeof withdrawalSchema>;
/** A money refusal's message key. */
export type MoneyMessageKey = (typeof MONEY_MESSAGE_KEYS)[number];
