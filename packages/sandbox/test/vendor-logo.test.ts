import { describe, expect, it } from 'vitest';
import { vendorLogoSvg } from '../src/art/vendor-logo';
import { PLATFORM_URL, useSandbox } from './harness';

useSandbox();

const fontSizes = (svg: string) => [...svg.matchAll(/font-size="(\d+)"/g)].map((match) => Number(match[1]));
const lines = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe('vendor logo art (issue 17: readable at the footer size)', () => {
  it('serves a wordmark of the vendor’s name, not its code', async () => {
    const answer = await fetch(`${PLATFORM_URL}/sandbox-assets/vendor/PP.svg`);
    expect(answer.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await answer.text();
    expect(svg).toContain('aria-label="Pragmatic Play"');
    expect(lines(svg)).toEqual(['PRAGMATIC', 'PLAY']);
  });

  it('fits a long name inside the tile on two lines, a short one large on one', () => {
    const long = vendorLogoSvg({ code: 'FCF', name: 'Fa Chai Fishing' });
    expect(lines(long)).toEqual(['FA CHAI', 'FISHING']);
    for (const size of fontSizes(long)) expect(size * 0.68 * 'FISHING'.length).toBeLessThanOrEqual(160 * 0.84);
    const short = vendorLogoSvg({ code: 'JL', name: 'JILI' });
    expect(lines(short)).toEqual(['JILI']);
    expect(fontSizes(short)[0]).toBeGreaterThan(fontSizes(long)[0]!);
  });

  it('names a vendor the seed does not know by its code', async () => {
    const svg = await (await fetch(`${PLATFORM_URL}/sandbox-assets/vendor/NEW_VENDOR.svg?size=large`)).text();
    expect(svg).toContain('width="320" height="200"');
    expect(lines(svg)).toEqual(['NEW VENDOR']);
  });
});
