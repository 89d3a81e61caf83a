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
    // The domain holds every rule of the product: its code is held to 95 % coverage (`--coverage` reports it).
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**'],
      thresholds: { branches: 95, lines: 95, functions: 95, statements: 95 },
    },
  },
});
