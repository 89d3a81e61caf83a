const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * A phrase such as "in 5 minutes" or "2 days ago" for `ms` seen at `now`, in the language of a BCP 47 tag, using the
 * largest whole unit; "now" under a second.
 */
export function formatRelativeTime(tag: string, ms: number, now: number): string {
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
    formats.set(tag, format);
  }
  const difference = ms - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(difference) >= size) return format.format(Math.trunc(difference / size), unit);
  }
  return format.format(0, 'second');
}
