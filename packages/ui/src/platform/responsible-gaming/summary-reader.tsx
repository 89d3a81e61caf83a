import { callQuery, getSessionSummary, isPlatformError, type SessionSummary } from '@lobbykit/api-client';
import { type QueryFunction, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useClock } from '../clock-provider';
import { usePlatform } from '../platform-provider';

// The summary is read again this often in the background; the game page's bar and the reality check ask sooner.
const SUMMARY_REFRESH_MS = 60_000;

/** One read of the summary, with this page's clock when it was sent and when its answer came. */
export type TimedSummary = { summary: SessionSummary; sentAt: number; receivedAt: number };

/** What the summary reader reports to the playing session: each read, and how to read again. */
export type SummaryReaderProps = {
  onSummary: (read: TimedSummary | null) => void;
  onRefetch: (refetch: () => void) => void;
  /** The platform refused the read because the session reached its time limit (it has ended the session). */
  onTimeLimitEnded: () => void;
};

const TIME_LIMIT_ENDED = 'session_time_limit_ended';

/**
 * Reads the playing session's summary for `PlaySessionProvider`: a chunk of its own, loaded once a member's session
 * exists, so a visitor's first paint carries neither the call nor its schema. Each read keeps the page clock's
 * readings around it, so the session can tell the platform's time from a read that took long.
 */
export default function SummaryReader({ onSummary, onRefetch, onTimeLimitEnded }: SummaryReaderProps) {
  const { transport } = usePlatform();
  const clock = useClock();
  const { queryKey, queryFn, ...policy } = callQuery(transport, getSessionSummary);
  const read = queryFn as QueryFunction<SessionSummary>;
  // Told from the read itself: the refusal clears the session, which unmounts this reader before its error renders.
  const timeLimitEnded = useRef(onTimeLimitEnded);
  timeLimitEnded.current = onTimeLimitEnded;
  const query = useQuery({
    ...(policy as object),
    // Its own key under the call's: a money action's invalidation of the summary still reaches it.
    queryKey: [...queryKey, 'timed'],
    queryFn: async (context): Promise<TimedSummary> => {
      const sentAt = clock();
      try {
        const summary = await read(context);
        return { summary, sentAt, receivedAt: clock() };
      } catch (error) {
        if (isPlatformError(error) && error.messageKey === TIME_LIMIT_ENDED) timeLimitEnded.current();
        throw error;
      }
    },
    refetchInterval: SUMMARY_REFRESH_MS,
  });
  const { data, refetch } = query;
  useEffect(() => onSummary(data ?? null), [data, onSummary]);
  useEffect(() => onRefetch(() => void refetch()), [refetch, onRefetch]);
  return null;
}
