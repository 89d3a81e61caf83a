import { gateAction, type MemberCentrePage } from '@lobbykit/domain';
import { useEffect } from 'react';
import { useAuthDialogs } from '../../platform/auth-dialogs-context';
import { useSessionToken } from '../../platform/call-hooks';
import { useAccountKind, useSessionStatus } from '../../platform/session-hooks';

/**
 * Whether the member centre may show the page an address asks for (SPEC §4, §6): a visitor gets the login popup and
 * a trial account 'need a real account', and `onRefused` drops the page from the address. While a stored session's
 * member type is still unknown, the answer is false and nothing is refused yet.
 */
export function useMemberCentreGate(page: MemberCentrePage | null, onRefused: () => void): boolean {
  const token = useSessionToken();
  const status = useSessionStatus();
  const { memberType } = useAccountKind();
  const dialogs = useAuthDialogs();
  const undecided = status === 'loading' && memberType === null;
  const decision = page === null || undecided ? null : gateAction({ token, isAgent: memberType });
  useEffect(() => {
    if (decision === null || decision === 'allowed') return;
    dialogs.open(decision === 'login' ? 'login' : 'need-real-account');
    onRefused();
  }, [decision, dialogs.open, onRefused]);
  return decision === 'allowed';
}
