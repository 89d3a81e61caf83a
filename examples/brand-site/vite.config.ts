import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The example styles itself the no-Tailwind way (src/styles.css). BRAND_SITE_STYLES=tailwind builds it the other
// way a brand may choose, its own Tailwind v4 pipeline (src/styles.tailwind.css), so the test command proves both.
const withTailwind = process.env.BRAND_SITE_STYLES === 'tailwind';

export default defineConfig({
  plugins: withTailwind ? [react(), tailwindcss()] : [react()],
  resolve: {
    alias: withTailwind
      ? [
          {
            find: /^\.\/styles\.css$/,
            replacement: fileURLToPath(new URL('./src/styles.tailwind.css', import.meta.url)),
          },
        ]
      : [],
  },
  // `npm run dev` talks to a platform through this proxy: the kit's sandbox (`npm start` in its repository) by default.
  server: {
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/lotto', '/sandbox-assets'].map((path) => [
        path,
        { target: process.env.LOBBYKIT_PLATFORM_URL ?? 'http://127.0.0.1:5173', changeOrigin: true },
      ]),
    ),
  },
});
