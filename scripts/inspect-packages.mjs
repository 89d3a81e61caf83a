// Packs every package the way `npm publish` would and checks what a brand developer receives: a licence, the
// metadata registries and tools read, no stories or story harnesses, and peers that are optional where they can be.
// Run after the packages are built (the test command does); exits 1 listing every problem found.
//   --keep-packs DIR   leave the tarballs in DIR (the example brand site's build installs them from there)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = new URL('..', import.meta.url).pathname;
const STORY_FILE = /(\.stories\.tsx?|-story\.tsx?|-story-[\w-]+\.tsx?)$/;
/**
 * Peers a package works without: a client-only user needs no TanStack Query, the Node server needs no MSW, the
 * precompiled styles need no Tailwind.
 */
const OPTIONAL_PEERS = { 'api-client': ['@tanstack/react-query'], sandbox: ['msw'], ui: ['tailwindcss'] };
/** The Node each package declares: the sandbox's server stores its state with node:sqlite. */
const NODE_RANGE = { sandbox: '>=22.13' };

const keep = parseArgs({ options: { 'keep-packs': { type: 'string' } } }).values['keep-packs'];
const problems = [];
const out = keep ? resolve(keep) : mkdtempSync(join(tmpdir(), 'lobbykit-packs-'));
if (keep) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
}
try {
  for (const name of readdirSync(join(ROOT, 'packages')).sort()) {
    const dir = join(ROOT, 'packages', name);
    execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: dir, stdio: 'pipe' });
    const tarball = readdirSync(out).find((file) => file.startsWith(`lobbykit-${name}-`) && file.endsWith('.tgz'));
    if (!tarball) throw new Error(`pnpm pack made no tarball for ${name}`);
    const files = execFileSync('tar', ['-tzf', join(out, tarball)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((file) => file.replace(/^package\//, ''));
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', join(out, tarball), 'package/package.json'], { encoding: 'utf8' }),
    );
    const problem = (text) => problems.push(`${manifest.name}: ${text}`);

    for (const required of ['LICENSE', 'README.md', 'package.json']) {
      if (!files.includes(required)) problem(`${required} is not in the tarball`);
    }
    for (const file of files.filter((file) => STORY_FILE.test(file))) problem(`ships the story file ${file}`);
    if (!manifest.license) problem('no "license"');
    if (!manifest.repository?.url || manifest.repository?.directory !== `packages/${name}`) {
      problem('no "repository" with its url and directory');
    }
    const range = NODE_RANGE[name];
    if (!manifest.engines?.node) problem('no "engines.node"');
    else if (range && manifest.engines.node !== range)
      problem(`"engines.node" is ${manifest.engines.node}, not ${range}`);
    for (const peer of OPTIONAL_PEERS[name] ?? []) {
      if (!manifest.peerDependenciesMeta?.[peer]?.optional) problem(`the peer ${peer} is not optional`);
    }
    if (JSON.stringify(manifest).includes('workspace:')) problem('a dependency still reads workspace:');

    if (name === 'ui') {
      // The stylesheet a brand imports without Tailwind is compiled, and the Tailwind entry is there for one with it.
      if (!files.includes('dist/styles.css')) problem('no precompiled dist/styles.css');
      if (!files.includes('src/tailwind.css')) problem('no Tailwind entry src/tailwind.css');
      if (manifest.exports?.['./styles.css'] !== './dist/styles.css') problem('"./styles.css" is not the compiled one');
      const types = execFileSync('tar', ['-xzOf', join(out, tarball), 'package/dist/index.d.ts'], { encoding: 'utf8' });
      const exported = /export \{([^}]*)\};?\s*$/.exec(types)?.[1] ?? '';
      for (const symbol of exported.split(',').map((part) => part.trim().replace(/^type /, ''))) {
        if (/story|harness|sandbox/i.test(symbol))
          problem(`the public index exports the story or sandbox helper ${symbol}`);
      }
    }
    console.log(`${manifest.name}: ${files.length} files packed`);
  }
} finally {
  if (!keep) rmSync(out, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`\n${problems.length} problem(s) in the packed packages:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('every tarball has its licence and metadata, and no stories or story harnesses');
