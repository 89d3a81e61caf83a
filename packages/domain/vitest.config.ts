import { defineProject, mergeConfig } from 'vitest/config';
import { sourceResolve } from '../../vite.conditions.ts';

export default mergeConfig(
  sourceResolve,
  defineProject({
    test: { name: 'domain', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], environment: 'node' },
  }),
);
