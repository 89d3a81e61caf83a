import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../src';

// 2024-03-05 07:08:09.123 UTC
const MOMENT = Date.UTC(2024, 2, 5, 7, 8, 9, 123);

describe('date formatting (SPEC §9 tokens yyyy MM dd hh mm ss)', () => {
  it('formats the notice date pattern in UTC by default', () => {
    expect(formatDate(MOMENT, 'yyyy-MM-dd hh:mm:ss')).toBe('2024-03-05 07:08:09');
  });
  it('uses a 24-hour hh as the earlier build did', () => {
    expect(formatDate(Date.UTC(2024, 0, 1, 23, 0, 0), 'hh:mm')).toBe('23:00');
  });
  it('shifts to the caller’s offset east of UTC', () => {
    expect(formatDate(MOMENT, 'yyyy-MM-dd hh:mm', { timeZoneOffsetMinutes: 420 })).toBe('2024-03-05 14:08');
    expect(formatDate(MOMENT, 'yyyy-MM-dd hh:mm', { timeZoneOffsetMinutes: -480 })).toBe('2024-03-04 23:08');
  });
  it('leaves text that is not a token as it is', () => {
    expect(formatDate(MOMENT, 'dd/MM/yyyy at hh')).toBe('05/03/2024 at 07');
  });
  it('pads years before 1000 to four digits', () => {
    expect(formatDate(Date.UTC(999, 0, 1), 'yyyy')).toBe('0999');
  });
  it('rejects a non-finite timestamp, offset, or an out-of-range date', () => {
    expect(() => formatDate(Number.NaN, 'yyyy')).toThrow(RangeError);
    expect(() => formatDate(0, 'yyyy', { timeZoneOffsetMinutes: Number.POSITIVE_INFINITY })).toThrow(RangeError);
    expect(() => formatDate(8.64e15 + 1, 'yyyy')).toThrow(RangeError);
  });
  it('agrees with the ISO form for any moment since 1970 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(9999, 11, 31) }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(formatDate(ms, 'yyyy-MM-ddThh:mm:ss')).toBe(iso.slice(0, 19));
      }),
    );
  });
});
