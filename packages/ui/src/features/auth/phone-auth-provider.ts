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

/** The code the sandbox stand-in accepts; a real provider texts one. */
export const SANDBOX_PHONE_AUTH_CODE = '123456';

/**
 * The sandbox's stand-in provider: checks the number and code like a provider would, then gets an id token from
 * the sandbox control `/__sandbox/phone-auth`. For development and tests only; a brand plugs in its own.
 */
export function createSandboxPhoneAuth(options: { baseUrl?: string; fetch?: typeof fetch } = {}): PhoneAuthProvider {
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  return {
    name: 'Sandbox SMS',
    async sendCode({ phoneNumber, mobileNum }) {
      if (!phoneNumber || phoneNumber === '+') throw new PhoneAuthError('auth/missing-phone-number');
      if (!/^\+\d{7,16}$/.test(phoneNumber)) throw new PhoneAuthError('auth/invalid-phone-number');
      return {
        async confirm(code) {
          if (!code.trim()) throw new PhoneAuthError('auth/missing-verification-code');
          if (code.trim() !== SANDBOX_PHONE_AUTH_CODE) throw new PhoneAuthError('auth/invalid-verification-code');
          const response = await send(`${options.baseUrl ?? ''}/__sandbox/phone-auth`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ mobileNum }),
          }).catch(() => null);
          const body = (await response?.json().catch(() => null)) as { value?: { idToken?: string } } | null;
          if (!body?.value?.idToken) throw new PhoneAuthError('auth/unknown');
          return { idToken: body.value.idToken };
        },
      };
    },
  };
}
