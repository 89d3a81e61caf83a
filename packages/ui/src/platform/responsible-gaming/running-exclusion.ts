import { getPlayerProtection, type PlayerProtection } from '@lobbykit/api-client';
import { useCallQuery } from '../call-hooks';
import { useSession } from '../session-provider';

/**
 * The member's running time-out or self-exclusion, for what must stop while one runs (marketing pop-ups):
 * `known` is false while a member's protection state is on its way, so a caller can wait rather than show something
 * it must not. A visitor or a trial account has none; so has a member whose platform refuses the read (a platform
 * without these tools keeps no exclusions).
 */
export function useRunningExclusion(): { known: boolean; exclusion: PlayerProtection['exclusion'] } {
  const session = useSession();
  const member = session.status === 'member' && !session.isTrial;
  const protection = useCallQuery(getPlayerProtection, undefined, { enabled: member });
  if (!member) return { known: session.status !== 'loading', exclusion: null };
  return { known: protection.data !== undefined || protection.isError, exclusion: protection.data?.exclusion ?? null };
}
