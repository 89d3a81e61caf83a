import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** Gzip copies of text files, made once per file version: the site's first paint waits on these bytes. */
function createGzipCache() {
  const copies = new Map<string, { mtimeMs: number; body: Uint8Array<ArrayBuffer> }>();
  return async (file: string, mtimeMs: number): Promise<Uint8Array<ArrayBuffer>> => {
    const cached = copies.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.body;
    const body = Uint8Array.from(gzipSync(await readFile(file), { level: 9 }));
    copies.set(file, { mtimeMs, body });
    return body;
  };
}

/** Serves a built site's files; a path with no file gets index.html, for history-mode routes (SPEC §2). */
export function createStaticFiles(directory: string): (request: Request) => Promise<Response> {
  const root = resolve(directory);
  const fileAt = async (path: string) => {
    const target = normalize(join(root, path));
    if (target !== root && !target.startsWith(root + sep)) return null;
    const info = await stat(target).catch(() => null);
    return info?.isFile() ? target : null;
  };
  const gzipped = createGzipCache();
  const send = async (file: string, request: Request) => {
    const extension = extname(file).toLowerCase();
    const type = CONTENT_TYPES[extension] ?? 'application/octet-stream';
    // Hashed assets never change; index.html must always be fresh.
    const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cache };
    if (!COMPRESSIBLE.has(extension)) {
      return new Response(request.method === 'HEAD' ? null : await readFile(file), { headers });
    }
    headers.Vary = 'Accept-Encoding';
    if (!/\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '')) {
      return new Response(request.method === 'HEAD' ? null : await readFile(file), { headers });
    }
    const body = await gzipped(file, (await stat(file)).mtimeMs);
    headers['Content-Encoding'] = 'gzip';
    return new Response(request.method === 'HEAD' ? null : body, { headers });
  };
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
    const path = decodeURIComponent(new URL(request.url).pathname);
    const file = await fileAt(path);
    if (file) return send(file, request);
    // A missing asset is a 404; a missing page address (`/register.html`, SPEC §2) is a route of the app.
    if (extname(path) && extname(path).toLowerCase() !== '.html') return new Response('Not found', { status: 404 });
    const index = await fileAt('index.html');
    return index ? send(index, request) : new Response('Not found', { status: 404 });
  };
}
