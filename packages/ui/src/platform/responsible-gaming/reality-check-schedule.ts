/**
 * When the next reality check falls due, on the platform's clock: at whole intervals from the session's start (30,
 * 60, 90 minutes…), the first one after the last answer. `null` when the check is off.
 */
export function nextRealityCheckAt(
  startedAt: number,
  intervalMinutes: number | null,
  answeredAt: number | null,
): number | null {
  if (intervalMinutes === null || intervalMinutes <= 0) return null;
  const interval = intervalMinutes * 60_000;
  const since = Math.max(0, (answeredAt ?? startedAt) - startedAt);
  return startedAt + (Math.floor(since / interval) + 1) * interval;
}

/** Where a session's last answer to the reality check is kept: by the session's start, so a new session starts over. */
export const REALITY_CHECK_ANSWER_KEY = 'realityCheckAnswered';

/** The moment of the last answer, if it belongs to the session that started at `startedAt`. */
export function readRealityCheckAnswer(stored: string | null, startedAt: number): number | null {
  const [session, at] = (stored ?? '').split(':').map(Number);
  return session === startedAt && Number.isFinite(at) ? (at ?? null) : null;
}
