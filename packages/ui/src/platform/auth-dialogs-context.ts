import { createContext, use } from 'react';
import type { PhoneAuthProvider } from './phone-auth-provider';
import type { ChallengeProvider } from './verification/challenge-provider';

/** The auth dialogs the site can open (SPEC §2 dialogs, §4 gating). */
export type AuthDialog = 'login' | 'register' | 'forgot' | 'change-password' | 'logout' | 'need-real-account';

/**
 * What the header's one-row login form hands to the login dialog when it has more to say than its row holds
 * (a refusal, the captcha, a field to fix): what was typed, and why.
 */
export interface LoginHandoff {
  username: string;
  password: string;
  remember: boolean;
  /** The refusal's message (SPEC §8), if there was one. */
  errorKey: string | null;
  /** The refusal's figures (a time-out's end, say), as the platform sent them. */
  errorParams?: Readonly<Record<string, string | number | null>> | undefined;
  /** The platform asks for the captcha from now on (SPEC §4). */
  captcha: boolean;
  /** A field is missing or malformed: the dialog shows which. */
  invalid: boolean;
}

/** Opens and closes the auth dialogs; one is open at a time. */
export interface AuthDialogs {
  current: AuthDialog | null;
  /** Opens a dialog; the login dialog may carry on from the header's form. */
  open(dialog: AuthDialog, handoff?: LoginHandoff): void;
  close(): void;
}

/** What the auth screens are configured with: the pluggable providers and the merchant the cookies belong to. */
export interface AuthSettings {
  merchant: string;
  phoneAuth: PhoneAuthProvider | null;
  challenge: ChallengeProvider | null;
}

export const AuthDialogsContext = /* @__PURE__ */ createContext<AuthDialogs | null>(null);
export const AuthSettingsContext = /* @__PURE__ */ createContext<AuthSettings>({
  merchant: 'lobbykit',
  phoneAuth: null,
  challenge: null,
});

/** The auth dialogs; throws outside an `<AuthDialogsProvider>`. */
export function useAuthDialogs(): AuthDialogs {
  const dialogs = use(AuthDialogsContext);
  if (!dialogs) throw new Error('useAuthDialogs needs an <AuthDialogsProvider> above it');
  return dialogs;
}

/** The auth providers and merchant of the nearest `<AuthDialogsProvider>`. */
export function useAuthSettings(): AuthSettings {
  return use(AuthSettingsContext);
}
