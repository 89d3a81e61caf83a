import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// Every ```ts and ```tsx block of the READMEs is type-checked as a module of its own with the repo's compiler
// settings, so a sample cannot drift from the API it shows. ```ts skip-check marks a block that is partial on purpose.

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'reports/readme-samples');

/** The READMEs whose samples are checked: the root one and each package's. */
function findReadmes(): string[] {
  const packages = readdirSync(path.join(ROOT, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, 'packages', entry.name, 'README.md')))
    .map((entry) => `packages/${entry.name}/README.md`)
    .sort();
  return ['README.md', ...packages];
}

/** One fenced block: its language, its text and the README line its first line is on (1-based). */
interface SampleBlock {
  language: 'ts' | 'tsx';
  code: string;
  firstLine: number;
}

/** The ts and tsx blocks of a markdown text, fences indented in lists included; `skip-check` ones are left out. */
function extractBlocks(markdown: string): SampleBlock[] {
  const blocks: SampleBlock[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)(.*)$/.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '```', language = '', info = ''] = open;
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[end] ?? '')) {
      const line = lines[end] ?? '';
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
      end++;
    }
    if ((language === 'ts' || language === 'tsx') && !/\bskip-check\b/.test(info)) {
      blocks.push({ language, code: body.join('\n'), firstLine: index + 2 });
    }
    index = end;
  }
  return blocks;
}

/** The code as a module file: a block without import or export gets `export {}`, so its names stay its own. */
function asModule(code: string): string {
  return /^\s*(import|export)\b/m.test(code) ? `${code}\n` : `${code}\nexport {};\n`;
}

interface SampleFile {
  readme: string;
  firstLine: number;
  /** Where its imports are resolved from: its package, then the site and every package (a brand has them all). */
  resolveFrom: string[];
}

function resolutionBases(readme: string): string[] {
  const own = path.join(ROOT, path.dirname(readme), 'readme-sample.ts');
  const others = ['apps/site', ...readdirSync(path.join(ROOT, 'packages')).map((name) => `packages/${name}`)].map(
    (dir) => path.join(ROOT, dir, 'readme-sample.ts'),
  );
  return [...new Set([own, ...others])];
}

function readConfig(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('tsconfig.json could not be read');
  // A brand's project may be stricter than ours: the samples must compile under the strictest optional-property rule.
  return { ...parsed.options, strict: true, exactOptionalPropertyTypes: true, noEmit: true };
}

interface Checked {
  /** Diagnostics per README, each as `README:line: TSxxxx message`. */
  byReadme: Map<string, string[]>;
  /** Diagnostics of the configuration or of no file at all. */
  general: string[];
  blockCount: Map<string, number>;
}

function checkSamples(readmes: string[]): Checked {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const samples = new Map<string, SampleFile>();
  const blockCount = new Map<string, number>();
  for (const readme of readmes) {
    const blocks = extractBlocks(readFileSync(path.join(ROOT, readme), 'utf8'));
    blockCount.set(readme, blocks.length);
    blocks.forEach((block, index) => {
      const file = path.join(OUT, `${readme.replace(/\.md$/, '').replaceAll('/', '-')}-${index + 1}.${block.language}`);
      writeFileSync(file, asModule(block.code));
      samples.set(file, { readme, firstLine: block.firstLine, resolveFrom: resolutionBases(readme) });
    });
  }

  const options = readConfig();
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, compilerOptions) =>
    literals.map((literal) => {
      const bases = samples.get(path.resolve(containingFile))?.resolveFrom ?? [containingFile];
      let first: ts.ResolvedModuleWithFailedLookupLocations | undefined;
      for (const base of bases) {
        const result = ts.resolveModuleName(literal.text, base, compilerOptions, host, cache, redirectedReference);
        if (result.resolvedModule) return result;
        first ??= result;
      }
      return first as ts.ResolvedModuleWithFailedLookupLocations;
    });
  const program = ts.createProgram({ rootNames: [...samples.keys()], options, host });

  const byReadme = new Map(readmes.map((readme) => [readme, [] as string[]]));
  const general = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map(
    (diagnostic) => `TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
  );
  for (const [file, sample] of samples) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program`);
    for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const line = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + sample.firstLine;
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      byReadme.get(sample.readme)?.push(`${sample.readme}:${line}: TS${diagnostic.code} ${message}`);
    }
  }
  return { byReadme, general, blockCount };
}

describe('README samples', () => {
  const readmes = findReadmes();
  let checked: Checked;

  beforeAll(() => {
    checked = checkSamples(readmes);
  }, 180_000);

  it('finds the ts and tsx blocks of a markdown text, indented ones too, and leaves out skip-check blocks', () => {
    const markdown = [
      '```ts',
      'const a = 1;',
      '```',
      '```sh',
      'pnpm test',
      '```',
      '1. A step:',
      '',
      '   ```tsx',
      '   const b = <br />;',
      '   ```',
      '```ts skip-check',
      'partial(',
      '```',
    ].join('\n');
    expect(extractBlocks(markdown)).toEqual([
      { language: 'ts', code: 'const a = 1;', firstLine: 2 },
      { language: 'tsx', code: 'const b = <br />;', firstLine: 10 },
    ]);
  });

  it('compiles with the repo settings', () => {
    expect(checked.general).toEqual([]);
  });

  it.each(readmes)('%s: every ts and tsx sample type-checks', (readme) => {
    expect(checked.byReadme.get(readme)).toEqual([]);
  });
});
