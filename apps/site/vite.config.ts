import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, mergeConfig, type Plugin, type ProxyOptions } from 'vite';
import { sourceResolve } from '../../vite.conditions.ts';
import { bootChunk } from './scripts/boot-chunk.ts';
import { headersFile, nginxSnippet, securityHeaderConfigFromEnv, securityHeaders } from './scripts/security-headers.ts';

// `pnpm dev` talks to a sandbox started with `npm start` (or any platform) through this proxy.
const platform = process.env.LOBBYKIT_PLATFORM_URL ?? 'http://127.0.0.1:5173';
/**
 * Through the proxy the page and the platform share one origin, so the page's own requests reach the platform with
 * the platform's origin: the sandbox's controls answer only their own origin, so no other site can switch them. Others keep theirs.
 */
const platformProxy: ProxyOptions = {
  target: platform,
  changeOrigin: true,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyRequest, request) => {
      const origin = request.headers.origin;
      if (origin && URL.canParse(origin) && new URL(origin).host === request.headers.host) {
        proxyRequest.setHeader('Origin', new URL(platform).origin);
      }
    });
  },
};
/** Where a build's source maps go: never in dist/, so no host serves them (the source stays private); tools read them here. */
const SOURCE_MAPS = fileURLToPath(new URL('./.sourcemaps/', import.meta.url));

/** Writes dist/_headers and dist/nginx-security-headers.conf from the one list in scripts/security-headers.ts. */
function securityHeaderFiles(): Plugin {
  let headers: Record<string, string> = {};
  return {
    name: 'lobbykit:security-headers',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      const env = { ...loadEnv(config.mode, config.envDir || config.root, ['VITE_', 'LOBBYKIT_']), ...process.env };
      headers = securityHeaders(securityHeaderConfigFromEnv(env));
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
      this.emitFile({ type: 'asset', fileName: 'nginx-security-headers.conf', source: nginxSnippet(headers) });
    },
  };
}

/** Moves the build's (hidden) source maps out of dist/ into .sourcemaps/, keeping their paths under assets/. */
function sourceMapsOutOfDist(): Plugin {
  return {
    name: 'lobbykit:source-maps-out-of-dist',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      rmSync(SOURCE_MAPS, { recursive: true, force: true });
      mkdirSync(SOURCE_MAPS, { recursive: true });
      writeFileSync(join(SOURCE_MAPS, '.gitignore'), '*\n');
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const target = join(SOURCE_MAPS, fileName);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(outDir, fileName), target);
      }
    },
  };
}

export default mergeConfig(
  sourceResolve,
  defineConfig({
    plugins: [react(), tailwindcss(), securityHeaderFiles(), sourceMapsOutOfDist(), bootChunk()],
    // 'hidden': maps are made (bundle analysis, error reports) but the chunks do not point at them.
    // No modulepreload polyfill (0.4 KB of every page's entry): every browser of the es2022 target runs the modules
    // without it, and those that predate modulepreload (Safari 16, Firefox before 115) only miss the head start.
    build: { target: 'es2022', sourcemap: 'hidden', modulePreload: { polyfill: false } },
    server: {
      proxy: Object.fromEntries(
        ['/wps', '/lgw', '/lotto', '/__sandbox', '/sandbox-assets'].map((path) => [path, platformProxy]),
      ),
    },
  }),
);
