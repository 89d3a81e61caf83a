import {
  callQuery,
  getAnnouncements,
  getMemberInfo,
  logout,
  type MemberInfo,
  platformKeys,
  type SessionValue,
} from '@lobbykit/api-client';
import {
  type AfterLoginPlan,
  clearSessionOnLogout,
  isAgentAccount,
  isTrialAccount,
  type LoginType,
  planAfterLogin,
  SESSION_KEYS,
} from '@lobbykit/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCallQuery, useSessionToken } from './call-hooks';
import { usePlatform } from './platform-provider';

/** How a session was opened: the spec's login types plus the free-play trial (SPEC §3). */
export type SignInType = LoginType | 'freeplay';

/** What `signIn` needs besides the session value: how the player logged in and, for the §4 check, the typed password. */
export interface SignInOptions {
  loginType: SignInType;
  /** Compared with the default password and then dropped; never stored (DESIGN.md). */
  password?: string;
}

/** The steps left after a login (SPEC §4): a forced password change, then the after-login popups. */
export interface AfterLoginSteps extends AfterLoginPlan {
  /** Why the change is forced: the default password, or an expired one. */
  changeReason: 'default-password' | 'expired' | null;
}

/** The session every screen reads (SPEC §4). */
export interface Session {
  status: 'anonymous' | 'loading' | 'member';
  token: string | null;
  member: MemberInfo | null;
  /** The member type is an agent type (1, 2, 41, 42). */
  isAgent: boolean;
  /** The member type is the trial type 4. */
  isTrial: boolean;
  /** The raw member type, as sessionStorage `isAgent` keeps it. */
  memberType: number | null;
  /** This session began with the account's first login (popup notices F). */
  firstLogin: boolean;
  /** Stores the session a login, registration or free play opened, fetches member info and plans the next steps. */
  signIn(value: SessionValue, options: SignInOptions): Promise<void>;
  /** Calls logout, clears sessionStorage except the merchant keys, drops member data and goes to '/'. */
  signOut(): Promise<void>;
  /** Fetches member info again (after a password change, say). */
  refreshMember(): Promise<void>;
  /** Forgets the session without calling the platform (the token expired or was refused): clears the token store. */
  expire(): void;
  /** What is left to do after the last login; null when nothing is. */
  afterLogin: AfterLoginSteps | null;
  /** Marks the after-login steps done (or moves past the forced change). */
  finishAfterLogin(step: 'change-password' | 'all'): void;
  /** Goes to a path of the site, through the provider's `navigate`. */
  navigate(path: string): void;
  /** Where the session keys live (null when storage is unavailable). */
  storage: SessionStorageLike | null;
}

const SessionContext = /* @__PURE__ */ createContext<Session | null>(null);

/** The part of sessionStorage the session writes to and clears. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** Where session keys live (SPEC §3: sessionStorage). */
  storage?: SessionStorageLike | null;
  /** Goes to a path of the site (default: history.pushState, which wouter follows). */
  navigate?: (path: string) => void;
  /** The brand's default password, for the forced change (SPEC §4, §9). */
  defaultPassword?: string | null;
  /** Password expiry is enforced (module PWDEXPFORCECHANGE3). */
  expiryEnforced?: boolean;
  /** Agent policy is on (module AGENTPOLICY3): contracts are fetched after login. */
  agentPolicy?: boolean;
  /** The first-login action (SPEC §4); runs once after an account's first login. */
  onFirstLogin?: (member: MemberInfo | null) => void;
  children?: ReactNode;
}

function browserSessionStorage(): SessionStorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function pushPath(path: string): void {
  if (globalThis.location?.pathname !== path) globalThis.history?.pushState(null, '', path);
}

/** What a sign-in left for this token: how it signed in and what comes next. */
interface SignedIn {
  token: string;
  type: number | null;
  firstLogin: boolean;
  afterLogin: AfterLoginSteps | null;
}

/**
 * Holds the session (SPEC §3, §4). The token's one owner is the transport's token store: a login stores it there,
 * a 401 or a logout clears it, and this provider only reads it. Whatever ends a session ends it down one path:
 * the token goes, and the provider drops the account's data and the session keys.
 */
export function SessionProvider({
  storage = browserSessionStorage(),
  navigate = pushPath,
  defaultPassword = '123456',
  expiryEnforced = false,
  agentPolicy = false,
  onFirstLogin,
  children,
}: SessionProviderProps) {
  const { transport } = usePlatform();
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const [signedIn, setSignedIn] = useState<SignedIn | null>(null);
  const settings = useRef({ defaultPassword, expiryEnforced, agentPolicy, onFirstLogin, storage, navigate });
  settings.current = { defaultPassword, expiryEnforced, agentPolicy, onFirstLogin, storage, navigate };
  // What a sign-in planned belongs to its token: a new or no token leaves it behind without a reset.
  const current = signedIn?.token === token ? signedIn : null;

  const memberQuery = useCallQuery(getMemberInfo);
  const member = token ? (memberQuery.data ?? null) : null;

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
      const store = settings.current.storage;
      if (now === null && store) clearSessionOnLogout(store);
    });
  }, [transport, queryClient]);

  useEffect(() => {
    if (member) writeMember(settings.current.storage, member);
  }, [member]);

  const signIn = useCallback(
    async (value: SessionValue, options: SignInOptions) => {
      const { storage: store, defaultPassword: secret, expiryEnforced: enforced } = settings.current;
      if (store) writeSignedInKeys(store, value);
      const info = await queryClient.fetchQuery(callQuery(transport, getMemberInfo)).catch(() => null);
      const memberType = info?.type ?? value.type ?? null;
      const loginType: LoginType = options.loginType === 'freeplay' ? 'username' : options.loginType;
      const passwordCheck = {
        password: options.loginType === 'freeplay' ? null : options.password,
        defaultPassword: secret,
        passwordExpired: value.passwordExpired,
        expiryEnforced: enforced,
        loginType,
      };
      const plan = planAfterLogin({
        firstTimeLogin: value.firstTimeLogin,
        memberType,
        agentPolicy: settings.current.agentPolicy,
        passwordCheck,
      });
      const isDefault = Boolean(secret) && options.password === secret;
      setSignedIn({
        token: value.token,
        type: value.type ?? null,
        firstLogin: value.firstTimeLogin,
        afterLogin: {
          ...plan,
          changeReason: plan.next === 'change-password' ? (isDefault ? 'default-password' : 'expired') : null,
        },
      });
      if (plan.firstLogin) settings.current.onFirstLogin?.(info);
    },
    [transport, queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      // The logout call clears the token however it ends; the effect above does the rest.
      await transport.send(logout);
    } catch {
      // SPEC §4: logout goes ahead locally whatever the platform answers.
    } finally {
      settings.current.navigate('/');
    }
  }, [transport]);

  const expire = useCallback(() => transport.tokenStore.set(null), [transport]);

  const refreshMember = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: platformKeys.call(getMemberInfo) });
  }, [queryClient]);

  const finishAfterLogin = useCallback((step: 'change-password' | 'all') => {
    setSignedIn((state) => {
      if (!state?.afterLogin) return state;
      if (step === 'all') return { ...state, afterLogin: null };
      return { ...state, afterLogin: { ...state.afterLogin, next: 'after-login-modal', changeReason: null } };
    });
  }, []);

  const memberType = member?.type ?? current?.type ?? readStoredType(storage, token);
  const afterLogin = current?.afterLogin ?? null;
  const firstLogin = current?.firstLogin ?? false;
  const session = useMemo<Session>(
    () => ({
      status: token === null ? 'anonymous' : member ? 'member' : memberQuery.isError ? 'member' : 'loading',
      token,
      member,
      isAgent: isAgentAccount(memberType),
      isTrial: isTrialAccount(memberType),
      memberType,
      firstLogin,
      signIn,
      signOut,
      refreshMember,
      expire,
      afterLogin,
      finishAfterLogin,
      navigate: (path: string) => settings.current.navigate(path),
      storage: settings.current.storage,
    }),
    [
      token,
      member,
      memberQuery.isError,
      memberType,
      firstLogin,
      signIn,
      signOut,
      refreshMember,
      expire,
      afterLogin,
      finishAfterLogin,
    ],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The current session; throws outside a {@link SessionProvider}. */
export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}

function readStoredType(storage: SessionStorageLike | null, token: string | null): number | null {
  if (!token || !storage) return null;
  const raw = storage.getItem(SESSION_KEYS.isAgent);
  const parsed = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isNaN(parsed) ? null : parsed;
}

// SPEC §3 session keys: the user info beside the token (which the token store keeps); never the password (DESIGN.md).
function writeSignedInKeys(storage: SessionStorageLike, value: SessionValue): void {
  if (value.type !== undefined) storage.setItem(SESSION_KEYS.isAgent, String(value.type));
  if (value.account) {
    storage.setItem(SESSION_KEYS.account, value.account);
    storage.setItem(SESSION_KEYS.username, value.account);
  }
  if (value.nickname) storage.setItem(SESSION_KEYS.nickname, value.nickname);
}

function writeMember(storage: SessionStorageLike | null, member: MemberInfo): void {
  if (!storage) return;
  storage.setItem(SESSION_KEYS.isAgent, String(member.type));
  storage.setItem(SESSION_KEYS.account, member.account);
  storage.setItem(SESSION_KEYS.customerId, String(member.id));
  storage.setItem(SESSION_KEYS.memberLabel, JSON.stringify(member.memberLabel.map((label) => label.labelName)));
}
