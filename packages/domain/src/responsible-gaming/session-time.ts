const MINUTE_MS = 60_000;

/** When a session with a time limit ends; null without a limit. */
export function sessionEndsAt(startedAt: number, limitMinutes: number | null): number | null {
  return limitMinutes === null ? null : startedAt + limitMinutes * MINUTE_MS;
}

/** Whether a session has reached its time limit at `now`. */
export function isSessionTimeUp(startedAt: number, limitMinutes: number | null, now: number): boolean {
  const endsAt = sessionEndsAt(startedAt, limitMinutes);
  return endsAt !== null && now >= endsAt;
}

/**
 * When the next reality check is due: one interval after the later of the session's start and the player's last
 * answer, so the time the dialog stood open is not counted against the next interval; null when it is off.
 */
export function nextRealityCheckAt(
  startedAt: number,
  intervalMinutes: number | null,
  lastAnsweredAt: number | null = null,
): number | null {
  if (intervalMinutes === null) return null;
  return Math.max(startedAt, lastAnsweredAt ?? startedAt) + intervalMinutes * MINUTE_MS;
}

/** Whether a reality check is due at `now`. */
export function isRealityCheckDue(
  startedAt: number,
  intervalMinutes: number | null,
  lastAnsweredAt: number | null,
  now: number,
): boolean {
  const due = nextRealityCheckAt(startedAt, intervalMinutes, lastAnsweredAt);
  return due !== null && now >= due;
}

/** Elapsed time as hours, minutes and seconds, for a clock such as `1:05:09`. */
export function splitElapsed(elapsedMs: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(elapsedMs / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** A session's net result for the player: wins less bets (below zero is a loss). */
export function sessionNet(bets: bigint, wins: bigint): bigint {
  return wins - bets;
}
