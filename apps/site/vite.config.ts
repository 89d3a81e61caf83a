import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { sourceResolve } from '../../vite.conditions.ts';

// `pnpm dev` talks to a sandbox started with `npm start` (or any platform) through this proxy.
const platform = process.env.LOBBYKIT_PLATFORM_URL ?? 'http://127.0.0.1:5173';

export default mergeConfig(
  sourceResolve,
  defineConfig({
    plugins: [react(), tailwindcss()],
    build: { target: 'es2022', sourcemap: true },
    server: {
      proxy: Object.fromEntries(['/wps', '/lgw', '/lotto', '/__sandbox'].map((path) => [path, platform])),
    },
  }),
);
