import { getPlayerProtection, type PlayerProtection } from '@lobbykit/api-client';
import { useEffect } from 'react';
import { useCallQuery } from '../call-hooks';

/** What the exclusion reader reports: whether the member's protection state is known, and its running exclusion. */
export type ExclusionReaderProps = {
  onRead: (read: { known: boolean; exclusion: PlayerProtection['exclusion'] }) => void;
};

/**
 * Reads a member's protection state for `useRunningExclusion`: a chunk of its own, so a visitor's first paint carries
 * neither the call nor its schema. A platform that refuses the read keeps no exclusions (it has none of these tools).
 */
export default function ExclusionReader({ onRead }: ExclusionReaderProps) {
  const protection = useCallQuery(getPlayerProtection);
  const known = protection.data !== undefined || protection.isError;
  const exclusion = protection.data?.exclusion ?? null;
  useEffect(() => onRead({ known, exclusion }), [known, exclusion, onRead]);
  return null;
}
