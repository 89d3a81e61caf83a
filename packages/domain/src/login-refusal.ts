/** Ways to prove it is you when logging in from an unregistered IP (SPEC §4). */
export const IP_VERIFICATION_METHODS = ['mobile', 'email', 'payee', 'google'] as const;

/** One way to verify a login from an unregistered IP: mobile, e-mail, bank account name or Google code. */
export type IpVerificationMethod = (typeof IP_VERIFICATION_METHODS)[number];

/**
 * The refusal key that asks for the extra verification. Decision: the spec names the step but not its signal;
 * we use the earlier build's catalogue key for the step (PLATFORM-FACTS §7.2 `login_2fa_tips`).
 */
export const IP_VERIFICATION_REFUSAL_KEY = 'login_2fa_tips';

/** What a refused login asks the form to do (SPEC §4, §8). */
export type LoginRefusal =
  | { kind: 'captcha'; messageKey: string }
  | { kind: 'ip-verification'; methods: IpVerificationMethod[] }
  | { kind: 'message'; messageKey: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads a refused login: the unregistered-IP step when the platform asks for it (all four methods unless it
 * lists some), the captcha when its value carries `captcha: true`, else the message to show.
 */
export function readLoginRefusal(refusal: { messageKey: string; value?: unknown }): LoginRefusal {
  const value = isRecord(refusal.value) ? refusal.value : {};
  if (refusal.messageKey === IP_VERIFICATION_REFUSAL_KEY) {
    const listed = Array.isArray(value.methods) ? value.methods : [];
    const methods = IP_VERIFICATION_METHODS.filter((method) => listed.includes(method));
    return { kind: 'ip-verification', methods: methods.length > 0 ? methods : [...IP_VERIFICATION_METHODS] };
  }
  if (value.captcha === true || value.captcha === 1 || value.captcha === '1') {
    return { kind: 'captcha', messageKey: refusal.messageKey };
  }
  return { kind: 'message', messageKey: refusal.messageKey };
}

/** The external phone-verification provider's error codes (SPEC §8). */
export const PHONE_AUTH_ERROR_KEYS = [
  'auth/invalid-phone-number',
  'auth/missing-phone-number',
  'auth/too-many-requests',
  'auth/unknown',
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/captcha-check-failed',
  'auth/quota-exceeded',
  'auth/operation-not-allowed',
  'auth/code-expired',
  'auth/popup-closed-by-user',
] as const;

/** A phone-verification error's message key. */
export type PhoneAuthErrorKey = (typeof PHONE_AUTH_ERROR_KEYS)[number];

/** The message key of a phone-verification error code; any code the spec does not list is `auth/unknown` (SPEC §8). */
export function phoneAuthErrorKey(code: unknown): PhoneAuthErrorKey {
  return (PHONE_AUTH_ERROR_KEYS as readonly unknown[]).includes(code) ? (code as PhoneAuthErrorKey) : 'auth/unknown';
}
