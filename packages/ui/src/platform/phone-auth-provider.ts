import { phoneAuthErrorKey } from '@lobbykit/domain';

/** A code sent by the external phone-verification provider, waiting for the player to type it. */
export interface PhoneAuthVerification {
  /** Checks the code; resolves with the id token the platform's `firebase` login takes. */
  confirm(code: string): Promise<{ idToken: string }>;
}

/** The external phone-authentication route (SPEC §1, §4): plug in Firebase or another provider. */
export interface PhoneAuthProvider {
  /** Shown as "Continue with {provider}". */
  name: string;
  /** Sends a code to `phoneNumber` ('+' + dialing code + number, PLATFORM-FACTS §4.1). */
  sendCode(input: {
    phoneNumber: string;
    mobileNum: string;
    countryDialingCode: string;
  }): Promise<PhoneAuthVerification>;
}

/** A provider failure; `code` is one of the spec's phone-verification codes (SPEC §8). */
export class PhoneAuthError extends Error {
  override readonly name = 'PhoneAuthError';
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

/** The catalogue key for whatever a provider threw: its `code` when it is a listed one, else `auth/unknown`. */
export function phoneAuthMessageKey(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return phoneAuthErrorKey(code);
}
