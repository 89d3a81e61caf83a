import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vite.conditions';

export default mergeConfig(
  sourceResolve,
  defineConfig({
    test: {
      name: 'domain',
      include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
      environment: 'node',
      coverage: {
        provider: 'v8',
        include: ['src/**'],
        thresholds: { branches: 95, lines: 95, functions: 95, statements: 95 },
      },
    },
  }),
);
