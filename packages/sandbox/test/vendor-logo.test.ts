import { describe, expect, it } from 'vitest';
import { strokeTextWidth } from '../src/art/stroke-font';
import { vendorLogoCapHeight, vendorLogoLines, vendorLogoPng } from '../src/art/vendor-logo';
import { PLATFORM_URL, useSandbox } from './harness';
import { readPng, whitePixels } from './png';

useSandbox();

const logoOf = async (path: string) => {
  const answer = await fetch(`${PLATFORM_URL}${path}`);
  expect(answer.headers.get('Content-Type')).toBe('image/png');
  return readPng(new Uint8Array(await answer.arrayBuffer()));
};

describe('vendor logo art (readable at the footer size)', () => {
  it('serves a PNG wordmark of the vendor’s name, not its code, split on two lines when long', async () => {
    const logo = await logoOf('/sandbox-assets/vendor/PP.png');
    expect([logo.width, logo.height]).toEqual([160, 80]);
    expect(vendorLogoLines('Pragmatic Play')).toEqual(['PRAGMATIC', 'PLAY']);
    // Lettering in the upper and the lower half: two lines.
    expect(whitePixels(logo, { left: 0, top: 10, right: 160, bottom: 36 })).toBeGreaterThan(100);
    expect(whitePixels(logo, { left: 0, top: 36, right: 160, bottom: 60 })).toBeGreaterThan(50);
  });

  it('fits a long name inside the tile, a short one large on one line', async () => {
    const long = vendorLogoLines('Fa Chai Fishing');
    expect(long).toEqual(['FA CHAI', 'FISHING']);
    const longSize = vendorLogoCapHeight(long, 160, 80);
    for (const line of long) expect(strokeTextWidth(line, longSize)).toBeLessThanOrEqual(160 * 0.8);
    const drawn = readPng(await vendorLogoPng({ code: 'FCF', name: 'Fa Chai Fishing' }));
    expect(whitePixels(drawn, { left: 0, top: 0, right: 12, bottom: 80 })).toBe(0);
    expect(whitePixels(drawn, { left: 148, top: 0, right: 160, bottom: 80 })).toBe(0);
    const short = vendorLogoLines('JILI');
    expect(short).toEqual(['JILI']);
    expect(vendorLogoCapHeight(short, 160, 80)).toBeGreaterThan(longSize);
  });

  it('names a vendor the seed does not know by its code, and still answers the old .svg address', async () => {
    expect(vendorLogoLines('NEW VENDOR')).toEqual(['NEW VENDOR']);
    const large = await logoOf('/sandbox-assets/vendor/NEW_VENDOR.png?size=large');
    expect([large.width, large.height]).toEqual([320, 200]);
    expect(whitePixels(large, { left: 0, top: 0, right: 320, bottom: 200 })).toBeGreaterThan(500);
    const old = await logoOf('/sandbox-assets/vendor/PP.svg');
    expect(old.width).toBe(160);
  });
});
