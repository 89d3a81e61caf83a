import type { Hono } from 'hono';
import { bannerSvg } from '../art/banner-art';
import { drawnOnce, pngResponse } from '../art/drawn-art';
import { vendorLogoPng } from '../art/vendor-logo';
import { homeBannerCopy, seedBanners } from '../state/seed-content';
import { seedVendorLanes } from '../state/seed-games';

/** Where the sandbox serves its generated art, so nothing needs the internet (tests and demos run offline). */
export const ASSET_PREFIX = '/sandbox-assets';

const hueOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 360, 7);
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const svg = (body: string, width: number, height: number) =>
  new Response(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
    { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } },
  );

/** A gradient tile with a label: vendor logos, banners, avatars and QR placeholders. */
function tile(label: string, width: number, height: number, fontSize: number): Response {
  const hue = hueOf(label);
  return svg(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 75% 22%)"/></linearGradient></defs><rect width="${width}" height="${height}" rx="${Math.round(height / 12)}" fill="url(#g)"/><circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.35}" fill="hsl(${hue} 90% 70% / 0.18)"/><text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="${fontSize}" fill="#fff">${escapeXml(label)}</text>`,
    width,
    height,
  );
}

const vendorNames = new Map(
  seedVendorLanes.flatMap((lane) => lane.cards.map((card) => [card.vassalage, card.displayName] as const)),
);

const svgFile = (markup: string) =>
  new Response(markup, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });

const CHAT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Live chat</title><meta name="viewport" content="width=device-width"></head><body style="font-family:system-ui;margin:0;background:#0d1b2a;color:#fff"><header style="background:#1f6feb;padding:12px 16px;font-weight:700">Customer service</header><main style="padding:16px"><p>Hello! This is the sandbox live chat. How can we help?</p></main></body></html>`;

/** Serves the sandbox's generated images and its stand-in chat page. */
export function answerAssets(app: Hono): void {
  app.get(`${ASSET_PREFIX}/vendor/:file`, async (c) => {
    // Logos were SVG before they were PNG: an address kept from then still finds its vendor.
    const code = c.req.param('file').replace(/\.(png|svg)$/, '');
    const subject = { code, name: vendorNames.get(code) ?? code.replace(/_/g, ' ') };
    const large = c.req.query('size') === 'large';
    return pngResponse(
      await drawnOnce(`vendor/${code}/${large}`, () =>
        large ? vendorLogoPng(subject, 320, 200) : vendorLogoPng(subject),
      ),
    );
  });
  app.get(`${ASSET_PREFIX}/banner/:file`, (c) => {
    const name = c.req.param('file').replace(/\.svg$/, '');
    const copy = homeBannerCopy[seedBanners.findIndex((banner) => banner.url.endsWith(`/${name}.svg`))];
    return copy ? svgFile(bannerSvg(name, copy)) : tile(name, 1200, 400, 64);
  });
  app.get(`${ASSET_PREFIX}/avatar/:file`, (c) =>
    tile(
      c.req
        .param('file')
        .replace(/\.svg$/, '')
        .slice(0, 2),
      96,
      96,
      36,
    ),
  );
  app.get(`${ASSET_PREFIX}/game/:file`, (c) => tile(c.req.param('file').replace(/\.svg$/, ''), 240, 240, 28));
  app.get(`${ASSET_PREFIX}/qr/:file`, () => tile('QR', 160, 160, 40));
  app.get(`${ASSET_PREFIX}/chat.html`, (c) => c.html(CHAT_PAGE));
}
