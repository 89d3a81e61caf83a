import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

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

/** Serves a built site's files; a path with no file gets index.html, for history-mode routes (SPEC §2). */
export function createStaticFiles(directory: string): (request: Request) => Promise<Response> {
  const root = resolve(directory);
  const fileAt = async (path: string) => {
    const target = normalize(join(root, path));
    if (target !== root && !target.startsWith(root + sep)) return null;
    const info = await stat(target).catch(() => null);
    return info?.isFile() ? target : null;
  };
  const send = async (file: string, request: Request) => {
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const body = request.method === 'HEAD' ? null : await readFile(file);
    // Hashed assets never change; index.html must always be fresh.
    const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    return new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': cache } });
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
