import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vite.conditions.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: { name: 'api-client', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], environment: 'node' },
  }),
);
