import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAmount, fromMinorUnits, memberCentrePageOf, readTypedAmount, sumAmounts, toMinorUnits } from '../src';

describe('exact money amounts (minor units, never floats)', () => {
  it('reads decimal strings as cents and writes them back with 2 decimals', () => {
    expect(toMinorUnits('1234.5')).toBe(123450n);
    expect(toMinorUnits('-3.25')).toBe(-325n);
    expect(fromMinorUnits(123450n)).toBe('1234.50');
    expect(fromMinorUnits(-5n)).toBe('-0.05');
  });
  it('sums wallets to the cent where floats would drift (0.1 + 0.2)', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['1234.50', '100.00', '25.75'])).toBe('1360.25');
  });
  it('round-trips any amount of cents (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (minor) => {
        expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor);
      }),
    );
  });
});

describe('a typed amount', () => {
  it('accepts digits, thousands commas and up to 2 decimals', () => {
    expect(readTypedAmount(' 1,000 ')).toBe('1000.00');
    expect(readTypedAmount('25.5')).toBe('25.50');
    expect(readTypedAmount('.5')).toBe('0.50');
    expect(readTypedAmount('7.')).toBe('7.00');
  });
  it('refuses words, signs, a third decimal and misplaced commas', () => {
    for (const typed of ['', 'abc', '-5', '1.234', '1,00', '1e3', '12,34.5']) expect(readTypedAmount(typed)).toBeNull();
  });
});

describe('checking an amount before a money action is sent', () => {
  const limits = { min: '100.00', max: '50000.00', available: '1234.50' };
  it('answers the amount the platform takes when it is within the limits and the balance', () => {
    expect(checkAmount('1,234.5', limits)).toEqual({ ok: true, amount: '1234.50' });
  });
  it('refuses nothing, zero and what is not a number as an invalid amount', () => {
    for (const typed of ['', '0', '0.00', 'ten']) {
      expect(checkAmount(typed, limits)).toEqual({ ok: false, message: { key: 'invalid_amount' } });
    }
  });
  it('names the minimum and the maximum it missed', () => {
    expect(checkAmount('99.99', limits)).toEqual({
      ok: false,
      message: { key: 'amount_below_minimum_figure', params: { min: '100.00' } },
    });
    expect(checkAmount('50000.01', { max: '50000.00' })).toEqual({
      ok: false,
      message: { key: 'amount_above_maximum_figure', params: { max: '50000.00' } },
    });
  });
  it('refuses more than the wallet holds, by one cent', () => {
    expect(checkAmount('1234.51', limits)).toEqual({
      ok: false,
      message: { key: 'insufficient_balance_figure', params: { available: '1234.50' } },
    });
    expect(checkAmount('1234.50', limits).ok).toBe(true);
  });
});

describe('member-centre deep link (?mc=)', () => {
  it('names a page of SPEC §2, or none', () => {
    expect(memberCentrePageOf('transferFund')).toBe('transferFund');
    expect(memberCentrePageOf('nope')).toBeNull();
    expect(memberCentrePageOf(null)).toBeNull();
  });
});
