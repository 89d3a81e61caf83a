// What one import of each package costs an app: builds the packages, packs them as they would be published, installs
// the tarballs once into a throwaway project outside the workspace, and builds a handful of one-import React apps
// with the same Vite in the same run. Each app's initial JS (the entry and everything index.html modulepreloads,
// gzip level 9) is compared with "the floor", a bare React 19 app, against the budgets of DESIGN.md ("Budgets").
// Two of the apps also prove the kit's two ways of styling from the tarballs: the precompiled
// `@lobbykit/ui/styles.css` with no Tailwind at all, and `@lobbykit/ui/tailwind.css` through a brand's own Tailwind v4;
// each must carry the tokens and the classes of what it renders, within the CSS budget.
// Prints a table and exits 1 when an app is over its budget, misses its styles or fails to build.
//   node benchmarks/tree-shaking.mjs [--no-build] [--keep]
//   --no-build   use the packages' dist as it is (the test command has just built them)
//   --keep       keep the throwaway project (its path is printed) to look inside the built apps
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS } from './tree-shaking/apps.mjs';
import { buildApp } from './tree-shaking/build-app.mjs';
import {
  buildPackages,
  installProject,
  loadVite,
  packageDirectories,
  packPackages,
  slug,
} from './tree-shaking/project.mjs';
import { log, report } from './tree-shaking/report.mjs';

const args = new Set(process.argv.slice(2));

let project = null;
process.on('exit', () => {
  if (!project) return;
  if (args.has('--keep')) console.log(`kept the throwaway project at ${project}`);
  else rmSync(project, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

// 1. Build and pack the packages.
if (!args.has('--no-build')) await buildPackages();
const directories = packageDirectories();
project = mkdtempSync(join(tmpdir(), 'lobbykit-tree-shaking-'));
const tarballs = await packPackages(project, directories);

// 2. One throwaway project for every app.
await installProject(project, tarballs);

// 3. Build the apps one after another and weigh what index.html loads.
const vite = await loadVite(project);
const results = [];
log(`building ${APPS.length} apps with Vite`);
for (const app of APPS) results.push(await buildApp(app, join(project, 'apps', slug(app.name)), vite));

// 4. The table.
report(results);
