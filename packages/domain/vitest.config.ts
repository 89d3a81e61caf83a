import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vite.conditions';

export default mergeConfig(
  sourceResolve,
  defineConfig({
    test: {
      name: 'domain',
      include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
      environment: 'node',
    },
  }),
);
