import { isPlatformError, type MemberInfo, platformKeys, type SessionValue } from '@lobbykit/api-client';
import {
  type AfterLoginPlan,
  clearSessionOnLogout,
  isAgentAccount,
  isTrialAccount,
  type LoginType,
  planAfterLogin,
  SESSION_KEYS,
} from '@lobbykit/domain';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePlatform } from '../platform/platform-provider';

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
  /** Forgets the session without calling the platform: the token expired or was refused. */
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

const SessionContext = createContext<Session | null>(null);

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

/** Holds the session: the token from the client's token store, member info, sign in and out (SPEC §3, §4). */
export function SessionProvider({
  storage = browserSessionStorage(),
  navigate = pushPath,
  defaultPassword = '123456',
  expiryEnforced = false,
  agentPolicy = false,
  onFirstLogin,
  children,
}: SessionProviderProps) {
  const { client, queries } = usePlatform();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => client.tokenStore.get());
  const [signedInType, setSignedInType] = useState<number | null>(() => readStoredType(storage, token));
  const [firstLogin, setFirstLogin] = useState(false);
  const [afterLogin, setAfterLogin] = useState<AfterLoginSteps | null>(null);
  const settings = useRef({ defaultPassword, expiryEnforced, agentPolicy, onFirstLogin, storage, navigate });
  settings.current = { defaultPassword, expiryEnforced, agentPolicy, onFirstLogin, storage, navigate };

  const memberQuery = useQuery({ ...queries.getMemberInfo(), enabled: token !== null });
  const member = token ? (memberQuery.data ?? null) : null;

  const forget = useCallback(() => {
    client.tokenStore.set(null);
    const store = settings.current.storage;
    if (store) clearSessionOnLogout(store);
    setToken(null);
    setSignedInType(null);
    setFirstLogin(false);
    setAfterLogin(null);
    queryClient.removeQueries({ queryKey: platformKeys.scope('member') });
  }, [client, queryClient]);

  // A 401 anywhere (SPEC §8 session expired): the client already dropped the token; the session follows.
  useEffect(
    () => watchSessionExpiry(queryClient, () => client.tokenStore.get() === null && forget()),
    [client, queryClient, forget],
  );

  useEffect(() => {
    if (member) writeMember(settings.current.storage, member);
  }, [member]);

  const signIn = useCallback(
    async (value: SessionValue, options: SignInOptions) => {
      const { storage: store, defaultPassword: secret, expiryEnforced: enforced } = settings.current;
      client.tokenStore.set(value.token);
      if (store) writeSessionValue(store, value);
      setSignedInType(value.type ?? null);
      setFirstLogin(value.firstTimeLogin);
      setToken(value.token);
      const info = await queryClient.fetchQuery(queries.getMemberInfo()).catch(() => null);
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
      setAfterLogin({
        ...plan,
        changeReason: plan.next === 'change-password' ? (isDefault ? 'default-password' : 'expired') : null,
      });
      if (plan.firstLogin) settings.current.onFirstLogin?.(info);
    },
    [client, queryClient, queries],
  );

  const signOut = useCallback(async () => {
    try {
      await client.logout({});
    } catch {
      // SPEC §4: logout goes ahead locally whatever the platform answers.
    } finally {
      forget();
      settings.current.navigate('/');
    }
  }, [client, forget]);

  const refreshMember = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: platformKeys.call('getMemberInfo') });
  }, [queryClient]);

  const finishAfterLogin = useCallback((step: 'change-password' | 'all') => {
    setAfterLogin((current) => {
      if (!current || step === 'all') return null;
      return { ...current, next: 'after-login-modal', changeReason: null };
    });
  }, []);

  const memberType = member?.type ?? signedInType;
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
      expire: forget,
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
      forget,
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

function watchSessionExpiry(queryClient: QueryClient, onExpired: () => void): () => void {
  const onError = (error: unknown) => {
    if (isPlatformError(error, 'session-expired')) onExpired();
  };
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
  };
}

function readStoredType(storage: SessionStorageLike | null, token: string | null): number | null {
  if (!token || !storage) return null;
  const raw = storage.getItem(SESSION_KEYS.isAgent);
  const parsed = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isNaN(parsed) ? null : parsed;
}

// SPEC §3 session keys: token and user info; the password is never among them (DESIGN.md).
function writeSessionValue(storage: SessionStorageLike, value: SessionValue): void {
  storage.setItem(SESSION_KEYS.token, value.token);
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
