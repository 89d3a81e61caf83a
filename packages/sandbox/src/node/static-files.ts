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

/** One rule of a `_headers` file: a path pattern (`/*`, `/assets/*`, `/exact`) and the headers it adds. */
interface HeaderRule {
  pattern: string;
  headers: Array<[name: string, value: string]>;
}

/**
 * Reads a `_headers` file as Netlify and Cloudflare Pages do: a line at the start is a path pattern, the indented
 * `Name: value` lines under it are its headers, `#` starts a comment.
 */
function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const matches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/** The site build's `_headers` (its security headers, sent as a host would), read again whenever the file changes. */
function createHeaderRules(file: string) {
  let cached: { mtimeMs: number; rules: HeaderRule[] } | null = null;
  return async (path: string): Promise<Array<[string, string]>> => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return [];
    if (cached?.mtimeMs !== info.mtimeMs)
      cached = { mtimeMs: info.mtimeMs, rules: parseHeadersFile(await readFile(file, 'utf8')) };
    return cached.rules.filter((rule) => matches(rule.pattern, path)).flatMap((rule) => rule.headers);
  };
}

/** Files a build writes for its host or its developers, never for visitors: the headers file and source maps. */
const isPrivate = (path: string) => path === '/_headers' || path.toLowerCase().endsWith('.map');

const decodedPath = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
};

// What a build is made of; any other address (`/lottery`, `/register.html`, an old `/index.php`) is a page.
const FILE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.map',
  '.json',
  '.txt',
  '.xml',
  '.ico',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.svg',
  '.woff',
  '.woff2',
  '.ttf',
  '.webmanifest',
]);

/**
 * An address the app routes, as opposed to a file of the build: a visitor following an old or mistyped link
 * (`/index.php`, `/promo.html`) gets the site, which sends unknown paths home (a player never lands on a dead end), never a bare "Not found".
 */
const isPagePath = (path: string) => !path.startsWith('/assets/') && !FILE_EXTENSIONS.has(extname(path).toLowerCase());

/**
 * Serves a built site's files; a path with no file gets index.html, for history-mode routes (SPEC §2). Every answer
 * carries the headers the site's `_headers` file gives its path.
 */
export function createStaticFiles(directory: string): (request: Request) => Promise<Response> {
  const root = resolve(directory);
  const fileAt = async (path: string) => {
    const target = normalize(join(root, path));
    if (target !== root && !target.startsWith(root + sep)) return null;
    const info = await stat(target).catch(() => null);
    return info?.isFile() ? target : null;
  };
  const gzipped = createGzipCache();
  const headerRules = createHeaderRules(join(root, '_headers'));
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
  // A page the build rendered has its own HTML (`/rng` → rng/index.html); any other page address gets home's.
  const serveIndex = async (request: Request, path = '/') => {
    const index = (await fileAt(join(path, 'index.html'))) ?? (await fileAt('index.html'));
    return index ? send(index, request) : new Response('Not found', { status: 404 });
  };
  const answer = async (request: Request, pathname: string) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
    const path = decodedPath(pathname);
    // A page address with broken percent-encoding (`/promotions%`) is still a route of the app; a file's is not.
    if (path === null) return isPagePath(pathname) ? serveIndex(request) : new Response('Bad request', { status: 400 });
    if (isPrivate(path)) return new Response('Not found', { status: 404 });
    const file = await fileAt(path);
    if (file) return send(file, request);
    // A missing asset is a 404; a missing page address (`/register.html`, SPEC §2) is a route of the app.
    return isPagePath(path) ? serveIndex(request, path) : new Response('Not found', { status: 404 });
  };
  return async (request) => {
    const { pathname } = new URL(request.url);
    const response = await answer(request, pathname);
    for (const [name, value] of await headerRules(pathname)) response.headers.set(name, value);
    return response;
  };
}
