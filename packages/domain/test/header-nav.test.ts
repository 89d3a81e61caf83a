import { describe, expect, it } from 'vitest';
import { buildHeaderNav, choosePrizeMode, splitEsports, type VendorCard } from '../src';

const vendors = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ vassalage: `${prefix}${i}`, isHot: i === 0 ? 1 : 0 }));

describe('header navigation (SPEC §2, §9)', () => {
  it('lists only categories with at least one vendor, in order', () => {
    const nav = buildHeaderNav([
      { gameCategory: 'LIVE', vendors: vendors('L', 2) },
      { gameCategory: 'FISH', vendors: [] },
      { gameCategory: 'RNG', vendors: vendors('R', 1) },
    ]);
    expect(nav.map((entry) => entry.category)).toEqual(['LIVE', 'RNG']);
  });
  it('caps the drop-down at 15 vendors and adds More from 15 vendors on', () => {
    const [fifteen] = buildHeaderNav([{ gameCategory: 'RNG', vendors: vendors('R', 15) }]);
    expect(fifteen?.vendors).toHaveLength(15);
    expect(fifteen?.moreHref).toBe('/rng');
    const [twenty] = buildHeaderNav([{ gameCategory: 'LIVE', vendors: vendors('L', 20) }]);
    expect(twenty?.vendors).toHaveLength(15);
    expect(twenty?.moreHref).toBe('/live');
    const [fourteen] = buildHeaderNav([{ gameCategory: 'PVP', vendors: vendors('P', 14) }]);
    expect(fourteen?.moreHref).toBeNull();
  });
  it('starts the only vendor of a category at once, except slots, poker and fishing (PLATFORM-FACTS §8.1)', () => {
    const nav = buildHeaderNav<VendorCard>([
      { gameCategory: 'LOTT', vendors: [{ vassalage: 'LOTT' }] },
      { gameCategory: 'LIVE', vendors: vendors('L', 2) },
      { gameCategory: 'RNG', vendors: [{ vassalage: 'PG' }] },
      { gameCategory: 'FISH', vendors: [{ vassalage: 'JLF' }] },
      { gameCategory: 'PVP', vendors: [{ vassalage: 'V8' }] },
      { gameCategory: 'pvp', vendors: [{ vassalage: 'KM', isGame: 'VASSALAGE' }] },
    ]);
    expect(nav.map((entry) => entry.launch?.vassalage ?? null)).toEqual(['LOTT', null, null, null, null, 'KM']);
  });
  it('uses the narrow layout above 8 vendors', () => {
    expect(buildHeaderNav([{ gameCategory: 'A', vendors: vendors('a', 8) }])[0]?.narrow).toBe(false);
    expect(buildHeaderNav([{ gameCategory: 'A', vendors: vendors('a', 9) }])[0]?.narrow).toBe(true);
  });
  it('marks a vendor hot when isHot is 1', () => {
    const [entry] = buildHeaderNav([
      {
        gameCategory: 'LIVE',
        vendors: [{ vassalage: 'A', isHot: 1 }, { vassalage: 'B', isHot: '1' }, { vassalage: 'C' }],
      },
    ]);
    expect(entry?.vendors.map((v) => v.hot)).toEqual([true, true, false]);
  });
  it('splits the e-sports vendors out of sports, plus configured ones', () => {
    const nav = buildHeaderNav(
      [
        { gameCategory: 'SPORTS', vendors: [{ vassalage: 'SBO' }, { vassalage: 'IMES' }, { vassalage: 'XE' }] },
        { gameCategory: 'LIVE', vendors: [{ vassalage: 'EVO' }] },
      ],
      { esportsVendors: ['XE'] },
    );
    expect(nav.map((e) => [e.category, e.vendors.map((v) => v.vassalage)])).toEqual([
      ['SPORTS', ['SBO']],
      ['ESPORTS', ['IMES', 'XE']],
      ['LIVE', ['EVO']],
    ]);
  });
});

describe('e-sports lane split (SPEC §3, PLATFORM-FACTS §6.3)', () => {
  it('moves AV, AI, IMES, TF and IA right after sports and merges with an existing e-sports lane', () => {
    const split = splitEsports([
      { gameCategory: 'ESPORTS', vendors: [{ vassalage: 'OLD' }] },
      { gameCategory: 'SPORTS', vendors: ['AV', 'AI', 'S1', 'TF', 'IA'].map((vassalage) => ({ vassalage })) },
    ]);
    expect(split.map((e) => [e.gameCategory, e.vendors.map((v) => v.vassalage)])).toEqual([
      ['SPORTS', ['S1']],
      ['ESPORTS', ['AV', 'AI', 'TF', 'IA', 'OLD']],
    ]);
  });
  it('leaves the lanes alone without sports or without e-sports vendors', () => {
    const lanes = [{ gameCategory: 'LIVE', vendors: [{ vassalage: 'IMES' }] }];
    expect(splitEsports(lanes)).toEqual(lanes);
    const sportsOnly = [{ gameCategory: 'SPORTS', vendors: [{ vassalage: 'SBO' }] }];
    expect(splitEsports(sportsOnly)).toEqual(sportsOnly);
  });
});

describe('prize mode (PLATFORM-FACTS §6.3)', () => {
  it('is ELOTT when the ELOTT lane offers TCG_LOTTO_VN or LOTT', () => {
    expect(choosePrizeMode([{ gameCategory: 'ELOTT', vendors: [{ vassalage: 'TCG_LOTTO_VN' }] }])).toBe('ELOTT');
    expect(choosePrizeMode([{ gameCategory: 'ELOTT', vendors: [{ vassalage: 'LOTT' }] }])).toBe('ELOTT');
  });
  it('is LOTT otherwise', () => {
    expect(choosePrizeMode([{ gameCategory: 'ELOTT', vendors: [{ vassalage: 'GPI' }] }])).toBe('LOTT');
    expect(choosePrizeMode([])).toBe('LOTT');
  });
});
