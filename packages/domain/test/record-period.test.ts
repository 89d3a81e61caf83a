import { describe, expect, it } from 'vitest';
import {
  customPeriod,
  dayKeyOf,
  dayStartOf,
  lastDaysPeriod,
  presetPeriod,
  RECORD_WINDOW_DAYS,
  recordWindow,
  resolveRecordPeriod,
  shiftDay,
} from '../src';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Platform time is UTC+7: its midnight of a day is 17:00 UTC the day before.
const platformMidnight = (year: number, month: number, date: number) => Date.UTC(year, month - 1, date) - 7 * HOUR;

describe('record periods (SPEC §2 records, platform days on UTC+7)', () => {
  it('cuts today at the platform’s midnight, not UTC’s', () => {
    // 2026-03-10 18:30 UTC is already 2026-03-11 01:30 on the platform.
    const now = Date.UTC(2026, 2, 10, 18, 30);
    expect(presetPeriod('today', now)).toEqual({
      from: '2026-03-11',
      to: '2026-03-11',
      startTime: platformMidnight(2026, 3, 11),
      endTime: platformMidnight(2026, 3, 12),
    });
  });

  it('gives yesterday as the whole day before, across a year end', () => {
    const now = platformMidnight(2026, 1, 1) + 30 * 60_000;
    const yesterday = presetPeriod('yesterday', now);
    expect(yesterday.from).toBe('2025-12-31');
    expect(yesterday.to).toBe('2025-12-31');
    expect(yesterday.endTime - yesterday.startTime).toBe(DAY);
    expect(yesterday.endTime).toBe(platformMidnight(2026, 1, 1));
  });

  it('counts today in the last 7 and 30 days, across month ends and a leap day', () => {
    const now = platformMidnight(2024, 3, 3) + 5 * HOUR;
    expect(presetPeriod('last7Days', now)).toMatchObject({ from: '2024-02-26', to: '2024-03-03' });
    expect(presetPeriod('last30Days', now)).toMatchObject({ from: '2024-02-03', to: '2024-03-03' });
    const seven = presetPeriod('last7Days', now);
    expect(seven.endTime - seven.startTime).toBe(7 * DAY);
  });

  it('takes a custom period with both days included', () => {
    const now = platformMidnight(2026, 3, 31) + HOUR;
    const result = customPeriod('2026-02-27', '2026-03-01', now);
    expect(result).toEqual({
      ok: true,
      period: {
        from: '2026-02-27',
        to: '2026-03-01',
        startTime: platformMidnight(2026, 2, 27),
        endTime: platformMidnight(2026, 3, 2),
      },
    });
  });

  it('refuses an end before the start, or a day that does not exist', () => {
    const now = platformMidnight(2026, 3, 31);
    expect(customPeriod('2026-03-05', '2026-03-04', now)).toEqual({ ok: false, problem: 'date_range_invalid' });
    expect(customPeriod('2026-02-30', '2026-03-04', now)).toEqual({ ok: false, problem: 'date_range_invalid' });
    expect(customPeriod('', '2026-03-04', now)).toEqual({ ok: false, problem: 'date_range_invalid' });
  });

  it(`refuses a period longer than ${RECORD_WINDOW_DAYS} days, and days outside the window`, () => {
    const now = platformMidnight(2026, 12, 31) + HOUR;
    const window = recordWindow(now);
    expect(window).toEqual({ earliest: shiftDay('2026-12-31', -(RECORD_WINDOW_DAYS - 1)), latest: '2026-12-31' });
    expect(customPeriod(window.earliest, window.latest, now).ok).toBe(true);
    expect(customPeriod(shiftDay(window.earliest, -1), window.latest, now)).toEqual({
      ok: false,
      problem: 'date_range_too_long',
    });
    expect(customPeriod(shiftDay(window.earliest, -1), shiftDay(window.earliest, 3), now)).toEqual({
      ok: false,
      problem: 'date_range_outside_window',
    });
    expect(customPeriod('2026-12-31', '2027-01-01', now)).toEqual({ ok: false, problem: 'date_range_outside_window' });
  });

  it('gives the last days counting today, cut at the platform’s midnight, for any whole number of days', () => {
    // 2026-11-25 17:30 UTC is 2026-11-26 00:30 on the platform: today is the 26th there, not the 25th.
    const now = Date.UTC(2026, 10, 25, 17, 30);
    expect(lastDaysPeriod(90, now)).toEqual({
      from: '2026-08-29',
      to: '2026-11-26',
      startTime: platformMidnight(2026, 8, 29),
      endTime: platformMidnight(2026, 11, 27),
    });
    expect(lastDaysPeriod(1, now)).toEqual(presetPeriod('today', now));
    expect(() => lastDaysPeriod(0, now)).toThrow(RangeError);
    expect(() => lastDaysPeriod(1.5, now)).toThrow(RangeError);
  });

  it('resolves a choice, preset or custom, at the injected moment', () => {
    const now = platformMidnight(2025, 6, 15) + 12 * HOUR;
    expect(resolveRecordPeriod({ preset: 'today' }, now)).toEqual({ ok: true, period: presetPeriod('today', now) });
    expect(resolveRecordPeriod({ preset: 'custom', from: '2025-06-10', to: '2025-06-12' }, now)).toMatchObject({
      ok: true,
      period: { from: '2025-06-10', to: '2025-06-12' },
    });
  });

  it('reads and writes platform days at any offset', () => {
    expect(dayKeyOf(Date.UTC(2026, 0, 1, 16, 59))).toBe('2026-01-01');
    expect(dayKeyOf(Date.UTC(2026, 0, 1, 17, 0))).toBe('2026-01-02');
    expect(dayKeyOf(Date.UTC(2026, 0, 1, 2, 0), -300)).toBe('2025-12-31');
    expect(dayStartOf('2026-01-02', 0)).toBe(Date.UTC(2026, 0, 2));
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2025-02-28', 1)).toBe('2025-03-01');
  });
});
