import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm'],
  dts: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  external: ['@tanstack/react-query'],
};

export default defineConfig([
  { ...shared, entry: { index: 'src/index.ts' }, clean: true },
  {
    // The convenience client holds every call, so it is a subpath of its own that imports the built index
    // rather than bundling a second copy of it.
    ...shared,
    entry: { 'client/index': 'src/client/index.ts' },
    esbuildPlugins: [
      {
        name: 'client-imports-the-index',
        setup(build) {
          build.onResolve({ filter: /^\.\.\/index$/ }, () => ({ path: '../index.js', external: true }));
        },
      },
    ],
  },
]);
