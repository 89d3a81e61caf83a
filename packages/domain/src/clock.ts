/** The current time in milliseconds; injected so rules are deterministic in tests (pass `Date.now`). */
export type Clock = () => number;

/** A number in [0, 1); injected so random choices are deterministic in tests (pass `Math.random`). */
export type RandomSource = () => number;
