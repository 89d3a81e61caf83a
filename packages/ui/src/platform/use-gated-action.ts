import { gateAction } from '@lobbykit/domain';
import { useCallback } from 'react';
import { useAuthDialogs } from './auth-dialogs-context';
import { useSessionToken } from './call-hooks';
import { useAccountKind } from './session-hooks';

/**
 * Wraps a gated action (SPEC §4, §6): it runs for a real member, opens the login dialog for a visitor, and warns
 * a trial account that it needs a real account.
 */
export function useGatedAction(): (run: () => void) => void {
  const token = useSessionToken();
  const { memberType } = useAccountKind();
  const dialogs = useAuthDialogs();
  return useCallback(
    (run: () => void) => {
      const decision = gateAction({ token, isAgent: memberType });
      if (decision === 'allowed') run();
      else dialogs.open(decision === 'login' ? 'login' : 'need-real-account');
    },
    [token, memberType, dialogs],
  );
}
