// Keeps CONTRIBUTING.md's checklists and the code's citations honest; plain Node, no dependencies, well under a second.
//   1. every feature folder of packages/ui/src/features has a story, and its public components (the files nothing
//      in the package imports but the index and stories) are exported from packages/ui/src/index.ts;
//   2. every citation in packages/ and apps/ resolves to a heading in docs/:
//        SPEC §N            → a heading "§N …" in docs/spec.md
//        PLATFORM-FACTS §N.M → a heading "§N.M …" in docs/platform-api.md
//        DESIGN.md …        → the heading of docs/architecture.md for the section or rule it names
//      A § with no document before it (a README's "(§4)") is read as SPEC when whole (§4) and as PLATFORM-FACTS
//      when it has a subsection (§6.8), which is how the code base uses them (docs/README.md says so);
//      and no text cites a tracker's issue by number ("issue 18", "(#18)"): a reader has the repository, not the
//      tracker, so a comment says the reason instead;
//   3. the docs' own pointers hold: every code path they name exists, every link between pages reaches its heading.
// Prints what it checked; on a problem prints each one with its file and line, and exits 1.
//   --verbose   also lists every DESIGN.md citation with the heading it resolved to
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { designHeadingOf } from './house-design-topics.mjs';
import { checkDocReferences } from './house-doc-paths.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = ['packages', 'apps'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  '.sourcemaps',
  '__screenshots__',
  'coverage',
]);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|css|html|json|ya?ml)$/;
const DOCS = { SPEC: 'docs/spec.md', 'PLATFORM-FACTS': 'docs/platform-api.md', 'DESIGN.md': 'docs/architecture.md' };

const problems = [];
const relative = (file) => path.relative(ROOT, file);
const lineAt = (text, index) => text.slice(0, index).split('\n').length;

function* filesUnder(dir, accept) {
  for (const entry of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(entry)) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* filesUnder(full, accept);
    else if (accept(entry)) yield full;
  }
}

/** The headings of a docs file, as written after the #s. */
function headingsOf(docFile) {
  let text;
  try {
    text = readFileSync(path.join(ROOT, docFile), 'utf8');
  } catch {
    problems.push(`${docFile} is missing: the citations of ${Object.keys(DOCS).join(', ')} resolve there`);
    return [];
  }
  return [...text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*$/gm)].map((match) => match[1]);
}

/** The section numbers a docs file has headings for: "## §4 States" → "4", "### §6.12 …" → "6.12". */
function sectionsOf(docFile) {
  return new Set(
    headingsOf(docFile)
      .map((heading) => /^§(\d+(?:\.\d+)?)(?![\d.])/.exec(heading)?.[1])
      .filter(Boolean),
  );
}

// ---- 1. feature folders: a story each, public components exported ----

function checkFeatures() {
  const src = path.join(ROOT, 'packages/ui/src');
  const index = readFileSync(path.join(src, 'index.ts'), 'utf8');
  const isStory = (file) => /\.stories\.tsx$/.test(file);
  // Every module some file of the package imports (statically or lazily), stories and the index left out.
  const importedSomewhere = new Set();
  for (const file of filesUnder(src, (name) => /\.(ts|tsx)$/.test(name))) {
    if (isStory(file) || file === path.join(src, 'index.ts')) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      importedSomewhere.add(path.resolve(path.dirname(file), match[1]).replace(/\.tsx?$/, ''));
    }
  }
  const featuresDir = path.join(src, 'features');
  const folders = readdirSync(featuresDir).filter((name) => statSync(path.join(featuresDir, name)).isDirectory());
  let publicCount = 0;
  for (const feature of folders) {
    const dir = path.join(featuresDir, feature);
    const files = [...filesUnder(dir, (name) => /\.(ts|tsx)$/.test(name))];
    if (!files.some(isStory)) {
      problems.push(`${relative(dir)}: no *.stories.tsx (every feature has stories with play functions)`);
    }
    for (const file of files) {
      if (isStory(file)) continue;
      const module = file.replace(/\.tsx?$/, '');
      if (importedSomewhere.has(module)) continue;
      publicCount += 1;
      const specifier = `./${path.relative(src, module).split(path.sep).join('/')}`;
      if (!index.includes(`'${specifier}'`)) {
        problems.push(
          `${relative(file)}: nothing in the package imports it, so it is public, but packages/ui/src/index.ts does not export it (export it, or import it where it is used)`,
        );
      }
    }
  }
  return { folders: folders.length, publicCount };
}

// ---- 2. citations ----

// "SPEC §2, §4", "PLATFORM-FACTS\n * §7.1", "§3/§4", "§4.1–4.2": a document (or none) and a run of section numbers;
// the gaps may cross a comment's line break.
const GAP = String.raw`(?:[\s*]|//)*`;
const NUMBER = String.raw`§(\d+(?:\.\d+)?)(?:[–-](\d+(?:\.\d+)?))?`;
const RUN = new RegExp(
  String.raw`(?:\b(SPEC|PLATFORM-FACTS)${GAP})?${NUMBER}(?:${GAP}(?:,|and|&|/|;)?${GAP}§\d+(?:\.\d+)?(?:[–-]\d+(?:\.\d+)?)?)*`,
  'g',
);
const NUMBER_IN_RUN = new RegExp(NUMBER, 'g');

function checkCitations() {
  const sections = { SPEC: sectionsOf(DOCS.SPEC), 'PLATFORM-FACTS': sectionsOf(DOCS['PLATFORM-FACTS']) };
  const designHeadings = headingsOf(DOCS['DESIGN.md']).map((heading) => heading.toLowerCase());
  const counts = { SPEC: 0, 'PLATFORM-FACTS': 0, bare: 0, 'DESIGN.md': 0, files: 0 };
  const designLines = [];
  for (const file of SCANNED.flatMap((dir) => [...filesUnder(path.join(ROOT, dir), (name) => TEXT_FILE.test(name))])) {
    const text = readFileSync(file, 'utf8');
    counts.files += 1;
    if (path.basename(file) !== 'CHANGELOG.md') {
      for (const match of text.matchAll(/\bissue #?\d{1,3}\b|\(#\d{1,3}\)/gi)) {
        problems.push(
          `${relative(file)}:${lineAt(text, match.index)}: "${match[0]}" cites the tracker; say the reason`,
        );
      }
    }
    if (text.includes('§')) {
      for (const run of text.matchAll(RUN)) {
        const named = run[1];
        for (const number of run[0].matchAll(NUMBER_IN_RUN)) {
          const at = `${relative(file)}:${lineAt(text, run.index + number.index)}`;
          for (const section of [number[1], number[2]].filter(Boolean)) {
            const document = named ?? (section.includes('.') ? 'PLATFORM-FACTS' : 'SPEC');
            counts[named ? document : 'bare'] += 1;
            if (!sections[document].has(section)) {
              const as = named ? `${document} §${section}` : `§${section} (read as ${document})`;
              problems.push(`${at}: ${as} has no heading "§${section} …" in ${DOCS[document]}`);
            }
          }
        }
      }
    }
    for (const match of text.matchAll(/DESIGN\.md/g)) {
      counts['DESIGN.md'] += 1;
      const at = `${relative(file)}:${lineAt(text, match.index)}`;
      const heading = designHeadingOf(text, match.index);
      if (!heading) {
        problems.push(
          `${at}: DESIGN.md cited, but neither its words nor the comment around it name a section or rule of ${DOCS['DESIGN.md']} (name it, e.g. "DESIGN.md: rules that protect users", or add the topic to scripts/house-design-topics.mjs)`,
        );
      } else if (!designHeadings.includes(heading.toLowerCase())) {
        problems.push(
          `${at}: DESIGN.md citation resolves to "${heading}", which is no heading of ${DOCS['DESIGN.md']}`,
        );
      } else {
        designLines.push(`${at} → ${DOCS['DESIGN.md']} "${heading}"`);
      }
    }
  }
  return { counts, designLines };
}

const features = checkFeatures();
const citations = checkCitations();
const docs = checkDocReferences(ROOT);
problems.push(...docs.problems);
const { counts } = citations;
if (process.argv.includes('--verbose')) for (const line of citations.designLines) console.log(line);
console.log(
  `house: ${features.folders} feature folders and ${features.publicCount} public feature modules checked; ` +
    `citations checked: SPEC ${counts.SPEC}, PLATFORM-FACTS ${counts['PLATFORM-FACTS']}, bare § ${counts.bare}, ` +
    `DESIGN.md ${counts['DESIGN.md']}; no issue numbers in ${counts.files} files; code paths and links of ${docs.pages} docs pages`,
);
if (problems.length > 0) {
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  console.log(`house: ${problems.length} problem(s); see CONTRIBUTING.md and docs/README.md`);
  process.exit(1);
}
