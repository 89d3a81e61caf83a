import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/node/index.ts', 'src/node/cli.ts', 'src/msw/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // esbuild would strip 'node:' and break node:sqlite, which exists only under its prefixed name.
  removeNodeProtocol: false,
});
