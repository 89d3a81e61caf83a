import { PLATFORM_TIME_ZONE_OFFSET_MINUTES } from './platform-time-zone';

/** The periods a record page offers besides a custom one (SPEC §2 records). */
export const RECORD_PERIOD_PRESETS = ['today', 'yesterday', 'last7Days', 'last30Days'] as const;
/** A preset period of the record pages. */
export type RecordPeriodPreset = (typeof RECORD_PERIOD_PRESETS)[number];

/** How far back the record calls answer and the longest period they take, in days (the platform's window). */
export const RECORD_WINDOW_DAYS = 92;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day as `yyyy-MM-dd` on the platform's calendar. */
export type DayKey = string;

/** A period of records: the first and last day shown, and the moments the calls take (start in, end out). */
export interface RecordPeriod {
  from: DayKey;
  to: DayKey;
  startTime: number;
  endTime: number;
}

/** What the player chose: a preset, or custom days. */
export type RecordPeriodChoice = { preset: RecordPeriodPreset } | { preset: 'custom'; from: DayKey; to: DayKey };

/** Why a custom period is refused: message keys of the catalogue. */
export type RecordPeriodProblem = 'date_range_invalid' | 'date_range_too_long' | 'date_range_outside_window';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The platform day holding a moment, as `yyyy-MM-dd`. */
export function dayKeyOf(ms: number, offsetMinutes = PLATFORM_TIME_ZONE_OFFSET_MINUTES): DayKey {
  const local = new Date(ms + offsetMinutes * MINUTE_MS);
  return `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** The moment a platform day starts; null for text that is not a real `yyyy-MM-dd` day. */
export function dayStartOf(day: DayKey, offsetMinutes = PLATFORM_TIME_ZONE_OFFSET_MINUTES): number | null {
  const match = DAY_KEY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  // 2025-02-30 rolls over to March in Date.UTC: such a day does not exist.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return utc - offsetMinutes * MINUTE_MS;
}

/** A day moved by whole days: `shiftDay('2024-12-31', 1)` is `2025-01-01`. */
export function shiftDay(day: DayKey, days: number): DayKey {
  const start = dayStartOf(day, 0);
  if (start === null) throw new RangeError(`Not a day: ${day}`);
  return dayKeyOf(start + days * DAY_MS, 0);
}

function periodOfDays(from: DayKey, to: DayKey, offsetMinutes: number): RecordPeriod {
  const start = dayStartOf(from, offsetMinutes) as number;
  const last = dayStartOf(to, offsetMinutes) as number;
  return { from, to, startTime: start, endTime: last + DAY_MS };
}

/** The days a custom period may use: from the window's first day to today, on the platform's calendar. */
export function recordWindow(now: number, offsetMinutes = PLATFORM_TIME_ZONE_OFFSET_MINUTES) {
  const today = dayKeyOf(now, offsetMinutes);
  return { earliest: shiftDay(today, -(RECORD_WINDOW_DAYS - 1)), latest: today };
}

/** A preset period seen at `now`: today, yesterday, or the last 7 or 30 days counting today. */
export function presetPeriod(
  preset: RecordPeriodPreset,
  now: number,
  offsetMinutes = PLATFORM_TIME_ZONE_OFFSET_MINUTES,
): RecordPeriod {
  const today = dayKeyOf(now, offsetMinutes);
  if (preset === 'yesterday') {
    const yesterday = shiftDay(today, -1);
    return periodOfDays(yesterday, yesterday, offsetMinutes);
  }
  return lastDaysPeriod({ today: 1, last7Days: 7, last30Days: 30 }[preset], now, offsetMinutes);
}

/** The last `days` platform days counting today, as a period (the points lists' last 7, 30 or 90 days). */
export function lastDaysPeriod(
  days: number,
  now: number,
  offsetMinutes = PLATFORM_TIME_ZONE_OFFSET_MINUTES,
): RecordPeriod {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`A period is at least one whole day, got ${days}`);
  const today = dayKeyOf(now, offsetMinutes);
  return periodOfDays(shiftDay(today, -(days - 1)), today, offsetMinutes);
}

/**
 * A custom period, both days included: refused when a day is missing or the end is before the start
 * (`date_range_invalid`), longer than the window (`date_range_too_long`) or outside it (`date_range_outside_window`).
 */
export function customPeriod(
  from: DayKey,
  to: DayKey,
  now: number,
  offsetMinutes = PLATFORM_TIME_ZONE_OFFSET_MINUTES,
): { ok: true; period: RecordPeriod } | { ok: false; problem: RecordPeriodProblem } {
  const start = dayStartOf(from, offsetMinutes);
  const last = dayStartOf(to, offsetMinutes);
  if (start === null || last === null || last < start) return { ok: false, problem: 'date_range_invalid' };
  if (Math.round((last - start) / DAY_MS) + 1 > RECORD_WINDOW_DAYS)
    return { ok: false, problem: 'date_range_too_long' };
  const window = recordWindow(now, offsetMinutes);
  if (from < window.earliest || to > window.latest) return { ok: false, problem: 'date_range_outside_window' };
  return { ok: true, period: periodOfDays(from, to, offsetMinutes) };
}

/** The period a choice stands for at `now`; a refused custom choice gives its problem. */
export function resolveRecordPeriod(
  choice: RecordPeriodChoice,
  now: number,
  offsetMinutes = PLATFORM_TIME_ZONE_OFFSET_MINUTES,
): ReturnType<typeof customPeriod> {
  if (choice.preset === 'custom') return customPeriod(choice.from, choice.to, now, offsetMinutes);
  return { ok: true, period: presetPeriod(choice.preset, now, offsetMinutes) };
}
