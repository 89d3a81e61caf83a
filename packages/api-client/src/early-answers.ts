/** A read's answer as it came off the wire, before its envelope and schema are checked. */
export interface WireAnswer {
  response: Response;
  text: string;
}

/**
 * Reads started before anyone asked for them (`transport.prefetch`), kept by request until the first send of the same
 * request takes one: the site's entry module starts the first paint's calls while its chunks still load, and the
 * screens' own sends pick the answers up instead of asking again. An answer nobody took is dropped a while after it
 * arrived, so a later send asks afresh.
 */
export interface EarlyAnswers {
  keep(request: string, answer: Promise<WireAnswer>): void;
  take(request: string): Promise<WireAnswer> | undefined;
}

/** How long an early answer waits to be taken after it arrived. */
export const EARLY_ANSWER_LIFETIME_MS = 10_000;

export function createEarlyAnswers(lifetimeMs: number = EARLY_ANSWER_LIFETIME_MS): EarlyAnswers {
  const kept = new Map<string, Promise<WireAnswer>>();
  return {
    keep(request, answer) {
      kept.set(request, answer);
      const drop = () => {
        setTimeout(() => {
          if (kept.get(request) === answer) kept.delete(request);
        }, lifetimeMs);
      };
      answer.then(drop, drop);
    },
    take(request) {
      const answer = kept.get(request);
      kept.delete(request);
      return answer;
    },
  };
}
