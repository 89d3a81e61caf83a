import { readFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';
import { markZodCallsPure } from './build/zod-calls-are-pure';

/** Every zod call of the package's source marked pure (build/zod-calls-are-pure.ts says why). */
const zodCallsArePure: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'zod-calls-are-pure',
  setup(build) {
    build.onLoad({ filter: /\/src\/.*\.ts$/ }, async (args) => {
      return { contents: markZodCallsPure(await readFile(args.path, 'utf8')), loader: 'ts' };
    });
  },
};

const shared: Options = {
  format: ['esm'],
  dts: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  external: ['@tanstack/react-query'],
  esbuildPlugins: [zodCallsArePure],
};

export default defineConfig([
  { ...shared, entry: { index: 'src/index.ts' }, clean: true },
  {
    // The convenience client holds every call, so it is a subpath of its own that imports the built index
    // rather than bundling a second copy of it.
    ...shared,
    entry: { 'client/index': 'src/client/index.ts' },
    esbuildPlugins: [
      zodCallsArePure,
      {
        name: 'client-imports-the-index',
        setup(build) {
          build.onResolve({ filter: /^\.\.\/index$/ }, () => ({ path: '../index.js', external: true }));
        },
      },
    ],
  },
]);
