import { describe, expect, it } from 'vitest';
import {
  EXCLUSION_MESSAGE_KEYS,
  exclusionMessage,
  isExclusionRunning,
  SELF_EXCLUSION_TERMS,
  startExclusion,
  TIME_OUT_DURATIONS,
} from '../../src';

const H = 60 * 60 * 1000;
const platformMidnight = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 7 * H;
const SINCE = platformMidnight(2025, 3, 31) + 10 * H;

describe('time-out', () => {
  it('offers 24 hours, 7 days and 6 weeks', () => {
    expect(TIME_OUT_DURATIONS).toEqual(['24h', '7d', '6w']);
  });

  it.each([
    ['24h', 24 * H],
    ['7d', 7 * 24 * H],
    ['6w', 42 * 24 * H],
  ] as const)('runs %s from the moment it starts', (term, length) => {
    expect(startExclusion({ kind: 'time-out', term }, SINCE)).toEqual({
      kind: 'time-out',
      term,
      since: SINCE,
      until: SINCE + length,
    });
  });
});

describe('self-exclusion', () => {
  it('offers 6 months, 1 year, 5 years and permanently', () => {
    expect(SELF_EXCLUSION_TERMS).toEqual(['6m', '1y', '5y', 'permanent']);
  });

  it('runs its months on the platform’s calendar, a missing day becoming the month’s last', () => {
    expect(startExclusion({ kind: 'self-exclusion', term: '6m' }, SINCE).until).toBe(
      platformMidnight(2025, 9, 30) + 10 * H,
    );
    expect(startExclusion({ kind: 'self-exclusion', term: '1y' }, SINCE).until).toBe(
      platformMidnight(2026, 3, 31) + 10 * H,
    );
    expect(startExclusion({ kind: 'self-exclusion', term: '5y' }, SINCE).until).toBe(
      platformMidnight(2030, 3, 31) + 10 * H,
    );
  });

  it('has no end when permanent', () => {
    expect(startExclusion({ kind: 'self-exclusion', term: 'permanent' }, SINCE).until).toBeNull();
  });
});

describe('a running exclusion', () => {
  const timeOut = startExclusion({ kind: 'time-out', term: '24h' }, SINCE);

  it('runs until its end and no longer; a permanent one always', () => {
    expect(isExclusionRunning(timeOut, SINCE + 24 * H - 1)).toBe(true);
    expect(isExclusionRunning(timeOut, SINCE + 24 * H)).toBe(false);
    expect(isExclusionRunning(startExclusion({ kind: 'self-exclusion', term: 'permanent' }, 0), 10 ** 13)).toBe(true);
    expect(isExclusionRunning(null, SINCE)).toBe(false);
  });

  it('says until when the account is kept from play', () => {
    expect(exclusionMessage(timeOut)).toEqual({ key: 'account_time_out_until', params: { until: SINCE + 24 * H } });
    const excluded = startExclusion({ kind: 'self-exclusion', term: '6m' }, SINCE);
    expect(exclusionMessage(excluded)).toEqual({
      key: 'account_self_excluded_until',
      params: { until: excluded.until },
    });
    expect(exclusionMessage({ ...excluded, term: 'permanent', until: null })).toEqual({
      key: 'account_self_excluded_permanent',
    });
    expect(EXCLUSION_MESSAGE_KEYS).toHaveLength(3);
  });
});
