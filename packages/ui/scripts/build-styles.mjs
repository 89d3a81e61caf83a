// Builds dist/styles.css, the precompiled stylesheet a brand imports with no Tailwind at all: src/precompiled.css
// through Tailwind v4 (the same @tailwindcss/vite the kit's Storybook and site use), minified, one file.
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'lobbykit-styles-'));
try {
  await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [tailwindcss()],
    build: {
      outDir: out,
      emptyOutDir: true,
      cssMinify: true,
      rollupOptions: { input: join(root, 'src/precompiled.css') },
    },
  });
  const css = readdirSync(join(out, 'assets')).filter((file) => file.endsWith('.css'));
  if (css.length !== 1) throw new Error(`expected one stylesheet from src/precompiled.css, got ${css.join(', ')}`);
  copyFileSync(join(out, 'assets', css[0]), join(root, 'dist/styles.css'));
} finally {
  rmSync(out, { recursive: true, force: true });
}
