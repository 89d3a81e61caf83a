import { escapeMarkup, hueOf } from './palette';

/** What a banner says: a headline, a line under it and the button it shows. */
export interface BannerCopy {
  headline: string;
  detail: string;
  action: string;
}

/**
 * Banner art at 3:1 (1200×400): a deep gradient in the banner's colours, soft light, a scatter of gold coins on the
 * right, the headline, its line and a button on the left, so the home carousel looks like a casino's, not a placeholder.
 */
export function bannerSvg(key: string, copy: BannerCopy, width = 1200, height = 400): string {
  const hue = hueOf(key);
  const coins = [
    [0.78, 0.32, 62],
    [0.88, 0.62, 44],
    [0.7, 0.7, 34],
    [0.93, 0.22, 26],
    [0.66, 0.84, 20],
  ]
    .map(
      ([x = 0, y = 0, r = 0]) =>
        `<circle cx="${width * x}" cy="${height * y}" r="${r}" fill="url(#coin)" stroke="#7a5200" stroke-width="3"/><circle cx="${width * x}" cy="${height * y}" r="${r * 0.62}" fill="none" stroke="#fff4c2" stroke-opacity="0.7" stroke-width="3"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(copy.headline)}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 16%)"/><stop offset="0.55" stop-color="hsl(${(hue + 30) % 360} 75% 28%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 80% 38%)"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.78" cy="0.45" r="0.45"><stop offset="0" stop-color="hsl(${(hue + 40) % 360} 100% 70%)" stop-opacity="0.55"/><stop offset="1" stop-color="hsl(${hue} 100% 60%)" stop-opacity="0"/></radialGradient>`,
    '<radialGradient id="coin" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff1a8"/><stop offset="0.5" stop-color="#f5c13c"/><stop offset="1" stop-color="#b07a0c"/></radialGradient>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    `<path d="M${width * 0.52} ${height} L${width * 0.74} 0 L${width * 0.8} 0 L${width * 0.58} ${height} Z" fill="#fff" fill-opacity="0.05"/>`,
    coins,
    `<text x="${width * 0.07}" y="${height * 0.42}" font-family="system-ui,sans-serif" font-weight="900" font-size="64" fill="#fff">${escapeMarkup(copy.headline)}</text>`,
    `<text x="${width * 0.07}" y="${height * 0.57}" font-family="system-ui,sans-serif" font-weight="500" font-size="28" fill="#fff" fill-opacity="0.85">${escapeMarkup(copy.detail)}</text>`,
    `<rect x="${width * 0.07}" y="${height * 0.68}" width="220" height="58" rx="29" fill="#f5c13c"/>`,
    `<text x="${width * 0.07 + 110}" y="${height * 0.68 + 30}" text-anchor="middle" dominant-baseline="central" font-family="system-ui,sans-serif" font-weight="800" font-size="24" fill="#2b1d00">${escapeMarkup(copy.action)}</text>`,
    '</svg>',
  ].join('');
}
