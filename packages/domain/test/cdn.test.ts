import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickCdn } from '../src';

describe('CDN choice (SPEC §9)', () => {
  const hosts = ['a.cdn', 'b.cdn', 'c.cdn'];
  it('picks a host from the server list by the injected random number', () => {
    expect(pickCdn(hosts, 'fallback', () => 0)).toBe('a.cdn');
    expect(pickCdn(hosts, 'fallback', () => 0.5)).toBe('b.cdn');
    expect(pickCdn(hosts, 'fallback', () => 0.999)).toBe('c.cdn');
  });
  it('uses the fallback host when the list is empty or missing', () => {
    expect(pickCdn([], 'fallback', () => 0.5)).toBe('fallback');
    expect(pickCdn(null, 'fallback', () => 0.5)).toBe('fallback');
    expect(pickCdn(['', '  '], 'fallback', () => 0.5)).toBe('fallback');
  });
  it('stays inside the list even for a misbehaving random source', () => {
    expect(pickCdn(hosts, 'f', () => 1)).toBe('c.cdn');
    expect(pickCdn(hosts, 'f', () => -3)).toBe('a.cdn');
    expect(pickCdn(hosts, 'f', () => Number.NaN)).toBe('a.cdn');
  });
  it('always returns a listed host (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
          { minLength: 1 },
        ),
        fc.double(),
        (list, r) => {
          expect(list).toContain(pickCdn(list, 'fallback', () => r));
        },
      ),
    );
  });
});
