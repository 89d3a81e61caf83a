// Measures what @lobbykit/i18n costs a site, minified and gzipped: the runtime a screen imports and each catalogue
// chunk. Run from the repo: `node packages/i18n/scripts/measure-size.mjs` (no build needed; it bundles the sources).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = fileURLToPath(new URL('.', import.meta.url));
const source = join(here, '../src/index.ts');
// esbuild comes with tsup, the workspace's build tool.
const esbuild = createRequire(createRequire(import.meta.url).resolve('tsup'))('esbuild');

const entries = {
  'runtime only (createI18n + t, no React)': `import { createI18n, DEFAULT_BRAND_LANGUAGES } from ${JSON.stringify(source)};
    const i18n = createI18n({ brand: DEFAULT_BRAND_LANGUAGES });
    i18n.ready.then(() => console.log(i18n.getState().t('sms_resend_in', { seconds: 5 })));`,
  'runtime + React binding (provider, useT, useLanguage, useFormat, Trans)': `import * as i18n from ${JSON.stringify(source)};
    console.log(i18n.I18nProvider, i18n.useT, i18n.useLanguage, i18n.useFormat, i18n.Trans, i18n.createI18n, i18n.defineBrandLanguages);`,
};

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

async function measure(name, contents, external) {
  const outdir = mkdtempSync(join(tmpdir(), 'i18n-size-'));
  try {
    const result = await esbuild.build({
      stdin: { contents, resolveDir: here, loader: 'ts' },
      bundle: true,
      minify: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      charset: 'utf8',
      conditions: ['@lobbykit/source'],
      external,
      outdir,
      metafile: true,
      logLevel: 'error',
    });
    const rows = [];
    for (const [file, meta] of Object.entries(result.metafile.outputs)) {
      if (file.endsWith('.map')) continue;
      const bytes = readFileSync(file);
      const inputs = Object.keys(meta.inputs);
      const catalogue = inputs.map((input) => /catalogues\/(\w+)\.ts$/.exec(input)?.[1]).find(Boolean);
      const label =
        meta.entryPoint === '<stdin>'
          ? `${name}: initial chunk`
          : catalogue
            ? `catalogue ${catalogue.toUpperCase()} (lazy chunk)`
            : basename(file);
      rows.push({ label, min: bytes.length, gzip: gzip(bytes) });
    }
    return rows;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const rows = [];
for (const [name, contents] of Object.entries(entries)) {
  rows.push(
    ...(await measure(`${name}, domain external`, contents, ['react', 'react-dom', 'react/*', '@lobbykit/domain'])),
  );
  const withDomain = await measure(`${name}, with the domain functions it uses`, contents, [
    'react',
    'react-dom',
    'react/*',
  ]);
  rows.push(...withDomain.filter((row) => row.label.endsWith('initial chunk')));
}
const seen = new Set();
console.log('| what | minified | gzip |\n|---|---:|---:|');
for (const row of rows) {
  if (seen.has(row.label)) continue;
  seen.add(row.label);
  console.log(`| ${row.label} | ${kb(row.min)} | ${kb(row.gzip)} |`);
}
