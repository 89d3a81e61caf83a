/** A clock that says where it started: a sandbox on it seeds its world at `start`, whenever its first request comes. */
export interface StartedClock {
  (): number;
  readonly start: number;
}

/**
 * A clock that starts at `start` and then runs as real time does: a sandbox on it seeds its world at `start`, so it
 * holds the same world on every day it is started (and shares it with every sandbox seeded at that moment), and
 * its calls still see time pass (throttles, time-outs, sessions).
 */
export function clockFrom(start: number, realNow: () => number = Date.now): StartedClock {
  const startedAt = realNow();
  return Object.assign(() => start + (realNow() - startedAt), { start });
}

/** Where a clock started, if it says. */
export const startOf = (clock: () => number): number | undefined =>
  'start' in clock && typeof clock.start === 'number' ? clock.start : undefined;
