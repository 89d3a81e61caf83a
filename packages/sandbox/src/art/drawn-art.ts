// Drawing a PNG takes several milliseconds; a lobby asks for the same icons again on every visit and in every test.
// The whole seeded catalogue's art fits (about 20 KB a picture).
const DRAWN_LIMIT = 2_000;
const drawn = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** The art for `key`, drawn once and kept (the oldest dropped past a couple of thousand). */
export function drawnOnce(key: string, draw: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>> {
  const kept = drawn.get(key);
  if (kept) return kept;
  const art = draw();
  drawn.set(key, art);
  // A drawing that failed is tried again next time, not kept.
  art.catch(() => drawn.delete(key));
  if (drawn.size > DRAWN_LIMIT) drawn.delete(drawn.keys().next().value ?? key);
  return art;
}

/** An image answer the browser may keep for a day. */
export const pngResponse = (png: Uint8Array<ArrayBuffer>) =>
  new Response(png, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' } });
