import { describe, expect, it } from 'vitest';
import { GAME_SEARCH_DEBOUNCE_MS, gameSearchText, moveSearchHighlight, searchVendors } from '../src';

const sorting = [
  {
    gameCategory: 'RNG',
    vendors: [
      { vassalage: 'PG', displayName: 'PG Soft' },
      { vassalage: 'JDB', displayName: 'JDB Gaming' },
      { vassalage: 'SPB', displayName: 'Spribe' },
    ],
  },
  { gameCategory: 'SPB', vendors: [{ vassalage: 'SPB', displayName: 'Spribe' }] },
  {
    gameCategory: 'SPORTS',
    vendors: [
      { vassalage: 'SABA', displayName: 'Saba Sports' },
      { vassalage: 'IMES', displayName: 'IM eSports' },
    ],
  },
  { gameCategory: 'LIVE', vendors: [{ vassalage: 'EVO', displayName: 'Evolution Gaming' }] },
];

describe('game search (find a game)', () => {
  it('waits a quarter second after the last key', () => {
    expect(GAME_SEARCH_DEBOUNCE_MS).toBe(250);
  });

  it('sends the text trimmed with its inner spaces collapsed, nothing for blank', () => {
    expect(gameSearchText('  fortune   tiger ')).toBe('fortune tiger');
    expect(gameSearchText('   ')).toBe('');
  });

  it('finds vendors by part of their name or code, any case, each once in its first category', () => {
    expect(searchVendors(sorting, 'spri')).toEqual([
      { vassalage: 'SPB', displayName: 'Spribe', category: 'RNG', href: '/rng?page=SPB' },
    ]);
    expect(searchVendors(sorting, 'jdb').map((vendor) => vendor.vassalage)).toEqual(['JDB']);
  });

  it('puts names that start with the text first, then the lanes order, up to the limit', () => {
    expect(searchVendors(sorting, 'gaming').map((vendor) => vendor.vassalage)).toEqual(['JDB', 'EVO']);
    expect(searchVendors(sorting, 'e').map((vendor) => vendor.vassalage)).toEqual(['EVO', 'SPB', 'IMES']);
    expect(searchVendors(sorting, 's', 10).map((vendor) => vendor.vassalage)).toEqual(['SPB', 'SABA', 'PG', 'IMES']);
  });

  it('opens an e-sports vendor on the e-sports lobby, not sports (SPEC §3)', () => {
    expect(searchVendors(sorting, 'esports')[0]).toMatchObject({ vassalage: 'IMES', href: '/esports?page=IMES' });
  });

  it('finds nothing for blank text', () => {
    expect(searchVendors(sorting, '  ')).toEqual([]);
  });

  it('moves the highlight as the combobox pattern does, wrapping round both ends', () => {
    expect(moveSearchHighlight(-1, 4, 1)).toBe(0);
    expect(moveSearchHighlight(-1, 4, -1)).toBe(3);
    expect(moveSearchHighlight(3, 4, 1)).toBe(0);
    expect(moveSearchHighlight(0, 4, -1)).toBe(3);
    expect(moveSearchHighlight(1, 4, 1)).toBe(2);
    expect(moveSearchHighlight(0, 0, 1)).toBe(-1);
  });
});
