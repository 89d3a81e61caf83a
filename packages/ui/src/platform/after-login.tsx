import type { MemberInfo, SessionValue } from '@lobbykit/api-client';
import { type AfterLoginPlan, type LoginType, planAfterLogin } from '@lobbykit/domain';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useSessionToken } from './call-hooks';
import { AfterLoginContext, PlanContext } from './session-hooks';

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

/** What the last login left to do, for the dialogs that do it (SPEC §4). */
export interface AfterLogin {
  /** The steps left; null when nothing is (or the session was not opened by a login here). */
  steps: AfterLoginSteps | null;
  /** This session began with the account's first login (popup notices F). */
  firstLogin: boolean;
  /** Marks the steps done (or moves past the forced change). */
  finish(step: 'change-password' | 'all'): void;
}

/** The settings of the after-login plan (SPEC §4, §9). */
export interface AfterLoginSettings {
  /** The brand's default password, for the forced change (SPEC §4, §9). */
  defaultPassword?: string | null;
  /** Password expiry is enforced (module PWDEXPFORCECHANGE3). */
  expiryEnforced?: boolean;
  /** Agent policy is on (module AGENTPOLICY3): contracts are fetched after login. */
  agentPolicy?: boolean;
  /** The first-login action (SPEC §4); runs once after an account's first login. */
  onFirstLogin?: (member: MemberInfo | null) => void;
}

/** Plans what follows a login that opened `value`'s session; `member` is its member info, if it came. */
export type PlanAfterLogin = (value: SessionValue, options: SignInOptions, member: MemberInfo | null) => void;

/** What a login planned, for its token: a new or no token leaves it behind without a reset. */
type Planned = { token: string; firstLogin: boolean; steps: AfterLoginSteps | null };

/**
 * Holds the after-login plan (SPEC §4): the forced password change, then the popup notices, and whether this was
 * the account's first login. A sign-in plans it; the dialogs that carry it out read it with {@link useAfterLogin}.
 */
export function AfterLoginProvider({
  defaultPassword = '123456',
  expiryEnforced = false,
  agentPolicy = false,
  onFirstLogin,
  children,
}: AfterLoginSettings & { children?: ReactNode }) {
  const token = useSessionToken();
  const [planned, setPlanned] = useState<Planned | null>(null);
  const settings = useRef({ defaultPassword, expiryEnforced, agentPolicy, onFirstLogin });
  settings.current = { defaultPassword, expiryEnforced, agentPolicy, onFirstLogin };

  const plan = useCallback<PlanAfterLogin>((value, options, member) => {
    const { defaultPassword: secret, expiryEnforced: enforced } = settings.current;
    const loginType: LoginType = options.loginType === 'freeplay' ? 'username' : options.loginType;
    const next = planAfterLogin({
      firstTimeLogin: value.firstTimeLogin,
      // The member query's type only: the login answer's own `type` is not a second source of it.
      memberType: member?.type ?? null,
      agentPolicy: settings.current.agentPolicy,
      passwordCheck: {
        password: options.loginType === 'freeplay' ? null : options.password,
        defaultPassword: secret,
        passwordExpired: value.passwordExpired,
        expiryEnforced: enforced,
        loginType,
      },
    });
    const isDefault = Boolean(secret) && options.password === secret;
    const changeReason = next.next === 'change-password' ? (isDefault ? 'default-password' : 'expired') : null;
    setPlanned({ token: value.token, firstLogin: value.firstTimeLogin, steps: { ...next, changeReason } });
    if (next.firstLogin) settings.current.onFirstLogin?.(member);
  }, []);

  const finish = useCallback((step: 'change-password' | 'all') => {
    setPlanned((state) => {
      if (!state?.steps) return state;
      if (step === 'all') return { ...state, steps: null };
      return { ...state, steps: { ...state.steps, next: 'after-login-modal', changeReason: null } };
    });
  }, []);

  const current = planned?.token === token ? planned : null;
  const steps = current?.steps ?? null;
  const firstLogin = current?.firstLogin ?? false;
  const afterLogin = useMemo<AfterLogin>(() => ({ steps, firstLogin, finish }), [steps, firstLogin, finish]);
  return (
    <PlanContext value={plan}>
      <AfterLoginContext value={afterLogin}>{children}</AfterLoginContext>
    </PlanContext>
  );
}
