/** Where a session's last answer to the reality check is kept: with the session's start, so a new session starts over. */
export const REALITY_CHECK_ANSWER_KEY = 'realityCheckAnswered';

/** The stored form of an answer at `at` (platform ms) in the session that started at `startedAt`. */
export const realityCheckAnswer = (startedAt: number, at: number) => `${startedAt}:${at}`;

/** The moment of the last answer, if it belongs to the session that started at `startedAt`. */
export function readRealityCheckAnswer(stored: string | null, startedAt: number): number | null {
  const [session, at] = (stored ?? '').split(':').map(Number);
  return session === startedAt && at !== undefined && Number.isFinite(at) ? at : null;
}
