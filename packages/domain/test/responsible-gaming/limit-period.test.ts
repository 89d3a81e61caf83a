import { describe, expect, it } from 'vitest';
import { addCalendarMonths, limitPeriodBounds, PLATFORM_TIME_ZONE_OFFSET_MINUTES } from '../../src';

const H = 60 * 60 * 1000;
// The platform's midnight is 17:00 UTC the day before (UTC+7).
const platformMidnight = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 7 * H;

describe('limit periods, cut at the platform’s midnight', () => {
  it('runs on UTC+7', () => {
    expect(PLATFORM_TIME_ZONE_OFFSET_MINUTES).toBe(420);
  });

  it('puts 16:59 UTC in the platform day it is in, and 17:00 UTC in the next', () => {
    expect(limitPeriodBounds('day', Date.UTC(2025, 2, 5, 16, 59))).toEqual({
      start: platformMidnight(2025, 3, 5),
      end: platformMidnight(2025, 3, 6),
    });
    expect(limitPeriodBounds('day', Date.UTC(2025, 2, 5, 17)).start).toBe(platformMidnight(2025, 3, 6));
  });

  it('starts a week on Monday, also when the moment is a Sunday', () => {
    // Sunday 9 March 2025, 10:00 platform time.
    expect(limitPeriodBounds('week', platformMidnight(2025, 3, 9) + 10 * H)).toEqual({
      start: platformMidnight(2025, 3, 3),
      end: platformMidnight(2025, 3, 10),
    });
    // Monday 10 March, the first moment.
    expect(limitPeriodBounds('week', platformMidnight(2025, 3, 10)).start).toBe(platformMidnight(2025, 3, 10));
  });

  it('runs a month from its first day to the next month’s, across a year’s end', () => {
    expect(limitPeriodBounds('month', platformMidnight(2024, 12, 31) + 23 * H)).toEqual({
      start: platformMidnight(2024, 12, 1),
      end: platformMidnight(2025, 1, 1),
    });
  });

  it('cuts at another platform’s midnight when given its offset', () => {
    expect(limitPeriodBounds('day', Date.UTC(2025, 2, 5, 1), 0)).toEqual({
      start: Date.UTC(2025, 2, 5),
      end: Date.UTC(2025, 2, 6),
    });
  });
});

describe('calendar months on the platform’s calendar', () => {
  it('keeps the day and the time of day', () => {
    const since = platformMidnight(2025, 1, 15) + 9 * H;
    expect(addCalendarMonths(since, 6)).toBe(platformMidnight(2025, 7, 15) + 9 * H);
  });

  it('makes a day the month lacks its last day', () => {
    expect(addCalendarMonths(platformMidnight(2025, 8, 31), 6)).toBe(platformMidnight(2026, 2, 28));
    expect(addCalendarMonths(platformMidnight(2023, 8, 31), 6)).toBe(platformMidnight(2024, 2, 29));
  });

  it('counts the platform’s date, not the UTC date, near midnight', () => {
    // 31 January 02:00 platform time is still 30 January in UTC.
    const since = platformMidnight(2025, 1, 31) + 2 * H;
    expect(addCalendarMonths(since, 1)).toBe(platformMidnight(2025, 2, 28) + 2 * H);
  });
});
