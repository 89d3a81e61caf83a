import { describe, expect, it } from 'vitest';
import { imageUrlFor } from '../src';

describe('image address (SPEC §9)', () => {
  const icon = '/sandbox-assets/games/PG/PG_0001.svg';
  it('puts the path on a host picked at random from the image CDNs', () => {
    const hosts = ['https://a.cdn', 'b.cdn/'];
    expect(imageUrlFor(icon, hosts, () => 0)).toBe(`https://a.cdn${icon}`);
    expect(imageUrlFor(icon, hosts, () => 0.9)).toBe(`https://b.cdn${icon}`);
  });
  it('uses the default host when the platform lists no CDN, the own origin when there is none', () => {
    expect(imageUrlFor(icon, [], () => 0.5, 'https://img.default')).toBe(`https://img.default${icon}`);
    expect(imageUrlFor(icon, null, () => 0.5)).toBe(icon);
    expect(imageUrlFor('games/x.png', undefined, () => 0.5)).toBe('/games/x.png');
  });
  it('leaves an address that is already absolute as it is', () => {
    for (const url of ['https://elsewhere/x.png', '//elsewhere/x.png', 'data:image/png;base64,AA', '']) {
      expect(imageUrlFor(url, ['https://a.cdn'], () => 0)).toBe(url);
    }
  });
});
