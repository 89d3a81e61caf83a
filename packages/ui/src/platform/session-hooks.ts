import type { MemberInfo } from '@lobbykit/api-client';
import { createContext, use } from 'react';
import type { AfterLogin, PlanAfterLogin } from './after-login';
import type { AccountKind, SessionStatus } from './member-state';
import type { SessionActions } from './session-actions';

// What the session's providers give and the screens read, one part per context: a screen that reads one part
// re-renders only when that part changes. The providers (member-state, after-login, session-actions) fill them.
export const StatusContext = /* @__PURE__ */ createContext<SessionStatus | undefined>(undefined);
export const MemberContext = /* @__PURE__ */ createContext<MemberInfo | null | undefined>(undefined);
export const AccountKindContext = /* @__PURE__ */ createContext<AccountKind | undefined>(undefined);
export const SessionActionsContext = /* @__PURE__ */ createContext<SessionActions | undefined>(undefined);
export const AfterLoginContext = /* @__PURE__ */ createContext<AfterLogin | undefined>(undefined);
export const PlanContext = /* @__PURE__ */ createContext<PlanAfterLogin | undefined>(undefined);

function given<T>(value: T | undefined, hook: string): T {
  if (value === undefined) throw new Error(`${hook} needs a <SessionProvider> above it`);
  return value;
}

/** Where the session stands (SPEC §4); throws outside a SessionProvider. */
export function useSessionStatus(): SessionStatus {
  return given(use(StatusContext), 'useSessionStatus');
}

/** The signed-in member's info (SPEC §3), or null for a visitor or while it loads; throws outside a SessionProvider. */
export function useMember(): MemberInfo | null {
  return given(use(MemberContext), 'useMember');
}

/** The signed-in account's kind: member type, agent, trial (SPEC §4, §6); throws outside a SessionProvider. */
export function useAccountKind(): AccountKind {
  return given(use(AccountKindContext), 'useAccountKind');
}

/** The session's actions — sign in, sign out, expire, refresh the member — without reading any session state. */
export function useSessionActions(): SessionActions {
  return given(use(SessionActionsContext), 'useSessionActions');
}

/** What the last login left to do (SPEC §4); throws outside a SessionProvider. */
export function useAfterLogin(): AfterLogin {
  return given(use(AfterLoginContext), 'useAfterLogin');
}

/** The sign-in's way to plan the after-login steps; stable for the provider's life. */
export function usePlanAfterLogin(): PlanAfterLogin {
  return given(use(PlanContext), 'usePlanAfterLogin');
}
