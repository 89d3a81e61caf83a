import { describe, expect, it } from 'vitest';
import {
  findPromotion,
  formatDate,
  newestPromotions,
  noticeIndexOf,
  noticePageHref,
  PROMOTION_DATE_PATTERN,
  promotionDetailHref,
  promotionIdOfHash,
  promotionsInCategory,
  promotionTabs,
} from '../src';

const promotions = [
  { id: 1, category: 'live_promo', startDate: 300 },
  { id: '2', category: null, startDate: 500 },
  { id: 3, category: 'rng_promo', startDate: 100 },
  { id: 4, category: 'not_a_category', startDate: 400 },
  { id: 5, category: 'rng_promo', startDate: 200 },
];

describe('promotion dates (PLATFORM-FACTS §6.12)', () => {
  it('shows YYYY-MM-DD HH:mm:ss in the player’s time', () => {
    const start = Date.UTC(2026, 0, 14, 23, 5, 9);
    expect(formatDate(start, PROMOTION_DATE_PATTERN)).toBe('2026-01-14 23:05:09');
    expect(formatDate(start, PROMOTION_DATE_PATTERN, { timeZoneOffsetMinutes: 7 * 60 })).toBe('2026-01-15 06:05:09');
  });
});

describe('promotion detail address (PLATFORM-FACTS §6.12)', () => {
  it('names the promotion in the hash', () => {
    expect(promotionDetailHref(8000)).toBe('/promoDetail#8000');
    expect(promotionDetailHref('a b')).toBe('/promoDetail#a%20b');
  });
  it('reads the id back from the hash, and nothing from an empty or broken one', () => {
    expect(promotionIdOfHash('#8000')).toBe('8000');
    expect(promotionIdOfHash('8000')).toBe('8000');
    expect(promotionIdOfHash(promotionDetailHref('a b').split('#')[1] ?? '')).toBe('a b');
    expect(promotionIdOfHash('')).toBeNull();
    expect(promotionIdOfHash('#')).toBeNull();
    expect(promotionIdOfHash('#%E0%A4%A')).toBeNull();
  });
  it('finds a promotion whatever type its id came as', () => {
    expect(findPromotion(promotions, '1')?.id).toBe(1);
    expect(findPromotion(promotions, '2')?.id).toBe('2');
    expect(findPromotion(promotions, '99')).toBeNull();
    expect(findPromotion(promotions, null)).toBeNull();
  });
});

describe('promotion category tabs (PLATFORM-FACTS §6.12)', () => {
  it('offers the categories in use, in the platform’s order, missing and unknown ones as other_promo', () => {
    expect(promotionTabs(promotions)).toEqual(['rng_promo', 'live_promo', 'other_promo']);
    expect(promotionTabs([])).toEqual([]);
  });
  it('lists a tab’s promotions in the platform’s order; no tab lists them all', () => {
    expect(promotionsInCategory(promotions, 'rng_promo').map((p) => p.id)).toEqual([3, 5]);
    expect(promotionsInCategory(promotions, 'other_promo').map((p) => p.id)).toEqual(['2', 4]);
    expect(promotionsInCategory(promotions, null)).toHaveLength(5);
  });
});

describe('promotions teaser', () => {
  it('shows the newest few, latest start first, without reordering the list it was given', () => {
    expect(newestPromotions(promotions, 3).map((p) => p.id)).toEqual(['2', 4, 1]);
    expect(newestPromotions(promotions, 0)).toEqual([]);
    expect(promotions[0]?.id).toBe(1);
  });
});

describe('notice deep link', () => {
  const notices = [{ id: 9000 }, { id: '9001' }];
  it('names the notice in the query', () => {
    expect(noticePageHref(9001)).toBe('/noticePage?id=9001');
  });
  it('finds the notice’s index, matched as text, or -1', () => {
    expect(noticeIndexOf(notices, '9001')).toBe(1);
    expect(noticeIndexOf(notices, '9000')).toBe(0);
    expect(noticeIndexOf(notices, '1')).toBe(-1);
    expect(noticeIndexOf(notices, null)).toBe(-1);
    expect(noticeIndexOf(notices, '')).toBe(-1);
  });
});
