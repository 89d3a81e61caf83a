import { createTransport, type Transport } from '@lobbykit/api-client';
import {
  type BrandLanguages,
  createI18n,
  DEFAULT_BRAND_LANGUAGES,
  type I18n,
  I18nProvider,
  type LanguageStorage,
} from '@lobbykit/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthDialogsProvider, type AuthDialogsProviderProps } from '../features/auth/auth-dialogs-provider';
import { RealityCheck } from '../features/responsible-gaming/reality-check';
import { SystemStatusGate } from '../features/system-pages/system-status-gate';
import { NavigationProvider } from '../platform/nav-link';
import { PlatformProvider } from '../platform/platform-provider';
import { JurisdictionProvider, type JurisdictionSetting } from '../platform/responsible-gaming/jurisdiction';
import { PlaySessionProvider } from '../platform/responsible-gaming/play-session';
import { SessionProvider, type SessionProviderProps } from '../platform/session-provider';

/** Props of {@link LobbyKitProvider}. */
export interface LobbyKitProviderProps {
  /**
   * The platform: its origin (`'https://platform.example'`; `''` for the page's own origin, as behind a proxy), or a
   * transport made with `createTransport` for full control (a token store of your own, a time-out, a codec).
   */
  platform: string | Transport;
  /**
   * The brand's merchant code on the platform: the `Merchant` header, the remember-me cookies and sessionStorage
   * `merchant` and `merchantCode` (SPEC §3), which a logout keeps.
   */
  merchant: string;
  /** The `Device` header when `platform` is an origin; default `'WEB'`. */
  device?: string;
  /** The languages the site offers until the platform lists its own; default every language the kit ships. */
  languages?: BrandLanguages;
  /** An i18n instance of your own (from `createI18n`); `languages` is then ignored. */
  i18n?: I18n;
  /**
   * The platform's time zone, minutes east of UTC: every date and time is shown in it (and named, e.g. `GMT+7`),
   * and records' days and "today" are cut by it, whatever the player's own zone. Default the languages' setting
   * (`defineBrandLanguages({ timeZoneOffsetMinutes })`), which defaults to the platform's UTC+7.
   */
  timeZoneOffsetMinutes?: number;
  /** Your router's navigate (`useLocation()[1]` in wouter, `useNavigate()` in React Router); default pushState. */
  navigate?: (path: string) => void;
  /** Your router's current path, so the kit's links mark the page they are on. */
  currentPath?: string;
  /**
   * A TanStack Query client of your own; one is made (one retry; on focus only the live calls, money, contracts,
   * the team and invitations, are read again, as their cache policy says) when left out.
   */
  queryClient?: QueryClient;
  /** The auth dialogs' settings: `phoneAuth`, `challenge`, `visitorPopups` (see `AuthDialogsProvider`). */
  auth?: Omit<AuthDialogsProviderProps, 'merchant' | 'children'>;
  /** The session's settings: `defaultPassword`, `expiryEnforced`, `agentPolicy`, `onFirstLogin`, `storage`. */
  session?: Omit<SessionProviderProps, 'navigate' | 'merchant' | 'children'>;
  /** Ask the platform's status first and show maintenance or region-blocked pages (SPEC §2); default true. */
  statusGate?: boolean;
  /**
   * The jurisdiction profile the site follows: a shipped one's id (`'default'`, `'uk'`, `'ph'`) or a profile of your
   * own (spread a shipped one). It sets the footer's licence text, age badge and help organisation, and the reality
   * check's intervals and the time-out and self-exclusion terms offered. Default `'default'`.
   */
  jurisdiction?: JurisdictionSetting;
  children?: ReactNode;
}

function browserLocalStorage(): LanguageStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The one root a brand site needs: the query cache, the words, the platform transport, the status gate, the
 * router's navigation, the session and the auth dialogs, outermost first, made from a few settings. Each part is
 * also exported on its own for a site that composes them itself.
 */
export function LobbyKitProvider({
  platform,
  merchant,
  device = 'WEB',
  languages = DEFAULT_BRAND_LANGUAGES,
  i18n: givenI18n,
  timeZoneOffsetMinutes,
  navigate,
  currentPath,
  queryClient: givenClient,
  auth,
  session,
  statusGate = true,
  jurisdiction,
  children,
}: LobbyKitProviderProps) {
  // Made once: a new cache, catalogue or token store on every render would start the site over.
  const [made] = useState(() => {
    const i18n = givenI18n ?? createI18n({ brand: languages, storage: browserLocalStorage() });
    return {
      i18n,
      queryClient:
        givenClient ??
        new QueryClient({
          defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: false } },
        }),
      transport:
        typeof platform === 'string'
          ? createTransport({ baseUrl: platform, merchant, language: i18n.getLanguage, device })
          : platform,
    };
  });
  const site = (
    <NavigationProvider navigate={navigate} currentPath={currentPath}>
      <SessionProvider {...session} merchant={merchant}>
        <PlaySessionProvider>
          <AuthDialogsProvider {...auth} merchant={merchant}>
            {children}
            <RealityCheck />
          </AuthDialogsProvider>
        </PlaySessionProvider>
      </SessionProvider>
    </NavigationProvider>
  );
  return (
    <QueryClientProvider client={made.queryClient}>
      <I18nProvider i18n={made.i18n} timeZoneOffsetMinutes={timeZoneOffsetMinutes}>
        <PlatformProvider transport={made.transport}>
          <JurisdictionProvider jurisdiction={jurisdiction}>
            {statusGate ? <SystemStatusGate>{site}</SystemStatusGate> : site}
          </JurisdictionProvider>
        </PlatformProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
