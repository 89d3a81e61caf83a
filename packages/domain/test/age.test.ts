import { describe, expect, it } from 'vitest';
import { ageOn, checkBirthdayAge, checkDeclarations } from '../src';

const now = Date.UTC(2024, 5, 15, 12);

describe('age rules (SPEC §5, §9)', () => {
  it('counts whole years, turning older on the birthday', () => {
    expect(ageOn('2003-06-15', now)).toBe(21);
    expect(ageOn('2003-06-16', now)).toBe(20);
    expect(ageOn('2003-05-31', now)).toBe(21);
    expect(ageOn('2003-07-01', now)).toBe(20);
  });
  it('reads today on the platform’s calendar unless told another offset', () => {
    // 2024-06-15 17:00 UTC is already 16 June at the platform (UTC+7), still 15 June in UTC.
    expect(ageOn('2003-06-16', Date.UTC(2024, 5, 15, 17))).toBe(21);
    expect(ageOn('2003-06-16', Date.UTC(2024, 5, 15, 17), 0)).toBe(20);
  });
  it('reads today in the caller’s offset', () => {
    // 2024-06-15 20:00 UTC is 16 June in UTC+7.
    expect(ageOn('2003-06-16', Date.UTC(2024, 5, 15, 20), 420)).toBe(21);
  });
  it('rejects a date that does not exist or is badly written', () => {
    expect(ageOn('2003-02-30', now)).toBeNull();
    expect(ageOn('2003-13-01', now)).toBeNull();
    expect(ageOn('15/06/2003', now)).toBeNull();
  });
  it('needs 21 years for a birthday by default', () => {
    expect(checkBirthdayAge('2003-06-15', now)).toBeNull();
    expect(checkBirthdayAge('2003-06-16', now)).toEqual({ key: 'birthday_age_required', params: { 0: 21 } });
    expect(checkBirthdayAge('2003-06-16', now, { minAge: 18 })).toBeNull();
    expect(checkBirthdayAge('nope', now)).toEqual({ key: 'birthday_invalid' });
  });
  it('requires the age declaration (18 or the brand’s age) and the terms', () => {
    expect(checkDeclarations({ ageConfirmed: true, termsAccepted: true })).toEqual([]);
    expect(checkDeclarations({ ageConfirmed: false, termsAccepted: false })).toEqual([
      { key: 'age_declaration_required', params: { 0: 18 } },
      { key: 'terms_required' },
    ]);
    expect(checkDeclarations({ ageConfirmed: false, termsAccepted: true, declaredAge: 20 })[0]?.params).toEqual({
      0: 20,
    });
  });
});
