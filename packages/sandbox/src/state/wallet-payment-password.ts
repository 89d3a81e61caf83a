import type { SandboxContext } from '../context';

// The same collection as state/payment-passwords.ts, which keeps and checks the hashes.
const PAYMENT_PASSWORDS = 'payment-passwords';

/** Whether an account has set its payment password (the withdrawal page asks for one first). */
export function hasPaymentPassword(context: SandboxContext, username: string): boolean {
  return context.store.get(PAYMENT_PASSWORDS, username.toLowerCase()) !== undefined;
}
