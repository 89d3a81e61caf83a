import { z } from 'zod/mini';
import { decimalAmountSchema } from './flags';

/** One wallet's balance: `MAIN` or a vendor code (vassalage). */
export const walletBalanceSchema = /* @__PURE__ */ z.object({
  wallet: z.string(),
  balance: decimalAmountSchema,
});

/** `value` of `GET /wps/v2/wallets/balance`: main balance, total and each vendor wallet. */
export const balanceSchema = /* @__PURE__ */ z.object({
  currency: z.string(),
  main: decimalAmountSchema,
  total: decimalAmountSchema,
  wallets: z.array(walletBalanceSchema),
});

/** Transfer between the member's wallets: from and to are `MAIN` or a vendor code (SPEC §7 GCS_walletTransfer). */
export const transferRequestSchema = /* @__PURE__ */ z.object({
  from: z.string().check(z.trim(), z.minLength(1)),
  to: z.string().check(z.trim(), z.minLength(1)),
  amount: decimalAmountSchema,
});

/** `value` of a money move: its reference, the amount and both wallets' new balances. */
export const moneyMoveSchema = /* @__PURE__ */ z.object({
  reference: z.string(),
  amount: decimalAmountSchema,
  from: walletBalanceSchema,
  to: walletBalanceSchema,
  time: z.number(),
});

/** Parsed balance. */
export type BalanceValue = z.output<typeof balanceSchema>;
/** Parsed money move. */
export type MoneyMoveValue = z.output<typeof moneyMoveSchema>;
