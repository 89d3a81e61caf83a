import { callQuery, getMemberInfo, logout, platformKeys, type SessionValue } from '@lobbykit/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef } from 'react';
import type { SignInOptions } from './after-login';
import { useSiteNavigate } from './nav-link';
import { usePlatform } from './platform-provider';
import { SessionActionsContext, usePlanAfterLogin } from './session-hooks';

/** What a screen does to the session; the same functions for the provider's whole life. */
export interface SessionActions {
  /** Takes the session a login, registration or free play opened: fetches member info and plans the next steps. */
  signIn(value: SessionValue, options: SignInOptions): Promise<void>;
  /** Calls logout, clears sessionStorage except the merchant keys, drops member data and goes to '/'. */
  signOut(): Promise<void>;
  /** Fetches member info again (after a password change, say). */
  refreshMember(): Promise<void>;
  /** Forgets the session without calling the platform (the token expired or was refused): clears the token store. */
  expire(): void;
}

/**
 * The session's actions. None of them holds the session: the token goes into and out of the transport's token
 * store (the login and logout calls do that), the member comes from the member query, the plan goes to the
 * after-login provider. So they never change, and a screen that only acts never re-renders for the session.
 */
export function SessionActionsProvider({ children }: { children?: ReactNode }) {
  const { transport } = usePlatform();
  const queryClient = useQueryClient();
  const plan = usePlanAfterLogin();
  const siteNavigate = useSiteNavigate();
  // The router's latest navigate, without making the actions new when it changes.
  const navigate = useRef(siteNavigate);
  navigate.current = siteNavigate;

  const actions = useMemo<SessionActions>(
    () => ({
      async signIn(value, options) {
        const member = await queryClient.fetchQuery(callQuery(transport, getMemberInfo)).catch(() => null);
        plan(value, options, member);
      },
      async signOut() {
        try {
          // The logout call clears the token however it ends; the session's end follows from that.
          await transport.send(logout);
        } catch {
          // SPEC §4: logout goes ahead locally whatever the platform answers.
        } finally {
          navigate.current('/');
        }
      },
      async refreshMember() {
        await queryClient.invalidateQueries({ queryKey: platformKeys.call(getMemberInfo) });
      },
      expire: () => transport.tokenStore.set(null),
    }),
    [transport, queryClient, plan],
  );
  return <SessionActionsContext value={actions}>{children}</SessionActionsContext>;
}
