import { getMemberInfo, type MemberInfo } from '@lobbykit/api-client';
import { isAgentAccount, isTrialAccount, memberSessionEntries, storeSessionEntries } from '@lobbykit/domain';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useCallQuery, useSessionToken } from './call-hooks';
import { AccountKindContext, MemberContext, StatusContext } from './session-hooks';
import { useSessionStorage } from './session-storage';

/** Where the session stands: no token, a token whose member info is on its way, or a member (SPEC §4). */
export type SessionStatus = 'anonymous' | 'loading' | 'member';

/** What kind of account is signed in, from the member type of its member info (SPEC §4, §6). */
export interface AccountKind {
  /** The raw member type, as sessionStorage `isAgent` keeps it; null while unknown or for a visitor. */
  memberType: number | null;
  /** An agent type (1, 2, 41, 42): the agent centre is theirs. */
  isAgent: boolean;
  /** The trial type 4: refused the member centre and gated actions ('need a real account'). */
  isTrial: boolean;
}

/**
 * The account kind of a member info's type: the one place the ui turns a member type into agent or trial (SPEC §4,
 * §6). The member query is its only source; neither the login answer nor sessionStorage `isAgent` stands in for it.
 */
export function accountKindOf(memberType: MemberInfo['type'] | null | undefined): AccountKind {
  const type = memberType ?? null;
  return { memberType: type, isAgent: isAgentAccount(type), isTrial: isTrialAccount(type) };
}

/**
 * Gives the member query's answer to the screens in three parts — the status, the member, the account kind — so
 * each re-renders only when its part changes (a new balance or a closed popup changes none). The member keys of
 * sessionStorage are written here and nowhere else, from the member info (PLATFORM-FACTS §5.1).
 */
export function MemberStateProvider({ children }: { children?: ReactNode }) {
  const token = useSessionToken();
  const query = useCallQuery(getMemberInfo);
  const member = token ? (query.data ?? null) : null;
  // A member info that cannot be read leaves a usable session, whose screens say what failed (SPEC §8).
  const status: SessionStatus = token === null ? 'anonymous' : member || query.isError ? 'member' : 'loading';
  const memberType = member?.type ?? null;
  // Keyed on the type alone: a member info refetched with the same type keeps the same kind, and its readers still.
  const kind = useMemo(() => accountKindOf(memberType), [memberType]);
  const storage = useSessionStorage();
  useEffect(() => {
    if (member) storeSessionEntries(storage, memberSessionEntries(member));
  }, [member, storage]);

  return (
    <StatusContext value={status}>
      <MemberContext value={member}>
        <AccountKindContext value={kind}>{children}</AccountKindContext>
      </MemberContext>
    </StatusContext>
  );
}
