import { describe, expect, it } from 'vitest';
import {
  BANNER_AUTOPLAY_MS,
  bannerAutoplays,
  bannerHref,
  formatWinAmount,
  homeBanners,
  homeCategorySections,
  homeVendorAction,
  rankWinners,
  stepBanner,
} from '../src';

describe('home banners (PLATFORM-FACTS §6.7)', () => {
  it('shows only the w_home group, in the platform order', () => {
    const banners = [
      { groupName: 'w_login', url: 'a' },
      { groupName: 'w_home', url: 'b' },
      { groupName: 'w_promotion', url: 'c' },
      { groupName: 'w_home', url: 'd' },
    ];
    expect(homeBanners(banners).map((banner) => banner.url)).toEqual(['b', 'd']);
  });
  it('autoplays every 5 seconds only with more than one banner, not paused, motion allowed', () => {
    expect(BANNER_AUTOPLAY_MS).toBe(5000);
    expect(bannerAutoplays({ count: 3, paused: false, reducedMotion: false })).toBe(true);
    expect(bannerAutoplays({ count: 1, paused: false, reducedMotion: false })).toBe(false);
    expect(bannerAutoplays({ count: 0, paused: false, reducedMotion: false })).toBe(false);
    expect(bannerAutoplays({ count: 3, paused: true, reducedMotion: false })).toBe(false);
    expect(bannerAutoplays({ count: 3, paused: false, reducedMotion: true })).toBe(false);
  });
  it('links a banner only to a page of this site', () => {
    expect(bannerHref('/promotions#8000')).toBe('/promotions#8000');
    expect(bannerHref('https://elsewhere.test/')).toBeNull();
    expect(bannerHref('//elsewhere.test/')).toBeNull();
    expect(bannerHref('javascript:alert(1)')).toBeNull();
    expect(bannerHref(null)).toBeNull();
  });
  it('steps round both ends', () => {
    expect(stepBanner(0, 3, 1)).toBe(1);
    expect(stepBanner(2, 3, 1)).toBe(0);
    expect(stepBanner(0, 3, -1)).toBe(2);
    expect(stepBanner(0, 0, 1)).toBe(0);
  });
});

describe('winner board (PLATFORM-FACTS §6.10)', () => {
  const win = (customerName: string, winAmount: string) => ({ customerName, winAmount });
  it('puts the largest win first, compared to the cent', () => {
    const ranked = rankWinners([win('a', '99.99'), win('b', '1000.1'), win('c', '1000.09'), win('d', '5')]);
    expect(ranked.map((row) => row.customerName)).toEqual(['b', 'c', 'a', 'd']);
  });
  it('keeps the platform order for equal wins and shows at most 20', () => {
    const many = Array.from({ length: 30 }, (_, index) => win(`p${index}`, index < 2 ? '10.00' : '1'));
    const ranked = rankWinners(many);
    expect(ranked).toHaveLength(20);
    expect(ranked.slice(0, 2).map((row) => row.customerName)).toEqual(['p0', 'p1']);
    expect(rankWinners(many, 5)).toHaveLength(5);
  });
  it('formats a win with 2 decimals and comma thousands, exactly', () => {
    expect(formatWinAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatWinAmount('500')).toBe('500.00');
    expect(formatWinAmount('90071992547409931.99')).toBe('90,071,992,547,409,931.99');
  });
});

describe('home category sections (SPEC §2, PLATFORM-FACTS §8.1)', () => {
  const lanes = [
    { gameCategory: 'RNG', vendors: [{ vassalage: 'PG' }, { vassalage: 'JL' }] },
    { gameCategory: 'SPORTS', vendors: [{ vassalage: 'SABA' }, { vassalage: 'IMES' }] },
    { gameCategory: 'FISH', vendors: [] },
    { gameCategory: 'LOTT', vendors: [{ vassalage: 'LOTT' }] },
  ];
  it('has one section per category with vendors, e-sports split from sports, each with its page', () => {
    const sections = homeCategorySections(lanes);
    expect(sections.map((section) => [section.category, section.href])).toEqual([
      ['RNG', '/rng'],
      ['SPORTS', '/sports'],
      ['ESPORTS', '/esports'],
      ['LOTT', '/lottery'],
    ]);
    expect(sections[1]?.vendors.map((vendor) => vendor.vassalage)).toEqual(['SABA']);
  });
  it('opens a vendor tab of its category page when the category has several vendors', () => {
    expect(homeVendorAction('LIVE', 'EVO', 10)).toEqual({ action: 'open', href: '/live?page=EVO' });
    expect(homeVendorAction('RNG', 'PG', 16)).toEqual({ action: 'open', href: '/rng?page=PG' });
  });
  it('launches the only vendor of a category, except slots, poker and fishing', () => {
    expect(homeVendorAction('LOTT', 'LOTT', 1)).toEqual({ action: 'launch' });
    expect(homeVendorAction('SPORTS', 'SABA', 1)).toEqual({ action: 'launch' });
    expect(homeVendorAction('RNG', 'PG', 1)).toEqual({ action: 'open', href: '/rng?page=PG' });
    expect(homeVendorAction('PVP', 'KM', 1)).toEqual({ action: 'open', href: '/pvp?page=KM' });
    expect(homeVendorAction('FISH', 'JLF', 1)).toEqual({ action: 'open', href: '/fish?page=JLF' });
  });
  it('starts a vendor whose card opens a popup game list (isGame VASSALAGE), whatever its category', () => {
    expect(homeVendorAction('PVP', 'KM', 3, 'VASSALAGE')).toEqual({ action: 'launch' });
    expect(homeVendorAction('RNG', 'PG', 16, 'VASSALAGE')).toEqual({ action: 'launch' });
    expect(homeVendorAction('PVP', 'V8', 3, null)).toEqual({ action: 'open', href: '/pvp?page=V8' });
  });
});
