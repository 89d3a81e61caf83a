// The kit's `cn` merges classes with tailwind-merge over only the class groups the kit's components use, not all of
// Tailwind's (the default config is about 6 KB gzip of every app that renders a Button). This script derives that
// subset from tailwind-merge's own default config and writes src/styling/class-groups.ts:
//   node scripts/class-groups.mjs          writes the file
//   node scripts/class-groups.mjs --check  fails when the file is stale (a component started using a new group) or
//                                          when the subset merges any pair of the kit's classes, or a brand's class
//                                          over a kit class, differently from the full tailwind-merge
// A group is kept when a kit class belongs to it, and so is every group whose class must override it (a brand's
// `p-2` over the kit's `px-4`): a className that a brand passes then wins exactly as with the full merge.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTailwindMerge, getDefaultConfig, twMerge, validators } from 'tailwind-merge';
// The library's internals, at build time only: --check proves the subset merges as the full merge does.
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(root, 'src/styling/class-groups.ts');
const STORY_FILE = /(\.stories\.tsx?|-story\.tsx?|-story-[\w-]+\.tsx?)$/;
const defaults = getDefaultConfig();
const { getClassGroupId, getConflictingClassGroupIds } = createClassGroupUtils(defaults);
const parse = createParseClassName(defaults);

/** Every whitespace-separated word inside a string literal of the kit's shipped sources. */
function kitWords() {
  const words = new Set();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !STORY_FILE.test(name) && path !== OUT) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
          for (const word of (match[1] ?? match[2] ?? match[3]).split(/\s+/)) if (word) words.add(word);
        }
      }
    }
  };
  walk(join(root, 'src'));
  return words;
}

/** The kit's Tailwind classes (by the full merge's reading) and the groups they belong to. */
function kitClasses() {
  const classes = [];
  const groups = new Set();
  for (const word of kitWords()) {
    const { baseClassName, isExternal } = parse(word);
    if (isExternal) continue;
    const group = getClassGroupId(baseClassName);
    if (!group) continue;
    classes.push(word);
    groups.add(group);
  }
  return { classes: classes.sort(), groups };
}

/** The groups to keep: the kit's, and every group that overrides one of them. */
function keptGroups(kitGroups) {
  const kept = new Set(kitGroups);
  for (const group of Object.keys(defaults.classGroups)) {
    const overridden = [...getConflictingClassGroupIds(group, false), ...getConflictingClassGroupIds(group, true)];
    if (overridden.some((other) => kitGroups.has(other))) kept.add(group);
  }
  return kept;
}

function subsetConfig(kept) {
  const pick = (record, keep) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([key]) => keep(key))
        .map(([key, value]) => [key, value]),
    );
  const conflicts = (record) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([group]) => kept.has(group))
        .map(([group, others]) => [group, others.filter((other) => kept.has(other))])
        .filter(([, others]) => others.length > 0),
    );
  const classGroups = pick(defaults.classGroups, (group) => kept.has(group));
  const themeKeys = new Set();
  const collectThemeKeys = (value) => {
    if (typeof value === 'function' && value.isThemeGetter) {
      if (!themeKeys.has(value.themeKey)) {
        themeKeys.add(value.themeKey);
        collectThemeKeys(defaults.theme[value.themeKey] ?? []);
      }
    } else if (Array.isArray(value)) value.forEach(collectThemeKeys);
    else if (value && typeof value === 'object') Object.values(value).forEach(collectThemeKeys);
  };
  collectThemeKeys(classGroups);
  return {
    cacheSize: defaults.cacheSize,
    theme: pick(defaults.theme, (key) => themeKeys.has(key)),
    classGroups,
    conflictingClassGroups: conflicts(defaults.conflictingClassGroups),
    conflictingClassGroupModifiers: conflicts(defaults.conflictingClassGroupModifiers),
    orderSensitiveModifiers: defaults.orderSensitiveModifiers,
  };
}

const validatorNames = new Map(Object.entries(validators).map(([name, validator]) => [validator, name]));

/** Source text for a config value: strings, arrays, objects, the library's validators and theme getters. */
function sourceOf(value, usedValidators) {
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  if (typeof value === 'function') {
    if (value.isThemeGetter) return `fromTheme(${JSON.stringify(value.themeKey)})`;
    const name = validatorNames.get(value);
    if (!name) throw new Error(`a function in tailwind-merge's default config that is not one of its validators`);
    usedValidators.add(name);
    return name;
  }
  if (Array.isArray(value)) return `[${value.map((item) => sourceOf(item, usedValidators)).join(', ')}]`;
  return `{ ${Object.entries(value)
    .map(([key, item]) => `${JSON.stringify(key)}: ${sourceOf(item, usedValidators)}`)
    .join(', ')} }`;
}

function moduleSource(config) {
  const used = new Set();
  const body = ['theme', 'classGroups', 'conflictingClassGroups', 'conflictingClassGroupModifiers']
    .map((key) => `  ${key}: ${sourceOf(config[key], used)},`)
    .join('\n');
  return `// Generated by scripts/class-groups.mjs from tailwind-merge's default config: the class groups the kit's components
// use and the groups that override them. Do not edit; run \`node scripts/class-groups.mjs\` in packages/ui.
import { fromTheme, validators } from 'tailwind-merge';

const { ${[...used].sort().join(', ')} } = validators;

/** tailwind-merge's configuration for the kit's classes (see scripts/class-groups.mjs). */
export const kitMergeConfig = () => ({
  cacheSize: ${config.cacheSize},
${body}
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
});
`;
}

/** The pairs the subset must merge as the full merge does: every two kit classes, and each kept group's sample. */
function mismatches(config, classes) {
  const slim = createTailwindMerge(() => config);
  const found = [];
  const check = (a, b) => {
    const expected = twMerge(a, b);
    const got = slim(a, b);
    if (got !== expected && found.length < 20) found.push(`"${a}" then "${b}": ${got} (full merge: ${expected})`);
  };
  for (const a of classes) for (const b of classes) check(a, b);
  // A brand's override from any group of Tailwind over each kit class (one sample class per group).
  const samples = [
    'p-2',
    'px-1',
    'py-1',
    'pt-1',
    'm-2',
    'mx-auto',
    'mt-1',
    'w-4',
    'h-4',
    'size-4',
    'min-w-0',
    'max-w-sm',
    'gap-1',
    'gap-x-1',
    'rounded',
    'rounded-t-sm',
    'border',
    'border-t',
    'border-red-500',
    'bg-red-500',
    'text-red-500',
    'text-sm',
    'font-bold',
    'leading-5',
    'tracking-wide',
    'flex',
    'grid',
    'hidden',
    'inline-flex',
    'items-start',
    'justify-between',
    'flex-col',
    'absolute',
    'inset-0',
    'top-0',
    'z-10',
    'opacity-50',
    'shadow',
    'ring-2',
    'outline-none',
    'overflow-auto',
    'truncate',
    'whitespace-nowrap',
    'cursor-pointer',
    'transition',
    'duration-300',
    'grid-cols-2',
    'col-span-2',
    'order-1',
    'shrink-0',
    'grow',
    'basis-1/2',
    'aspect-video',
    'object-contain',
    'text-left',
    'uppercase',
    'underline',
    'select-none',
    'pointer-events-none',
    'translate-x-1',
    'scale-95',
  ];
  for (const a of classes) for (const b of samples) check(a, b);
  return found;
}

const { classes, groups } = kitClasses();
const config = subsetConfig(keptGroups(groups));
// Written as the repository's formatter would write it, so that the file lints and --check compares like for like.
const source = execFileSync('pnpm', ['exec', 'biome', 'format', `--stdin-file-path=${OUT}`], {
  cwd: root,
  input: moduleSource(config),
  encoding: 'utf8',
});
const problems = mismatches(config, classes);
if (problems.length) {
  console.error(`the subset merges differently from tailwind-merge:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
const where = relative(process.cwd(), OUT);
if (process.argv.includes('--check')) {
  if (readFileSync(OUT, 'utf8') !== source) {
    console.error(`${where} is stale: run \`node scripts/class-groups.mjs\` in packages/ui`);
    process.exit(1);
  }
  console.log(
    `${where} is current: ${Object.keys(config.classGroups).length} class groups, ${classes.length} kit classes merged as the full merge does`,
  );
} else {
  writeFileSync(OUT, source);
  console.log(
    `wrote ${where}: ${Object.keys(config.classGroups).length} of ${Object.keys(defaults.classGroups).length} class groups`,
  );
}
