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
    },
  }),
);
