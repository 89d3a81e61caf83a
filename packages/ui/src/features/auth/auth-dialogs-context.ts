import { createContext, use } from 'react';
import type { ChallengeProvider } from './challenge-provider';
import type { PhoneAuthProvider } from './phone-auth-provider';

/** The auth dialogs the site can open (SPEC §2 dialogs, §4 gating). */
export type AuthDialog = 'login' | 'register' | 'forgot' | 'change-password' | 'logout' | 'need-real-account';

/** Opens and closes the auth dialogs; one is open at a time. */
export interface AuthDialogs {
  current: AuthDialog | null;
  open(dialog: AuthDialog): void;
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
