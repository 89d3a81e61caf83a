import { checkCentreAccess } from '@lobbykit/domain';
import { useEffect } from 'react';
import { useAuthDialogs } from '../../platform/auth-dialogs-context';
import { useSessionToken } from '../../platform/call-hooks';
import { useAccountKind, useSessionStatus } from '../../platform/session-hooks';

/** Whether the agent centre opens: yes, not yet known, or refused to a non-agent ('Non-agents cannot log in'). */
export type AgentCentreAccess = 'allowed' | 'undecided' | 'not-agent' | 'login';

/**
 * Who may open the agent centre (SPEC §4, §6): an agent (member type 1, 2, 41, 42). A visitor gets the login popup
 * and `onRefused` closes the centre; anyone else is 'not-agent', for the centre to say so. While a stored session's
 * member type is still unknown the answer is 'undecided' and nothing is refused yet.
 */
export function useAgentCentreGate(open: boolean, onRefused: () => void): AgentCentreAccess {
  const token = useSessionToken();
  const status = useSessionStatus();
  const { memberType } = useAccountKind();
  const dialogs = useAuthDialogs();
  const undecided = !open || (status === 'loading' && memberType === null);
  const access = undecided ? null : checkCentreAccess('agent', { token, isAgent: memberType });
  const decision: AgentCentreAccess =
    access === null ? 'undecided' : access.allowed ? 'allowed' : 'action' in access ? 'login' : 'not-agent';
  useEffect(() => {
    if (decision !== 'login') return;
    dialogs.open('login');
    onRefused();
  }, [decision, dialogs.open, onRefused]);
  return decision;
}
