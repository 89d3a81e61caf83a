/** The instant the visual tests pin the browser's clock to (tests/visual/stories.spec.ts). */
export const STORY_NOW = Date.parse('2026-06-17T05:00:00Z');

/**
 * A clock that stands still until a story moves it: handed to `ClockProvider` (through a harness's `clock`), it
 * makes a countdown read exactly what the story expects, however long the browser takes.
 */
export function storyClock(start = STORY_NOW) {
  let now = start;
  return {
    now: () => now,
    /** Moves time on by `ms`; what ticks on the clock shows it within a quarter of a second. */
    advance: (ms: number) => {
      now += ms;
    },
  };
}
