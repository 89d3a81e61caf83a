import { defineProject } from 'vitest/config';

// Type-checks the READMEs' code samples with the TypeScript compiler API (no bundling, so no source conditions).
export default defineProject({
  test: { name: 'readme-samples', include: ['readme-samples.test.ts'], environment: 'node' },
});
