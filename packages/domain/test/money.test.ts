import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, maskAmount } from '../src';

const parse = (text: string): number => Number(text.replaceAll(',', ''));

describe('amount formatting (SPEC §1: 2 decimals, comma thousands)', () => {
  it('groups thousands with commas and keeps 2 decimals', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.50');
  });
  it('shows zero as 0.00', () => {
    expect(formatAmount(0)).toBe('0.00');
  });
  it('leaves amounts under a thousand ungrouped', () => {
    expect(formatAmount(999.999)).toBe('1,000.00');
    expect(formatAmount(12.3)).toBe('12.30');
  });
  it('puts a minus sign before negative amounts', () => {
    expect(formatAmount(-1234.5)).toBe('-1,234.50');
  });
  it('shows no minus sign when a tiny negative rounds to zero', () => {
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatAmount(-0)).toBe('0.00');
  });
  it('writes huge amounts in full digits, never in exponent notation', () => {
    expect(formatAmount(1e21)).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatAmount(-2e22)).toBe('-20,000,000,000,000,000,000,000.00');
  });
  it('rejects NaN and infinities with a RangeError', () => {
    expect(() => formatAmount(Number.NaN)).toThrow(RangeError);
    expect(() => formatAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatAmount(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });
  it('round-trips: parsing the text gives the amount rounded to cents (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = formatAmount(value);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        const expected = Math.abs(value) >= 1e21 ? value : Number(value.toFixed(2));
        expect(parse(text)).toBe(expected === 0 ? 0 : expected);
      }),
    );
  });
  it('round-trips every whole number of cents exactly (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (cents) => {
        expect(Math.round(parse(formatAmount(cents / 100)) * 100)).toBe(cents);
      }),
    );
  });
});

describe('amount masking (SPEC §2 balance eye toggle)', () => {
  it('shows *** instead of the amount', () => {
    expect(maskAmount()).toBe('***');
  });
});
