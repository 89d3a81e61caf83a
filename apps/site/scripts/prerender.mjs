// Renders every page of the site to HTML after the client build (the site's `build` script runs it): each page gets
// dist/<path>/index.html (home: dist/index.html, which hosts also serve for any unknown path), its shell already in
// #root for the browser to hydrate, the page's route chunks and the default language's words linked as module
// preloads so they load in one wave with the entry, and no inline script (the CSP allows none).
//   node scripts/prerender.mjs   (after `vite build --manifest` and `vite build --ssr src/entry-server.tsx`)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const site = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.PRERENDER_DIST ?? join(site, 'dist');
const server = join(site, '.server');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const { renderPage, firstPaintModules, PAGE_PATHS, RENDERED_LANGUAGE } = await import(
  pathToFileURL(join(server, 'entry-server.js')).href
);

const ROOT = '<div id="root"><!--app--></div>';
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to render into`);
if (!template.includes('<html ')) throw new Error('dist/index.html has no <html> to mark with its language');

const catalogue = Object.keys(manifest).find((key) =>
  key.endsWith(`/catalogues/${RENDERED_LANGUAGE.toLowerCase()}.ts`),
);
if (!catalogue) throw new Error(`no catalogue chunk for ${RENDERED_LANGUAGE} in the build's manifest`);

/** The files of a chunk and of every chunk it imports, as the browser will ask for them. */
function chunkFiles(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not a chunk of the build (first-paint.ts names it)`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
/** What the entry loads with it, to the last static import: Vite links these already. */
const withEntry = chunkFiles(entryKey);

// React hoists the resources it met (an image to preload) to the front of what it rendered; they belong in <head>.
const HOISTED = /^(?:<link [^>]*\/?>)+/;

for (const path of PAGE_PATHS) {
  const rendered = await renderPage(path);
  const hoisted = rendered.match(HOISTED)?.[0] ?? '';
  const files = new Set();
  for (const module of [catalogue, ...firstPaintModules(path)]) chunkFiles(module, files);
  const preloads = [...files]
    .filter((file) => !withEntry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  const html = template
    .replace('<html ', `<html data-language="${RENDERED_LANGUAGE}" `)
    .replace('</head>', `${hoisted}${preloads}</head>`)
    .replace(ROOT, `<div id="root" data-page="${path}">${rendered.slice(hoisted.length)}</div>`);
  const directory = path === '/' ? dist : join(dist, path);
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, 'index.html'), html);
}
// The manifest served its purpose here; a host has no use for it.
rmSync(join(dist, '.vite'), { recursive: true, force: true });
console.log(`prerendered ${PAGE_PATHS.length} pages in ${RENDERED_LANGUAGE}`);
process.exit(0);
