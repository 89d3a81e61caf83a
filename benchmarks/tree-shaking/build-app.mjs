// Building one app in the throwaway project and weighing what its index.html loads, gzip level 9.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { KB, kb } from './report.mjs';

/** DESIGN.md: CSS, gzip. */
const CSS_BUDGET_KB = 15;

/**
 * Builds `app` in `directory` with the throwaway project's Vite and plugins, and weighs it: resolves with the app, its
 * weights and style problems and how long it took, or with the build's `error`.
 */
export async function buildApp(app, directory, { build, react, tailwindcss }) {
  mkdirSync(directory, { recursive: true });
  writeFileSync(
    join(directory, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>${app.name}</title></head>
  <body><div id="root"></div><script type="module" src="./main.jsx"></script></body>
</html>
`,
  );
  writeFileSync(join(directory, 'main.jsx'), app.source);
  for (const [file, text] of Object.entries(app.files ?? {})) writeFileSync(join(directory, file), text);
  const start = performance.now();
  try {
    await build({
      root: directory,
      configFile: false,
      publicDir: false,
      logLevel: 'silent',
      mode: 'production',
      plugins: app.styles === 'tailwind' ? [react(), tailwindcss()] : [react()],
      build: { outDir: join(directory, 'dist'), emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
    });
    const weighed = weigh(join(directory, 'dist'));
    const styleProblems = app.styles ? checkStyles(weighed.css) : [];
    return { app, ...weighed, styleProblems, ms: performance.now() - start };
  } catch (error) {
    const message = stripVTControlCharacters(String(error?.message ?? error)).trim();
    return { app, error: message, ms: performance.now() - start };
  }
}

/** The gzip size of the JS that index.html loads or modulepreloads, and of the rest (loaded on demand). */
function weigh(dist) {
  const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const referenced = (pattern) => [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''));
  const initial = new Set([
    ...referenced(/<script[^>]+src="([^"]+\.js)"/g),
    ...referenced(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ]);
  const lazy = readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .filter((file) => !initial.has(file));
  const sum = (files) => files.reduce((total, file) => total + gzip(file), 0);
  const stylesheets = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.css'));
  const css = stylesheets.map((name) => readFileSync(join(dist, 'assets', name), 'utf8')).join('\n');
  return {
    initial: sum([...initial]),
    lazy: sum(lazy),
    lazyChunks: lazy.length,
    css: stylesheets.length ? { text: css, gzip: sum(stylesheets.map((name) => `assets/${name}`)) } : null,
  };
}

/**
 * What a styled app's CSS must hold: the theme's tokens, the classes MaintenancePage renders (from the kit's
 * sources), no Tailwind directive left unprocessed, within DESIGN.md's CSS budget. Returns the problems found.
 */
function checkStyles(css) {
  if (!css) return ['no stylesheet in the build'];
  const problems = [];
  for (const token of ['--lk-page:', '--lk-accent:']) if (!css.text.includes(token)) problems.push(`no ${token} token`);
  // A minifier may group selectors (`.a,.b{…}`), so a class counts wherever it ends a selector.
  for (const name of ['text-text-muted', 'font-bold', 'leading-relaxed']) {
    if (!new RegExp(`\\.${name}[,{]`).test(css.text)) problems.push(`no .${name} rule`);
  }
  if (/@(source|theme|tailwind|apply)\b/.test(css.text)) problems.push('a Tailwind directive was left unprocessed');
  if (css.gzip > CSS_BUDGET_KB * KB) problems.push(`CSS ${kb(css.gzip)} gzip, over ${CSS_BUDGET_KB} KB`);
  return problems;
}
