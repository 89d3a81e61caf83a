import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vite.conditions';

export default mergeConfig(
  sourceResolve,
  defineConfig({
    test: {
      name: 'domain',
      include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
      environment: 'node',
      // A time-out is a safety net for a test that never ends, far above a loaded 2-core machine's times: a test waits
      // for what it means, never races the clock.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  }),
);
