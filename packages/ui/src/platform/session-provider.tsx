import { getAnnouncements, type MemberInfo, platformKeys } from '@lobbykit/api-client';
import { clearSessionOnLogout, merchantSessionEntries, storeSessionEntries } from '@lobbykit/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { type AfterLogin, AfterLoginProvider, type AfterLoginSettings } from './after-login';
import { useSessionToken } from './call-hooks';
import { type AccountKind, MemberStateProvider, type SessionStatus } from './member-state';
import { NavigationProvider, useSiteNavigate, useSiteNavigation } from './nav-link';
import { usePlatform } from './platform-provider';
import { type SessionActions, SessionActionsProvider } from './session-actions';
import { useAccountKind, useAfterLogin, useMember, useSessionActions, useSessionStatus } from './session-hooks';
import { type SessionStorageLike, SessionStorageProvider, useSessionStorage } from './session-storage';

export type { AfterLoginSteps, SignInOptions, SignInType } from './after-login';
export type { SessionStorageLike } from './session-storage';

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps extends AfterLoginSettings {
  /** Where session keys live (SPEC §3: sessionStorage, the default); `null` keeps none. */
  storage?: SessionStorageLike | null;
  /**
   * The brand's merchant code, kept in sessionStorage `merchant` and `merchantCode` for the brand's own scripts and
   * kept there across logout (SPEC §3, §4). `LobbyKitProvider` passes its `merchant`.
   */
  merchant?: string;
  /**
   * @deprecated Give your router's navigate to `NavigationProvider` (or `LobbyKitProvider`), which every part of the
   * kit goes through. Given here, it stands in for a NavigationProvider's navigate when none above gives one.
   */
  navigate?: (path: string) => void;
  children?: ReactNode;
}

/**
 * Holds the session (SPEC §3, §4) as parts with one owner each, so a screen reads only what it shows:
 * the token is the transport's token store's (`useSessionToken`); the member, its status and its account kind are
 * the member query's (`useSessionStatus`, `useMember`, `useAccountKind`); the after-login plan has a provider of
 * its own (`useAfterLogin`); the actions never change (`useSessionActions`). Whatever ends a session ends it down
 * one path: the token goes, and the account's data and the session keys, bar the merchant's, go with it.
 */
export function SessionProvider({ storage, merchant, navigate, children, ...afterLogin }: SessionProviderProps) {
  const site = useSiteNavigation();
  return (
    <NavigationProvider navigate={site.navigate ?? navigate} currentPath={site.currentPath}>
      <SessionStorageProvider storage={storage}>
        <SessionEnd merchant={merchant} />
        <AfterLoginProvider {...afterLogin}>
          <SessionActionsProvider>
            <MemberStateProvider>{children}</MemberStateProvider>
          </SessionActionsProvider>
        </AfterLoginProvider>
      </SessionStorageProvider>
    </NavigationProvider>
  );
}

/**
 * The one path a session ends down, whatever ended it (a logout, a 401, a login elsewhere): the previous
 * account's data goes and, with no session left, every session key but the merchant's (SPEC §4). The merchant
 * keys are written from the start and again after a logout (PLATFORM-FACTS §5.1).
 */
function SessionEnd({ merchant }: { merchant?: string }) {
  const { transport } = usePlatform();
  const queryClient = useQueryClient();
  const storage = useSessionStorage();

  useEffect(() => {
    if (merchant) storeSessionEntries(storage, merchantSessionEntries(merchant));
  }, [storage, merchant]);

  useEffect(() => {
    const { tokenStore } = transport;
    let before = tokenStore.get();
    // Straight from the token store, before React renders the new session: dropping the account's queries after
    // that render would cancel the fetches it has just started and leave their screens loading for good.
    return tokenStore.subscribe(() => {
      const now = tokenStore.get();
      if (now === before) return;
      before = now;
      // Another account's or no account's session now: its data goes, and popups differ for visitors (PLATFORM-FACTS §6.7).
      queryClient.removeQueries({ queryKey: platformKeys.scope('member') });
      void queryClient.invalidateQueries({ queryKey: platformKeys.call(getAnnouncements) });
      if (now !== null) return;
      clearSessionOnLogout(storage);
      if (merchant) storeSessionEntries(storage, merchantSessionEntries(merchant));
    });
  }, [transport, queryClient, storage, merchant]);

  return null;
}

/**
 * The whole session at once.
 * @deprecated Read only what a screen shows, so it re-renders only when that changes: `useSessionStatus`,
 * `useMember`, `useAccountKind`, `useSessionToken`, `useSessionActions`, `useAfterLogin`; `useSiteNavigate` and
 * `useSessionStorage` for the settings.
 */
export interface Session extends AccountKind, SessionActions {
  status: SessionStatus;
  token: string | null;
  member: MemberInfo | null;
  /** This session began with the account's first login (popup notices F). */
  firstLogin: boolean;
  /** What is left to do after the last login; null when nothing is. */
  afterLogin: AfterLogin['steps'];
  /** Marks the after-login steps done (or moves past the forced change). */
  finishAfterLogin: AfterLogin['finish'];
  /** Goes to a path of the site (`useSiteNavigate`). */
  navigate(path: string): void;
  /** Where the session keys live (`useSessionStorage`). */
  storage: SessionStorageLike | null;
}

/**
 * The whole session at once; a component that calls it re-renders on any change of the session.
 * @deprecated Read only what a screen shows: `useSessionStatus()`, `useMember()`, `useAccountKind()`,
 * `useSessionToken()`, `useSessionActions()`, `useAfterLogin()`; `useSiteNavigate()` and `useSessionStorage()`.
 */
export function useSession(): Session {
  const status = useSessionStatus();
  const token = useSessionToken();
  const member = useMember();
  const kind = useAccountKind();
  const actions = useSessionActions();
  const afterLogin = useAfterLogin();
  const navigate = useSiteNavigate();
  const storage = useSessionStorage();
  return useMemo(
    () => ({
      ...kind,
      ...actions,
      status,
      token,
      member,
      firstLogin: afterLogin.firstLogin,
      afterLogin: afterLogin.steps,
      finishAfterLogin: afterLogin.finish,
      navigate,
      storage,
    }),
    [kind, actions, status, token, member, afterLogin, navigate, storage],
  );
}
