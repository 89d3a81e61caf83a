/**
 * A clock that starts at `start` and then runs as real time does: a sandbox seeded on it holds the same world on
 * every day it is started, and its calls still see time pass (throttles, time-outs, sessions).
 */
export function clockFrom(start: number, realNow: () => number = Date.now): () => number {
  const startedAt = realNow();
  return () => start + (realNow() - startedAt);
}
