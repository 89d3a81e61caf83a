import { hueOf } from './palette';
import { encodePng, hsl, Raster } from './raster';
import { strokeText, strokeTextWidth } from './stroke-font';

/** What a vendor logo shows: the vendor's code (its colour) and the name players know it by. */
export interface VendorLogoSubject {
  code: string;
  name: string;
}

/** The name on one line, or two when it is long and has a space near the middle. */
export function vendorLogoLines(name: string): string[] {
  const upper = name.toUpperCase();
  if (upper.length <= 10 || !upper.includes(' ')) return [upper];
  const middle = upper.length / 2;
  const spaces = [...upper.matchAll(/ /g)].map((match) => match.index);
  const split = spaces.reduce((best, index) => (Math.abs(index - middle) < Math.abs(best - middle) ? index : best));
  return [upper.slice(0, split), upper.slice(split + 1)];
}

/** The capitals' height for a name on a `width`×`height` tile: as large as fits 80% of the width and the height. */
export function vendorLogoCapHeight(lines: readonly string[], width: number, height: number): number {
  const room = height * (lines.length === 1 ? 0.3 : 0.2);
  const longest = Math.max(...lines.map((line) => strokeTextWidth(line, 1)));
  return Math.min(room, (width * 0.8) / longest);
}

/**
 * A vendor's wordmark as a PNG, `width`×`height` (2:1 in the footer, 8:5 for the large icon): the name in bold
 * capitals sized to fit, on the vendor's colour with an accent bar, so it reads at the footer's size.
 */
export async function vendorLogoPng(
  subject: VendorLogoSubject,
  width = 160,
  height = 80,
): Promise<Uint8Array<ArrayBuffer>> {
  const hue = hueOf(subject.code);
  const logo = new Raster(width, height).diagonal(hsl(hue, 62, 34), hsl((hue + 36) % 360, 70, 18));
  const bar = height * 0.06;
  logo.paint(logo.mask().box(width / 2, height - bar * 1.7, width * 0.24, bar, bar / 2), hsl(hue, 90, 68));

  const lines = vendorLogoLines(subject.name);
  const capHeight = vendorLogoCapHeight(lines, width, height);
  const gap = capHeight * 1.45;
  const top = height * 0.45 - (gap * (lines.length - 1)) / 2;
  const letters = logo.mask();
  for (const [index, line] of lines.entries())
    strokeText(letters, line, width / 2, top + index * gap, capHeight, Math.max(2, capHeight * 0.24));
  logo.paint(letters, [1, 1, 1]);
  return encodePng(logo.clip(logo.mask().box(width / 2, height / 2, width, height, height / 8)));
}
