import { getSessionSummary, type SessionSummary } from '@lobbykit/api-client';
import { useEffect } from 'react';
import { useCallQuery } from '../call-hooks';

// The summary is read again this often in the background; the game page's bar and the reality check ask sooner.
const SUMMARY_REFRESH_MS = 60_000;

/** What the summary reader reports to the playing session: the platform's summary, and how to read it again. */
export type SummaryReaderProps = {
  onSummary: (summary: SessionSummary | null) => void;
  onRefetch: (refetch: () => void) => void;
};

/**
 * Reads the playing session's summary for `PlaySessionProvider`: a chunk of its own, loaded once a member's session
 * exists, so a visitor's first paint carries neither the call nor its schema.
 */
export default function SummaryReader({ onSummary, onRefetch }: SummaryReaderProps) {
  const query = useCallQuery(getSessionSummary, undefined, { refetchInterval: SUMMARY_REFRESH_MS });
  const { data, refetch } = query;
  useEffect(() => onSummary(data ?? null), [data, onSummary]);
  useEffect(() => onRefetch(() => void refetch()), [refetch, onRefetch]);
  return null;
}
