import type { SessionSummary } from '@lobbykit/api-client';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { useClock } from '../clock-provider';
import { lazyChunk } from '../lazy-route';
import { useAccountKind, useSessionStatus } from '../session-hooks';
import type { KnownSummary, SessionControls, SummaryReaderProps } from './summary-reader';

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

// The reader (the call, its schema and the reality check's schedule) loads once a member plays, not with a
// visitor's first paint; it draws nothing.
const SummaryReader = /* @__PURE__ */ lazyChunk<SummaryReaderProps>(() => import('./summary-reader'), {
  loading: () => null,
  failed: () => null,
});
// How often a screen showing the session's time re-reads it.
const TICK_MS = 250;
const nothing = () => undefined;
const IDLE: SessionControls = { refetch: nothing, continuePlaying: nothing };

/**
 * Keeps the playing session for every screen: the platform's summary (start, elapsed time, bets, wins, net, reality
 * check interval) and whether a reality check is due or the session's time is up, on the platform's clock read
 * through the nearest `ClockProvider` clock, so a story or a test moves time instead of waiting. The schedule itself
 * runs in the summary reader while a member plays: a check falls due one interval after the session's start or the
 * last answer (the domain's `nextRealityCheckAt`), even inside a game, and the answer is kept in the session's
 * storage, so a reload does not ask again.
 */
export function PlaySessionProvider({ children }: { children?: ReactNode }) {
  const status = useSessionStatus();
  const { isTrial } = useAccountKind();
  const clock = useClock();
  const playing = status === 'member' && !isTrial;
  const [known, setKnown] = useState<KnownSummary | null>(null);
  const [due, setDue] = useState(false);
  // Kept once reached: the session's end clears the summary, not the player's need to hear why it ended.
  const [timeUp, setTimeUp] = useState(false);
  const [controls, setControls] = useState(IDLE);
  const onTimeUp = useCallback(() => setTimeUp(true), []);
  const summary = playing ? (known?.summary ?? null) : null;
  // The platform's clock may differ from this one (a sandbox's can be moved): it runs at the measured offset.
  const offset = known?.offset ?? 0;
  const platformNow = useCallback(() => clock() + offset, [clock, offset]);
  const acknowledgeSessionEnd = useCallback(() => setTimeUp(false), []);

  const value = useMemo<PlaySession>(
    () => ({
      summary,
      platformNow,
      realityCheckDue: playing && due && !timeUp,
      sessionTimeUp: timeUp,
      acknowledgeSessionEnd,
      continuePlaying: controls.continuePlaying,
      refresh: controls.refetch,
    }),
    [summary, platformNow, playing, due, timeUp, controls, acknowledgeSessionEnd],
  );
  return (
    <PlaySessionContext value={value}>
      {playing ? (
        <SummaryReader onKnown={setKnown} onDue={setDue} onTimeUp={onTimeUp} onControls={setControls} />
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
  acknowledgeSessionEnd: nothing,
  continuePlaying: nothing,
  refresh: nothing,
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
    const timer = setInterval(() => setTick((tick) => tick + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [live, summary]);
  if (!summary) return null;
  return Math.max(0, Math.floor((platformNow() - summary.startedAt) / 1000));
}
