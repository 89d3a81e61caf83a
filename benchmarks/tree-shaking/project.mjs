// The throwaway project the apps are built in, outside the workspace: the packages packed as they would be published,
// installed from their tarballs beside the same Vite, React and Tailwind for every app.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../bench-site.mjs';
import { DEPENDENCIES, PACKAGES } from './apps.mjs';
import { fail, log, seconds } from './report.mjs';

/** A package's or an app's name as a folder name. */
export const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Runs a command, collecting its output; resolves to { code, output }. */
function run(command, commandArgs, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ code: -1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Times a step; returns its result and how long it took. */
async function timed(step) {
  const start = performance.now();
  const result = await step();
  return { result, ms: performance.now() - start };
}

export async function buildPackages() {
  log("building the packages (pnpm -r --filter './packages/*' build)");
  const { result, ms } = await timed(() => run('pnpm', ['-r', '--filter', './packages/*', 'build'], root));
  if (result.code !== 0) fail('building the packages', result.output);
  log(`built in ${seconds(ms)}`);
}

/** The folder of each package to pack, by its name; ends the run when one is missing or has no dist. */
export function packageDirectories() {
  const directories = Object.fromEntries(
    readdirSync(join(root, 'packages'))
      .map((name) => join(root, 'packages', name))
      .filter((directory) => existsSync(join(directory, 'package.json')))
      .map((directory) => [JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')).name, directory]),
  );
  for (const name of PACKAGES) {
    if (!directories[name]) fail(`finding ${name}`, `no packages/*/package.json is named ${name}\n`);
    if (!existsSync(join(directories[name], 'dist'))) {
      fail(`packing ${name}`, `${directories[name]}/dist does not exist: build the packages or drop --no-build\n`);
    }
  }
  return directories;
}

/** Packs the packages into `project`; resolves with each one's tarball as a `file:` dependency, by its name. */
export async function packPackages(project, directories) {
  const tarballs = {};
  log(`packing ${PACKAGES.join(', ')}`);
  const { ms } = await timed(() =>
    Promise.all(
      PACKAGES.map(async (name) => {
        // One folder per package, so the tarball is the only file in it whatever pnpm names it.
        const destination = join(project, 'packs', slug(name));
        mkdirSync(destination, { recursive: true });
        const { code, output } = await run('pnpm', ['pack', '--pack-destination', destination], directories[name]);
        const tarball = code === 0 && readdirSync(destination).find((file) => file.endsWith('.tgz'));
        if (!tarball) fail(`packing ${name}`, output);
        tarballs[name] = `file:${join(destination, tarball)}`;
      }),
    ),
  );
  log(`packed in ${seconds(ms)}`);
  return tarballs;
}

/**
 * Makes `project` a workspace of its own (its pnpm-workspace.yaml also points the packages' dependencies on each
 * other at the tarballs rather than the registry) and installs it.
 */
export async function installProject(project, tarballs) {
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify(
      { name: 'lobbykit-tree-shaking', private: true, type: 'module', dependencies: { ...DEPENDENCIES, ...tarballs } },
      null,
      2,
    )}\n`,
  );
  writeFileSync(
    join(project, 'pnpm-workspace.yaml'),
    [
      'packages: []',
      'overrides:',
      ...PACKAGES.map((name) => `  ${JSON.stringify(name)}: ${JSON.stringify(tarballs[name])}`),
      'allowBuilds:',
      '  esbuild: true',
      '',
    ].join('\n'),
  );
  // Vite and the React plugin as the throwaway project resolves them, not as this repository does.
  writeFileSync(
    join(project, 'vite-api.mjs'),
    [
      "export { build } from 'vite';",
      "export { default as react } from '@vitejs/plugin-react';",
      "export { default as tailwindcss } from '@tailwindcss/vite';",
      '',
    ].join('\n'),
  );
  log(`installing ${Object.keys(DEPENDENCIES).join(', ')} and the tarballs`);
  const { result, ms } = await timed(() =>
    // CI=true would make the install frozen, and this project has no lockfile.
    run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only'], project),
  );
  if (result.code !== 0) fail('installing the throwaway project', result.output);
  log(`installed in ${seconds(ms)}`);
}

/** Vite's `build`, `react` and `tailwindcss` plugins from the installed project. */
export function loadVite(project) {
  return import(pathToFileURL(join(project, 'vite-api.mjs')).href).catch((error) =>
    fail('loading Vite from the throwaway project', String(error?.stack ?? error)),
  );
}
