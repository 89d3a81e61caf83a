import { escapeMarkup, hueOf } from './palette';

/** What a vendor logo shows: the vendor's code (its colour) and the name players know it by. */
export interface VendorLogoSubject {
  code: string;
  name: string;
}

// Bold system-ui capitals are about this wide per em, so a line is sized to fit instead of overflowing the tile.
const CAPITAL_WIDTH = 0.68;

/** The name on one line, or two when it is long and has a space near the middle. */
function linesOf(name: string): string[] {
  if (name.length <= 10 || !name.includes(' ')) return [name];
  const middle = name.length / 2;
  const spaces = [...name.matchAll(/ /g)].map((match) => match.index);
  const split = spaces.reduce((best, index) => (Math.abs(index - middle) < Math.abs(best - middle) ? index : best));
  return [name.slice(0, split), name.slice(split + 1)];
}

/**
 * A vendor's wordmark, `width`×`height` (2:1 in the footer, 8:5 for the large icon): the name in bold capitals
 * sized to fit, on the vendor's colour with an accent bar, so it reads at the footer's size (issue 17).
 */
export function vendorLogoSvg(subject: VendorLogoSubject, width = 160, height = 80): string {
  const hue = hueOf(subject.code);
  const lines = linesOf(subject.name.toUpperCase());
  const longest = Math.max(...lines.map((line) => line.length));
  const room = height * (lines.length === 1 ? 0.42 : 0.3);
  const size = Math.round(Math.min(room, (width * 0.84) / (longest * CAPITAL_WIDTH)));
  const gap = size * 1.1;
  const top = height * 0.47 - (gap * (lines.length - 1)) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${(top + index * gap).toFixed(1)}" text-anchor="middle" dominant-baseline="central" font-family="system-ui,sans-serif" font-size="${size}" font-weight="800" letter-spacing="${(size * 0.02).toFixed(2)}" fill="#fff">${escapeMarkup(line)}</text>`,
    )
    .join('');
  const bar = height * 0.06;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(subject.name)}">`,
    `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 62% 34%)"/><stop offset="1" stop-color="hsl(${(hue + 36) % 360} 70% 18%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="${Math.round(height / 8)}" fill="url(#v)"/>`,
    `<rect x="${width * 0.38}" y="${height - bar * 2.2}" width="${width * 0.24}" height="${bar}" rx="${bar / 2}" fill="hsl(${hue} 90% 68%)"/>`,
    text,
    '</svg>',
  ].join('');
}
