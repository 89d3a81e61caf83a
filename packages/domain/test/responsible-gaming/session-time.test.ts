import { describe, expect, it } from 'vitest';
import {
  isRealityCheckDue,
  isSessionTimeUp,
  nextRealityCheckAt,
  sessionEndsAt,
  sessionNet,
  splitElapsed,
} from '../../src';

const START = 1_000_000;
const MIN = 60_000;

describe('session time limit', () => {
  it('ends the session its limit after it started, and has no end without a limit', () => {
    expect(sessionEndsAt(START, 30)).toBe(START + 30 * MIN);
    expect(sessionEndsAt(START, null)).toBeNull();
  });

  it('is up at the end, not a moment before', () => {
    expect(isSessionTimeUp(START, 30, START + 30 * MIN - 1)).toBe(false);
    expect(isSessionTimeUp(START, 30, START + 30 * MIN)).toBe(true);
    expect(isSessionTimeUp(START, null, START + 10_000 * MIN)).toBe(false);
  });
});

describe('reality check', () => {
  it('is first due one interval after the session started', () => {
    expect(nextRealityCheckAt(START, 15)).toBe(START + 15 * MIN);
    expect(isRealityCheckDue(START, 15, null, START + 15 * MIN - 1)).toBe(false);
    expect(isRealityCheckDue(START, 15, null, START + 15 * MIN)).toBe(true);
  });

  it('is next due one interval after the player answered, not counting the time the dialog stood open', () => {
    const answered = START + 17 * MIN;
    expect(nextRealityCheckAt(START, 15, answered)).toBe(answered + 15 * MIN);
    expect(isRealityCheckDue(START, 15, answered, START + 30 * MIN)).toBe(false);
  });

  it('is never due when it is off', () => {
    expect(nextRealityCheckAt(START, null, START)).toBeNull();
    expect(isRealityCheckDue(START, null, null, START + 1_000 * MIN)).toBe(false);
  });
});

describe('session figures', () => {
  it('splits elapsed time into hours, minutes and seconds, whole seconds only', () => {
    expect(splitElapsed(3_909_999)).toEqual({ hours: 1, minutes: 5, seconds: 9 });
    expect(splitElapsed(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });

  it('gives the net result as wins less bets', () => {
    expect([sessionNet(5_000n, 1_250n), sessionNet(100n, 400n)]).toEqual([-3_750n, 300n]);
  });
});
