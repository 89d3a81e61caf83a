// Builds the example brand site the way a brand would get it: the kit's packages packed as they are published, the
// example copied out of the repository, the tarballs installed into the copy, then `vite build` twice, once with the
// precompiled `@lobbykit/ui/styles.css` (no Tailwind, a production build) and once with the Tailwind entry through
// the brand's own Tailwind v4 (a development build, whose console warnings the misconfiguration test reads).
// Checks that each carries the brand's theme and the kit's classes, and that production drops the warnings.
//   node examples/brand-site/scripts/build-from-kit.mjs [--packs DIR] [--out DIR] [--keep]
//   --packs DIR   tarballs packed already (scripts/inspect-packages.mjs --keep-packs DIR); default: pack the built packages
//   --out DIR     where the two builds go, as DIR/precompiled and DIR/tailwind; default reports/brand-site
//   --keep        keep the temporary copy (its path is printed)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const EXAMPLE = new URL('..', import.meta.url).pathname;
const ROOT = resolve(EXAMPLE, '../..');
const KIT = ['domain', 'api-client', 'i18n', 'ui'];
const { values } = parseArgs({
  options: {
    packs: { type: 'string' },
    out: { type: 'string', default: join(ROOT, 'reports/brand-site') },
    keep: { type: 'boolean', default: false },
  },
});
const out = resolve(values.out);
const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function run(command, args, cwd, env = {}) {
  const since = performance.now();
  const result = spawnSync(command, args, { cwd, env: { ...process.env, NO_COLOR: '1', ...env }, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`✗ ${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}${result.stderr}`);
    process.exit(1);
  }
  console.log(`› ${command} ${args.join(' ')} (${seconds(since)})`);
  return result.stdout;
}

const copy = mkdtempSync(join(tmpdir(), 'lobbykit-brand-site-'));
process.on('exit', () => {
  if (values.keep) console.log(`kept the example's copy at ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
});

// 1. The example as a brand has it, outside the repository's workspace.
const leftOut = new Set(['node_modules', 'dist', 'packs', 'pnpm-lock.yaml', 'scripts']);
cpSync(EXAMPLE, copy, { recursive: true, filter: (path) => !leftOut.has(relative(EXAMPLE, path).split('/')[0]) });

// 2. The tarballs its package.json names (packs/lobbykit-<name>.tgz), packed now or by the packed-packages check.
mkdirSync(join(copy, 'packs'));
const packs = values.packs ? resolve(values.packs) : join(copy, 'packed');
if (!values.packs) {
  for (const name of KIT) run('pnpm', ['pack', '--pack-destination', packs], join(ROOT, 'packages', name));
}
for (const name of KIT) {
  const tarball = readdirSync(packs).find((file) => new RegExp(`^lobbykit-${name}-\\d.*\\.tgz$`).test(file));
  if (!tarball) {
    console.error(`✗ no lobbykit-${name}-*.tgz in ${packs}`);
    process.exit(1);
  }
  cpSync(join(packs, tarball), join(copy, 'packs', `lobbykit-${name}.tgz`));
}

// 3. Install (CI=true would make it frozen, and the copy has no lockfile) and build both ways.
run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only'], copy);
const builds = [
  { name: 'precompiled', env: { NODE_ENV: 'production' } },
  { name: 'tailwind', env: { NODE_ENV: 'development', BRAND_SITE_STYLES: 'tailwind' } },
];
const problems = [];
for (const build of builds) {
  const dist = join(out, build.name);
  rmSync(dist, { recursive: true, force: true });
  run('pnpm', ['exec', 'vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], copy, build.env);
  const assets = readdirSync(join(dist, 'assets'));
  const css = assets
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(dist, 'assets', file), 'utf8'));
  const js = assets
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dist, 'assets', file), 'utf8'));
  const text = css.join('\n');
  const problem = (what) => problems.push(`${build.name}: ${what}`);
  if (!existsSync(join(dist, 'index.html'))) problem('no index.html');
  if (!/--lk-accent:\s*#0b7a5e/i.test(text)) problem('no brand accent (--lk-accent: #0b7a5e) in the CSS');
  if (!/--lk-radius-md:\s*1\.25rem/.test(text)) problem('no brand radius (--lk-radius-md: 1.25rem) in the CSS');
  for (const name of ['bg-surface-1', 'text-text-muted', 'rounded-md']) {
    if (!new RegExp(`\\.${name}[,{:]`).test(text)) problem(`no .${name} rule in the CSS`);
  }
  if (/@(source|theme|tailwind|apply)\b/.test(text)) problem('a Tailwind directive was left unprocessed');
  const warns = js.some((source) => source.includes('given to LobbyKitProvider'));
  if (build.env.NODE_ENV === 'production' && warns) problem('the development warnings are in the production build');
  if (build.env.NODE_ENV === 'development' && !warns) problem('the development build lost the setting warnings');
}
if (problems.length) {
  console.error(`✗ the example brand site:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`the example brand site built both ways into ${relative(ROOT, out)}/ (${seconds(started)})`);
