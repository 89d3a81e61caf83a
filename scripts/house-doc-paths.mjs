// The docs point at the code; this keeps the pointers true (scripts/check-house.mjs). In docs/*.md and CONTRIBUTING.md:
//   - a file or folder named in backticks (`packages/ui/src/index.ts`, `ui/platform/call-hooks.ts`, `apps/site/e2e/`)
//     must exist; docs/spec.md's short prefixes (`domain/`, `ui/`, `api-client/`, `sandbox/`, `site/`, `calls/`) are
//     read as that page says, and a path may also be relative to a package or app or its src/ (`src/routes.ts`,
//     `platform/feedback/`);
//   - a link to another page (`[spec.md](spec.md#4-states-and-transitions)`) must reach the page and the heading.
// Paths with placeholders (`<group>`, `*`, `…`), platform paths (`/wps/…`) and package names (`zod/mini`) are not files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SHORT_PREFIXES = {
  'domain/': 'packages/domain/src/',
  'ui/': 'packages/ui/src/',
  'api-client/': 'packages/api-client/src/',
  'sandbox/': 'packages/sandbox/src/',
  'site/': 'apps/site/src/',
  'calls/': 'packages/api-client/src/calls/',
};
const FILE_LIKE = /^[\w.-]+(?:\/[\w.-]+)*(?:\/|\.(?:ts|tsx|mjs|js|md|css|json|ya?ml|sh))$/;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slugOf = (heading) =>
  heading
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

function anchorsOf(file) {
  const text = readFileSync(file, 'utf8');
  return new Set([...text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*$/gm)].map((match) => slugOf(match[1])));
}

/** Problems with the code paths and page links of the docs, each "file:line: what". */
export function checkDocReferences(root) {
  const projects = ['packages', 'apps'].flatMap((dir) => readdirSync(path.join(root, dir)).map((n) => `${dir}/${n}/`));
  const bases = ['', ...projects, ...projects.map((project) => `${project}src/`)];
  const pages = [
    ...readdirSync(path.join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
    'CONTRIBUTING.md',
  ].filter((page) => existsSync(path.join(root, page)));
  const problems = [];
  for (const page of pages) {
    const text = readFileSync(path.join(root, page), 'utf8');
    const lineAt = (index) => text.slice(0, index).split('\n').length;
    for (const match of text.matchAll(/`([^`\s]+)`/g)) {
      const named = match[1];
      if (!FILE_LIKE.test(named) || !named.includes('/')) continue;
      const prefix = Object.keys(SHORT_PREFIXES).find((short) => named.startsWith(short));
      const candidates = [
        ...(prefix ? [SHORT_PREFIXES[prefix] + named.slice(prefix.length)] : []),
        ...bases.map((base) => base + named),
      ];
      if (!candidates.some((candidate) => existsSync(path.join(root, candidate)))) {
        problems.push(`${page}:${lineAt(match.index)}: \`${named}\` names no file or folder of the repository`);
      }
    }
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const [target, anchor] = match[1].split('#');
      if (/^[a-z]+:/.test(target)) continue;
      const file = target === '' ? path.join(root, page) : path.resolve(path.dirname(path.join(root, page)), target);
      if (!existsSync(file)) {
        problems.push(`${page}:${lineAt(match.index)}: the link to ${match[1]} reaches no file`);
      } else if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor)) {
        problems.push(`${page}:${lineAt(match.index)}: the link to ${match[1]} reaches no heading of that page`);
      }
    }
  }
  return { pages: pages.length, problems };
}
