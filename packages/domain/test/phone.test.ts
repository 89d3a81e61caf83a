import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPhoneDigits, hasPhoneDigits, internationalPhoneNumber } from '../src';

describe('phone number digits (SPEC §5)', () => {
  it('accepts exactly the configured number of digits', () => {
    expect(hasPhoneDigits('0912345678', 10)).toBe(true);
    expect(checkPhoneDigits('0912345678', 10)).toBeNull();
  });
  it('rejects too few, too many or non-digit characters with n_digit_number', () => {
    expect(checkPhoneDigits('091234567', 10)).toEqual({ key: 'n_digit_number', params: { 0: 10 } });
    expect(hasPhoneDigits('09123456789', 10)).toBe(false);
    expect(hasPhoneDigits('09123 5678', 10)).toBe(false);
    expect(hasPhoneDigits('', 0)).toBe(false);
  });
  it('builds the international form for the external phone auth', () => {
    expect(internationalPhoneNumber('84', '912345678')).toBe('+84912345678');
    expect(internationalPhoneNumber('+63', '9171234567')).toBe('+639171234567');
  });
  it('passes only strings of exactly n ASCII digits (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 15 }), (value, n) => {
        if (hasPhoneDigits(value, n)) expect(value).toMatch(new RegExp(`^[0-9]{${n}}$`));
      }),
    );
  });
});
