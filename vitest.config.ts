import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/api-client',
      'packages/i18n',
      'packages/sandbox',
      'packages/ui',
      'packages/ui/vitest.server.config.ts',
      'tests/readme-samples',
    ],
    passWithNoTests: false,
    // Coverage is the domain's own (packages/domain/vitest.config.ts, run from its folder).
  },
});
