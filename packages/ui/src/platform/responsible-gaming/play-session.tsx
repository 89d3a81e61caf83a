import type { SessionSummary } from '@lobbykit/api-client';
import { nextRealityCheckAt } from '@lobbykit/domain';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useClock } from '../clock-provider';
import { lazyChunk } from '../lazy-route';
import { useAccountKind, useSessionStatus } from '../session-hooks';
import { useSessionStorage } from '../session-storage';
import { REALITY_CHECK_ANSWER_KEY, readRealityCheckAnswer, realityCheckAnswer } from './reality-check-schedule';
import type { SummaryReaderProps, TimedSummary } from './summary-reader';

/** The playing session as the screens see it: its summary, the platform's time, and the reality check's state. */
export type PlaySession = {
  /** The platform's summary of this session; null for a visitor, a trial account, or while it loads. */
  summary: SessionSummary | null;
  /** The platform's clock now, read from the nearest clock and the offset of the last summary. */
  platformNow: () => number;
  /** A reality check has fallen due and waits for an answer: the game behind it is paused. */
  realityCheckDue: boolean;
  /**
   * The session time limit has passed on the platform's clock (or the platform ended the session for it): the
   * session is over, and this stays true after it has gone until the player has read why.
   */
  sessionTimeUp: boolean;
  /** The player has read that the session ended at its time limit. */
  acknowledgeSessionEnd: () => void;
  /** The player answered "Continue": the next check comes at the next interval. */
  continuePlaying: () => void;
  /** Reads the summary again (fresh bets, wins and net result). */
  refresh: () => void;
};

const PlaySessionContext = /* @__PURE__ */ createContext<PlaySession | null>(null);

// The reader (the call and its schema) loads once a member plays, not with a visitor's first paint; it draws nothing.
const SummaryReader = /* @__PURE__ */ lazyChunk<SummaryReaderProps>(() => import('./summary-reader'), {
  loading: () => null,
  failed: () => null,
});
// How often the schedule reads the clock: a story's or a test's clock moved on is seen within this.
const SCHEDULE_TICK_MS = 250;
// A read whose answer took longer than this says little about the platform's time now (the page's clock may have
// moved on, or been moved, while it was on its way): the offset of the last quick read stays.
const TRUSTED_ROUND_TRIP_MS = 5_000;

/** The last summary, and the platform clock's lead over the page's as the quickest fitting read measured it. */
type KnownSummary = { summary: SessionSummary; offset: number };

function knowRead(known: KnownSummary | null, { summary, sentAt, receivedAt }: TimedSummary): KnownSummary {
  const trusted = known === null || receivedAt - sentAt <= TRUSTED_ROUND_TRIP_MS;
  return { summary, offset: trusted ? summary.now - (sentAt + receivedAt) / 2 : known.offset };
}

/**
 * Keeps the playing session for every screen: the platform's summary (start, elapsed time, bets, wins, net, reality
 * check interval) and the reality check's schedule on the platform's clock, read through the nearest `ClockProvider`
 * clock, so a story or a test moves time instead of waiting. A check falls due one interval after the session's start
 * or the last answer (the domain's `nextRealityCheckAt`), even inside a game; the answer is kept in the session's
 * storage, so a reload does not ask again.
 */
export function PlaySessionProvider({ children }: { children?: ReactNode }) {
  const status = useSessionStatus();
  const { isTrial } = useAccountKind();
  const storage = useSessionStorage();
  const clock = useClock();
  const playing = status === 'member' && !isTrial;
  const [known, setKnown] = useState<KnownSummary | null>(null);
  const onSummary = useCallback((read: TimedSummary | null) => {
    setKnown((before) => (read ? knowRead(before, read) : null));
  }, []);
  const refetchRef = useRef<() => void>(() => undefined);
  const onRefetch = useCallback((refetch: () => void) => {
    refetchRef.current = refetch;
  }, []);
  const summary = playing ? (known?.summary ?? null) : null;
  // The platform's clock may differ from this one (a sandbox's can be moved): it runs at the measured offset.
  const offset = known?.offset ?? 0;
  const platformNow = useCallback(() => clock() + offset, [clock, offset]);

  const startedAt = summary?.startedAt ?? null;
  // The last answer of this session: the one given here, else the one kept from before a reload. (A summary exists
  // only in the browser, after its read, so the storage is never read while rendering on a server.)
  const [answered, setAnswered] = useState<{ startedAt: number; at: number } | null>(null);
  const answeredAt =
    startedAt === null
      ? null
      : answered?.startedAt === startedAt
        ? answered.at
        : readRealityCheckAnswer(storage?.getItem(REALITY_CHECK_ANSWER_KEY) ?? null, startedAt);
  const dueAt =
    startedAt === null ? null : nextRealityCheckAt(startedAt, summary?.realityCheckMinutes ?? null, answeredAt);
  const endsAt = summary?.endsAt ?? null;

  const [due, setDue] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  useEffect(() => {
    if (dueAt === null && endsAt === null) {
      setDue(false);
      return;
    }
    const check = () => {
      const now = platformNow();
      setDue(dueAt !== null && now >= dueAt);
      // Kept once reached: the session's end clears the summary, not the player's need to hear why it ended.
      if (endsAt !== null && now >= endsAt) setTimeUp(true);
    };
    check();
    const timer = setInterval(check, SCHEDULE_TICK_MS);
    return () => clearInterval(timer);
  }, [dueAt, endsAt, platformNow]);

  const refresh = useCallback(() => refetchRef.current(), []);
  const endedAtTimeLimit = useCallback(() => setTimeUp(true), []);
  const acknowledgeSessionEnd = useCallback(() => setTimeUp(false), []);
  const continuePlaying = useCallback(() => {
    if (startedAt === null) return;
    const at = platformNow();
    storage?.setItem(REALITY_CHECK_ANSWER_KEY, realityCheckAnswer(startedAt, at));
    setAnswered({ startedAt, at });
    setDue(false);
  }, [startedAt, platformNow, storage]);

  const value = useMemo<PlaySession>(
    () => ({
      summary,
      platformNow,
      realityCheckDue: due && dueAt !== null && !timeUp,
      sessionTimeUp: timeUp,
      acknowledgeSessionEnd,
      continuePlaying,
      refresh,
    }),
    [summary, platformNow, due, dueAt, timeUp, continuePlaying, refresh, acknowledgeSessionEnd],
  );
  return (
    <PlaySessionContext value={value}>
      {playing ? (
        <SummaryReader onSummary={onSummary} onRefetch={onRefetch} onTimeLimitEnded={endedAtTimeLimit} />
      ) : null}
      {children}
    </PlaySessionContext>
  );
}

const NO_SESSION: PlaySession = {
  summary: null,
  platformNow: () => Date.now(),
  realityCheckDue: false,
  sessionTimeUp: false,
  acknowledgeSessionEnd: () => undefined,
  continuePlaying: () => undefined,
  refresh: () => undefined,
};

/** The playing session of the nearest {@link PlaySessionProvider}; outside one, no session and no reality check. */
export function usePlaySession(): PlaySession {
  return use(PlaySessionContext) ?? NO_SESSION;
}

/**
 * This session's elapsed seconds on the platform's clock, re-read every second while `live` (a screen that shows
 * it running), else as of the last render.
 */
export function useElapsedSeconds(live = true): number | null {
  const { summary, platformNow } = usePlaySession();
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!live || !summary) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), SCHEDULE_TICK_MS);
    return () => clearInterval(timer);
  }, [live, summary]);
  if (!summary) return null;
  return Math.max(0, Math.floor((platformNow() - summary.startedAt) / 1000));
}
