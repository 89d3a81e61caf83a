import { describe, expect, it } from 'vitest';
import { defineBrandLanguages } from '../src/brand/define-brand-languages';
import { formatDateTime } from '../src/formatting/format-date-time';
import { formatMoney } from '../src/formatting/format-money';
import { formatRelativeTime } from '../src/formatting/format-relative-time';
import { createI18n } from '../src/translator/create-i18n';

describe('amounts (SPEC §1: 2 decimals, comma thousands, currency label VND)', () => {
  it('shows the domain amount with the brand’s currency label', async () => {
    const i18n = createI18n({ brand: defineBrandLanguages({ supported: ['EN'], default: 'EN', currency: 'VND' }) });
    await i18n.ready;
    expect(formatMoney(i18n.getState().t, 'VND', 1234567.5)).toBe('1,234,567.50 VND');
    expect(formatMoney(i18n.getState().t, 'VND', -0.004)).toBe('0.00 VND');
  });

  it('shows *** when the balance is masked (SPEC §2 eye toggle)', async () => {
    const i18n = createI18n({ brand: defineBrandLanguages({ supported: ['EN'], default: 'EN' }) });
    await i18n.ready;
    expect(formatMoney(i18n.getState().t, 'VND', 10, { masked: true })).toBe('***');
  });
});

describe('dates (SPEC §9: the yyyy MM dd hh mm ss pattern helper)', () => {
  const noticeDate = Date.UTC(2024, 0, 31, 17, 5, 9);

  it('formats at the brand’s fixed offset with its pattern', () => {
    const brand = defineBrandLanguages({ supported: ['EN'], default: 'EN', timeZoneOffsetMinutes: 7 * 60 });
    expect(formatDateTime(brand, noticeDate)).toBe('2024-02-01 00:05:09');
    expect(formatDateTime(brand, noticeDate, 'dd/MM/yyyy')).toBe('01/02/2024');
  });

  it('shows the platform’s time, UTC+7, when the brand sets no offset, whatever the machine’s zone', () => {
    const brand = defineBrandLanguages({ supported: ['EN'], default: 'EN' });
    expect(brand.timeZoneOffsetMinutes).toBe(7 * 60);
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Bangkok', 'America/New_York']) {
        process.env.TZ = tz;
        expect(formatDateTime(brand, noticeDate)).toBe('2024-02-01 00:05:09');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('refuses an offset that no time zone has', () => {
    expect(() => defineBrandLanguages({ supported: ['EN'], default: 'EN', timeZoneOffsetMinutes: 15 * 60 })).toThrow(
      RangeError,
    );
  });
});

describe('relative time phrases', () => {
  const now = Date.UTC(2024, 5, 1, 12, 0, 0);

  it('says "in 5 minutes" and "2 days ago" with the largest whole unit', () => {
    expect(formatRelativeTime('en', now + 5 * 60_000, now)).toBe('in 5 minutes');
    expect(formatRelativeTime('en', now - 2 * 86_400_000 - 3_600_000, now)).toBe('2 days ago');
    expect(formatRelativeTime('en', now - 400, now)).toBe('now');
  });

  it('speaks the shown language', () => {
    expect(formatRelativeTime('vi', now + 5 * 60_000, now)).toBe('sau 5 phút nữa');
    expect(formatRelativeTime('zh-CN', now + 5 * 60_000, now)).toBe('5分钟后');
  });
});
