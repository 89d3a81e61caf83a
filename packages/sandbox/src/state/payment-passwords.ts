import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { hashPassword } from './accounts';

const PAYMENT_PASSWORDS = 'payment-passwords';

/** The payment password of every seeded real account (our choice; six digits as the register rule asks). */
export const SEED_PAYMENT_PASSWORD = '246810';

/** Sets an account's payment password, kept only as a salted hash. */
export async function setPaymentPassword(context: SandboxContext, username: string, password: string): Promise<void> {
  context.store.put(PAYMENT_PASSWORDS, username.toLowerCase(), await hashPassword(password));
}

/**
 * Checks the payment password guarding points spending (`passwordCheck/` relays): refuses with
 * payment_password_not_set or payment_password_incorrect.
 */
export async function checkPaymentPassword(context: SandboxContext, username: string, password: string): Promise<void> {
  const stored = context.store.get<{ salt: string; passwordHash: string }>(PAYMENT_PASSWORDS, username.toLowerCase());
  if (!stored) throw new Rejection('payment_password_not_set');
  const { passwordHash } = await hashPassword(password, stored.salt);
  if (passwordHash !== stored.passwordHash) throw new Rejection('payment_password_incorrect');
}
