import type { SandboxContext } from '../context';

const PHONE_AUTH = 'phone-auth';
const ID_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * The stand-in for the external phone-authentication provider (SPEC §1): it issues the id token a provider would
 * give after its own SMS check; the login of type `firebase` redeems it.
 */
export function issuePhoneAuthToken(context: SandboxContext, mobileNum: string): string {
  const idToken = `phone-${crypto.randomUUID()}`;
  context.store.put(PHONE_AUTH, idToken, { mobileNum, expiresAt: context.now() + ID_TOKEN_LIFETIME_MS });
  return idToken;
}

/** The mobile number an id token vouches for, once; null when unknown or expired. */
export function redeemPhoneAuthToken(context: SandboxContext, idToken: string): string | null {
  const issued = context.store.get<{ mobileNum: string; expiresAt: number }>(PHONE_AUTH, idToken);
  if (!issued) return null;
  context.store.delete(PHONE_AUTH, idToken);
  return issued.expiresAt > context.now() ? issued.mobileNum : null;
}
