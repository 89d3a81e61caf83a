import { MAX_RECORD_PERIOD_DAYS } from '@lobbykit/api-client';
import { Rejection } from '../rejection';

/** A minute in ms. */
export const MINUTE_MS = 60_000;
/** An hour in ms. */
export const HOUR_MS = 60 * MINUTE_MS;
/** A day in ms. */
export const DAY_MS = 24 * HOUR_MS;

/** The platform's statistics days run on Vietnam time, UTC+7 (our decision; the brand's currency is VND). */
export const PLATFORM_TIME_ZONE_OFFSET_MINUTES = 7 * 60;
const OFFSET_MS = PLATFORM_TIME_ZONE_OFFSET_MINUTES * MINUTE_MS;

/** A span of time, start included, end excluded. */
export interface Period {
  start: number;
  end: number;
}

/** Checks a record period: end after start, at most 92 days long. */
export function checkPeriod(input: { startTime: number; endTime: number }): Period {
  if (input.endTime <= input.startTime) throw new Rejection('date_range_invalid');
  if (input.endTime - input.startTime > MAX_RECORD_PERIOD_DAYS * DAY_MS) throw new Rejection('date_range_too_long');
  return { start: input.startTime, end: input.endTime };
}

/** True when a moment falls inside a period. */
export function inPeriod(time: number, period: Period): boolean {
  return time >= period.start && time < period.end;
}

/** One page of rows, as every list call answers. */
export function pageRows<T>(rows: readonly T[], paging: { pageNo: number; pageSize: number }) {
  const start = (paging.pageNo - 1) * paging.pageSize;
  return {
    list: rows.slice(start, start + paging.pageSize),
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    total: rows.length,
    totalPages: Math.ceil(rows.length / paging.pageSize),
  };
}

/** The start of the platform day holding `time`. */
export function dayStart(time: number): number {
  return Math.floor((time + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

/** How a contract's periods are cut: on a fixed grid, or on the calendar (D, W, H semimonthly, M). */
export type PeriodGrid = 'realTime' | 'hour' | 'D' | 'W' | 'H' | 'M';

const gridStep: Partial<Record<PeriodGrid, number>> = { realTime: 5 * MINUTE_MS, hour: HOUR_MS, D: DAY_MS };

/** The period of a grid that holds `time`. */
export function periodOf(grid: PeriodGrid, time: number): Period {
  const step = gridStep[grid];
  if (step !== undefined) {
    // Whole-hour offsets leave the 5-minute and hour grids where UTC has them.
    const start = grid === 'D' ? dayStart(time) : Math.floor(time / step) * step;
    return { start, end: start + step };
  }
  const local = new Date(time + OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const toPlatform = (y: number, m: number, d: number) => Date.UTC(y, m, d) - OFFSET_MS;
  if (grid === 'W') {
    const start = dayStart(time) - ((local.getUTCDay() + 6) % 7) * DAY_MS;
    return { start, end: start + 7 * DAY_MS };
  }
  if (grid === 'H') {
    return local.getUTCDate() < 16
      ? { start: toPlatform(year, month, 1), end: toPlatform(year, month, 16) }
      : { start: toPlatform(year, month, 16), end: toPlatform(year, month + 1, 1) };
  }
  return { start: toPlatform(year, month, 1), end: toPlatform(year, month + 1, 1) };
}
