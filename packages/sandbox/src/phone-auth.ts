/** The code the sandbox's stand-in phone-verification provider accepts; a real provider texts one. */
export const SANDBOX_PHONE_AUTH_CODE = '123456';

/** A code sent by the stand-in provider (the shape of `@lobbykit/ui`'s `PhoneAuthVerification`). */
export interface SandboxPhoneAuthVerification {
  confirm(code: string): Promise<{ idToken: string }>;
}

/** The stand-in provider (the shape of `@lobbykit/ui`'s `PhoneAuthProvider`, which the ui's login forms take). */
export interface SandboxPhoneAuth {
  name: string;
  sendCode(input: {
    phoneNumber: string;
    mobileNum: string;
    countryDialingCode: string;
  }): Promise<SandboxPhoneAuthVerification>;
}

/** A failure with one of the spec's phone-verification codes (SPEC §8), as a real provider reports it. */
function failure(code: string): Error & { code: string } {
  return Object.assign(new Error(code), { code });
}

/**
 * A stand-in for the external phone-verification provider (Firebase or another): checks the number and code like
 * a provider would, then gets an id token from the sandbox control `/__sandbox/phone-auth`, which the platform's
 * `firebase` login accepts. For development and tests against the sandbox; a brand plugs in its real provider.
 */
export function createSandboxPhoneAuth(options: { baseUrl?: string; fetch?: typeof fetch } = {}): SandboxPhoneAuth {
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  return {
    name: 'Sandbox SMS',
    async sendCode({ phoneNumber, mobileNum }) {
      if (!phoneNumber || phoneNumber === '+') throw failure('auth/missing-phone-number');
      if (!/^\+\d{7,16}$/.test(phoneNumber)) throw failure('auth/invalid-phone-number');
      return {
        async confirm(code) {
          if (!code.trim()) throw failure('auth/missing-verification-code');
          if (code.trim() !== SANDBOX_PHONE_AUTH_CODE) throw failure('auth/invalid-verification-code');
          const response = await send(`${options.baseUrl ?? ''}/__sandbox/phone-auth`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ mobileNum }),
          }).catch(() => null);
          const body = (await response?.json().catch(() => null)) as { value?: { idToken?: string } } | null;
          if (!body?.value?.idToken) throw failure('auth/unknown');
          return { idToken: body.value.idToken };
        },
      };
    },
  };
}
