import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vite.conditions';

// The screens rendered on a server, in Node (src/testing/server-render.test.tsx); the stories' own tests run in
// Chromium (vitest.config.ts).
export default mergeConfig(
  sourceResolve,
  defineProject({
    test: {
      name: 'ui-server',
      include: ['src/testing/server-render.test.tsx'],
      environment: 'node',
      // A safety net for a render that never ends, far above a loaded 2-core machine's times.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  }),
);
