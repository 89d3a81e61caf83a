/** mulberry32's output for one state. */
function draw(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const STEP = 0x6d2b79f5;

/** A small seeded generator (mulberry32) so seeded content is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + STEP) >>> 0;
    return draw(state);
  };
}

/** The first number `seededRandom(seed)` gives, without making a generator: for loops that mostly stop there. */
export function firstSeededRandom(seed: number): number {
  return draw(((seed >>> 0) + STEP) >>> 0);
}
