import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Classic zod's methods cannot be tree-shaken: one import of 'zod' in a package the site ships adds about 15 KB
// gzip to the home route's first load (DESIGN.md "Budgets"). Tests may use classic zod, as a brand's own code may.
describe('the zod this package ships', () => {
  it('is zod/mini: no source file imports classic zod', () => {
    const src = new URL('../src/', import.meta.url).pathname;
    const classic = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => /from\s+['"]zod['"]/.test(readFileSync(join(src, file), 'utf8')));
    expect(classic).toEqual([]);
  });
});
