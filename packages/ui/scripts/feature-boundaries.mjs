// The ui package's layering, checked on every import (DESIGN.md: what may import what), so that a feature can be
// dropped into another brand's site as it is and a newcomer finds shared code where its name says:
//   - a feature never imports another feature: what two features share lives in a shared folder named for what it
//     is (SHARED below), in platform/ when every feature stands on it, or in primitives/;
//   - a shared folder never imports a feature; platform and primitives never import a feature or a shared folder,
//     primitives never platform (a primitive knows no platform), and nothing but the index and compositions' own
//     stories imports compositions/ (the layer that puts features together for a whole site: LobbyKitProvider, AppShell);
//   - only stories and story harnesses import testing/, which is not published.
// Prints each offending import and exits 1; `--quiet` prints only the count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
/** The shared folders: parts several features use that not every feature stands on. */
const SHARED = new Set([
  'centres',
  'record-lists',
  'notice-browser',
  'customer-service',
  'game-catalogue',
  'money-forms',
  'game-start',
]);
const storyFile = /(\.stories\.tsx|-story\.tsx?|-story-[^/]*\.tsx?)$/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry)) yield full;
  }
}

/** Where a file sits: ['features', 'auth'], ['platform'], ['testing'], … */
function placeOf(file) {
  const [layer, feature] = path.relative(src, file).split(path.sep);
  if (layer === 'features') return { layer, feature };
  if (SHARED.has(layer)) return { layer: 'shared', folder: layer };
  return { layer: layer.includes('.') ? 'root' : layer };
}

const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
const problems = [];
for (const file of sourceFiles(src)) {
  const from = placeOf(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(specifiers)) {
    const target = path.resolve(path.dirname(file), match[1]);
    if (!target.startsWith(src + path.sep)) continue;
    const to = placeOf(target);
    const line = text.slice(0, match.index).split('\n').length;
    const where = `${path.relative(src, file)}:${line} imports ${match[1]}`;
    if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
      problems.push(
        `${where}: a feature never imports another feature (share it through a shared folder, platform/ or primitives/)`,
      );
    } else if (['primitives', 'platform', 'shared'].includes(from.layer) && to.layer === 'features') {
      problems.push(`${where}: ${from.layer}/ never imports a feature (compositions/ puts features together)`);
    } else if ((from.layer === 'primitives' || from.layer === 'platform') && to.layer === 'shared') {
      problems.push(
        `${where}: ${from.layer}/ never imports a shared folder (shared folders build on platform/, not the other way)`,
      );
    } else if (from.layer === 'primitives' && to.layer === 'platform' && !storyFile.test(file)) {
      problems.push(`${where}: a primitive never imports platform/ (platform builds on primitives, not the other way)`);
    } else if (['features', 'shared', 'platform', 'primitives'].includes(from.layer) && to.layer === 'compositions') {
      problems.push(`${where}: only the index and stories import compositions/`);
    } else if (to.layer === 'testing' && from.layer !== 'testing' && !storyFile.test(file)) {
      problems.push(`${where}: only stories and story harnesses import testing/ (it is not published)`);
    }
  }
}

if (problems.length > 0) {
  if (!process.argv.includes('--quiet')) for (const problem of problems) console.error(problem);
  console.error(`${problems.length} import(s) cross the ui package's layers`);
  process.exit(1);
}
console.log(
  'ui layers: no feature imports another, shared folders no feature, platform and primitives neither, primitives no platform, only stories import testing/',
);
