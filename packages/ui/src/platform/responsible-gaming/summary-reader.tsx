import { callQuery, getSessionSummary, isPlatformError, type SessionSummary } from '@lobbykit/api-client';
import { nextRealityCheckAt } from '@lobbykit/domain';
import { type QueryFunction, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useClock } from '../clock-provider';
import { usePlatform } from '../platform-provider';
import { useSessionStorage } from '../session-storage';
import { REALITY_CHECK_ANSWER_KEY, readRealityCheckAnswer, realityCheckAnswer } from './reality-check-schedule';

// The summary is read again this often in the background; the game page's bar and the reality check ask sooner.
const SUMMARY_REFRESH_MS = 60_000;
// How often the schedule reads the clock: a story's or a test's clock moved on is seen within this.
const SCHEDULE_TICK_MS = 250;
// A read whose answer took longer than this says little about the platform's time now (the page's clock may have
// moved on, or been moved, while it was on its way): the offset of the last quick read stays.
const TRUSTED_ROUND_TRIP_MS = 5_000;
const TIME_LIMIT_ENDED = 'session_time_limit_ended';

/** The last summary, and the platform clock's lead over the page's as the last quick read measured it. */
export type KnownSummary = { summary: SessionSummary; offset: number };
/** What the playing session asks of the reader. */
export type SessionControls = { refetch(): void; continuePlaying(): void };

/** What the summary reader tells the playing session. */
export type SummaryReaderProps = {
  onKnown: (known: KnownSummary | null) => void;
  /** Whether a reality check is due now. */
  onDue: (due: boolean) => void;
  /** The session reached its time limit (on the clock, or the platform refused a read for it and ended it). */
  onTimeUp: () => void;
  onControls: (controls: SessionControls) => void;
};

type TimedSummary = { summary: SessionSummary; sentAt: number; receivedAt: number };

function knowRead(known: KnownSummary | null, { summary, sentAt, receivedAt }: TimedSummary): KnownSummary {
  const trusted = known === null || receivedAt - sentAt <= TRUSTED_ROUND_TRIP_MS;
  return { summary, offset: trusted ? summary.now - (sentAt + receivedAt) / 2 : known.offset };
}

/**
 * Reads the playing session's summary for `PlaySessionProvider` and keeps its reality-check schedule: a chunk of its
 * own, loaded once a member's session exists, so a visitor's first paint carries neither the call, its schema nor
 * the schedule. Each read keeps the page clock's readings around it, so a slow read cannot shift the platform's time.
 */
export default function SummaryReader({ onKnown, onDue, onTimeUp, onControls }: SummaryReaderProps) {
  const { transport } = usePlatform();
  const clock = useClock();
  const storage = useSessionStorage();
  const { queryKey, queryFn, ...policy } = callQuery(transport, getSessionSummary);
  const read = queryFn as QueryFunction<SessionSummary>;
  // Told from the read itself: the refusal clears the session, which unmounts this reader before its error renders.
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;
  const { data, refetch } = useQuery({
    ...(policy as object),
    // Its own key under the call's: a money action's invalidation of the summary still reaches it.
    queryKey: [...queryKey, 'timed'],
    queryFn: async (context): Promise<TimedSummary> => {
      const sentAt = clock();
      try {
        const summary = await read(context);
        return { summary, sentAt, receivedAt: clock() };
      } catch (error) {
        if (isPlatformError(error) && error.messageKey === TIME_LIMIT_ENDED) timeUp.current();
        throw error;
      }
    },
    refetchInterval: SUMMARY_REFRESH_MS,
  });
  const last = useRef<KnownSummary | null>(null);
  const known = useMemo(() => {
    last.current = data ? knowRead(last.current, data) : null;
    return last.current;
  }, [data]);
  useEffect(() => onKnown(known), [known, onKnown]);

  const offset = known?.offset ?? 0;
  const platformNow = useCallback(() => clock() + offset, [clock, offset]);
  const startedAt = known?.summary.startedAt ?? null;
  // The last answer of this session: the one given here, else the one kept from before a reload.
  const [answered, setAnswered] = useState<{ startedAt: number; at: number } | null>(null);
  const answeredAt =
    startedAt === null
      ? null
      : answered?.startedAt === startedAt
        ? answered.at
        : readRealityCheckAnswer(storage?.getItem(REALITY_CHECK_ANSWER_KEY) ?? null, startedAt);
  const dueAt =
    startedAt === null ? null : nextRealityCheckAt(startedAt, known?.summary.realityCheckMinutes ?? null, answeredAt);
  const endsAt = known?.summary.endsAt ?? null;

  useEffect(() => {
    if (dueAt === null && endsAt === null) {
      onDue(false);
      return;
    }
    const check = () => {
      const now = platformNow();
      onDue(dueAt !== null && now >= dueAt);
      if (endsAt !== null && now >= endsAt) onTimeUp();
    };
    check();
    const timer = setInterval(check, SCHEDULE_TICK_MS);
    return () => clearInterval(timer);
  }, [dueAt, endsAt, platformNow, onDue, onTimeUp]);
  // A session that ends takes its due check with it.
  useEffect(() => () => onDue(false), [onDue]);

  const continuePlaying = useCallback(() => {
    if (startedAt === null) return;
    const at = platformNow();
    storage?.setItem(REALITY_CHECK_ANSWER_KEY, realityCheckAnswer(startedAt, at));
    setAnswered({ startedAt, at });
    onDue(false);
  }, [startedAt, platformNow, storage, onDue]);
  // `refetch` itself, not a wrapper: it keeps its identity, so a screen that reads again when it changes cannot loop.
  useEffect(() => onControls({ refetch, continuePlaying }), [refetch, continuePlaying, onControls]);
  return null;
}
