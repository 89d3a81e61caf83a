import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vite.conditions';

export default mergeConfig(
  sourceResolve,
  defineConfig({
    test: {
      name: 'domain',
      include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
      environment: 'node',
      // The domain is pure functions with no module state, so its test files share one module graph per worker
      // instead of importing zod and the domain afresh for each of its ~60 files: the import was 70 % of the run
      // (26 s -> 2 s on a quiet machine, 76 s in the test command beside the type-check).
      isolate: false,
      // A time-out is a safety net for a test that never ends, far above a loaded 2-core machine's times: a test waits
      // for what it means, never races the clock.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // The domain holds every rule of the product: its code is held to 95 % coverage (the test command's
      // domain-coverage step). Measured from this folder: run from the workspace root over several projects, the v8
      // provider reported no file at all, and a threshold over no files never fails.
      coverage: {
        provider: 'v8',
        include: ['src/**'],
        thresholds: { branches: 95, lines: 95, functions: 95, statements: 95 },
      },
    },
  }),
);
