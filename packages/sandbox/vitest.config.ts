import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vite.conditions.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: 'sandbox',
      include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
      environment: 'node',
      // The files share a worker's modules: a world seeded for one file is restored for the next, not seeded again.
      // The tests keep no global state between files (each closes its msw server and restores what it spies on).
      isolate: false,
      // A time-out is a safety net for a test that never ends, far above a loaded 2-core machine's times: a test waits
      // for what it means, never races the clock.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  }),
);
