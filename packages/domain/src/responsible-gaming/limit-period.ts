import { PLATFORM_TIME_ZONE_OFFSET_MINUTES } from '../platform-time-zone';
import type { LimitPeriod } from './protection-terms';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A period as moments: start included, end excluded. */
export interface PeriodBounds {
  start: number;
  end: number;
}

/**
 * The day, week (Monday to Sunday) or month that holds `now`, cut at the platform's midnight, so a limit's period
 * is the same for every player wherever they are.
 */
export function limitPeriodBounds(
  period: LimitPeriod,
  now: number,
  offsetMinutes = PLATFORM_TIME_ZONE_OFFSET_MINUTES,
): PeriodBounds {
  const offset = offsetMinutes * MINUTE_MS;
  const local = new Date(now + offset);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  if (period === 'day') return { start: dayStart - offset, end: dayStart + DAY_MS - offset };
  if (period === 'week') {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    const start = dayStart - sinceMonday * DAY_MS;
    return { start: start - offset, end: start + 7 * DAY_MS - offset };
  }
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
  return { start: start - offset, end: end - offset };
}

/**
 * A moment some calendar months later on the platform's calendar, at the same time of day; a day the month lacks
 * becomes its last day (31 August + 6 months is 28 or 29 February).
 */
export function addCalendarMonths(
  moment: number,
  months: number,
  offsetMinutes = PLATFORM_TIME_ZONE_OFFSET_MINUTES,
): number {
  const offset = offsetMinutes * MINUTE_MS;
  const local = new Date(moment + offset);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const timeOfDay = moment + offset - Date.UTC(year, local.getUTCMonth(), local.getUTCDate());
  return Date.UTC(year, month, Math.min(local.getUTCDate(), lastDay)) + timeOfDay - offset;
}
