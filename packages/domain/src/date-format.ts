/** Options of {@link formatDate}. */
export interface FormatDateOptions {
  /** Minutes east of UTC to show the time in (a browser gives `-new Date().getTimezoneOffset()`); default 0. */
  timeZoneOffsetMinutes?: number;
}

const MINUTE_MS = 60_000;
const TOKEN = /yyyy|MM|dd|hh|mm|ss/g;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Formats a millisecond timestamp with the tokens yyyy MM dd hh mm ss (SPEC §9); hh is the 24-hour hour,
 * as in the earlier build's `yyyy-MM-dd hh:mm:ss` notice dates (PLATFORM-FACTS §6.7).
 */
export function formatDate(ms: number, pattern: string, options: FormatDateOptions = {}): string {
  const offset = options.timeZoneOffsetMinutes ?? 0;
  if (!Number.isFinite(ms)) throw new RangeError(`formatDate needs a finite timestamp, got ${ms}`);
  if (!Number.isFinite(offset)) throw new RangeError(`formatDate needs a finite offset, got ${offset}`);
  const shifted = new Date(ms + offset * MINUTE_MS);
  if (Number.isNaN(shifted.getTime())) throw new RangeError(`formatDate timestamp out of range: ${ms}`);
  const parts: Record<string, string> = {
    yyyy: pad(shifted.getUTCFullYear(), 4),
    MM: pad(shifted.getUTCMonth() + 1),
    dd: pad(shifted.getUTCDate()),
    hh: pad(shifted.getUTCHours()),
    mm: pad(shifted.getUTCMinutes()),
    ss: pad(shifted.getUTCSeconds()),
  };
  return pattern.replace(TOKEN, (token) => parts[token] as string);
}
