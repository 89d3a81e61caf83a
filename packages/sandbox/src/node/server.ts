import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { SANDBOX_PATH_PREFIXES } from '../msw';
import { createSandbox, type Sandbox } from '../sandbox';
import { createMemoryStore } from '../store/memory-store';
import { createSqliteStore } from './sqlite-store';
import { createStaticFiles } from './static-files';

/** Options of the sandbox HTTP server. */
export interface SandboxServerOptions {
  /** Port to listen on; 0 picks a free one. Default 4010. */
  port?: number;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Folder of the SQLite file (`sandbox.sqlite`); without it state lives in memory and ends with the process. */
  dataDir?: string;
  /** Start from the seeded state, deleting the SQLite file first. */
  reset?: boolean;
  /** A built site to serve on the same address, with history-mode fallback to index.html. */
  staticDir?: string;
  /** Seed of the sandbox's content randomness. */
  seed?: number;
  /** Origins of sites on another address that may call the platform from a browser (CORS); default none. */
  corsOrigins?: readonly string[];
}

/**
 * Sent with every answer unless the answer sets its own: the site's files get the rest of their security headers
 * from the build's `_headers` file, so a brand serving the build from this server gets the same protection as on its host.
 */
const BASELINE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/** A running sandbox server. */
export interface SandboxServer {
  /** Base URL, e.g. `http://127.0.0.1:4010`. */
  url: string;
  sandbox: Sandbox;
  close(): Promise<void>;
}

/** Starts the sandbox as an HTTP server (the quick start and end-to-end tests use it). */
export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const store = options.dataDir ? openSqlite(options.dataDir, options.reset ?? false) : createMemoryStore();
  const sandbox = createSandbox({
    store,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
  });
  const staticFiles = options.staticDir ? createStaticFiles(options.staticDir) : null;

  const listener = getRequestListener(
    async (request, env) => {
      const path = new URL(request.url).pathname;
      const isPlatform = SANDBOX_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
      const response = isPlatform || !staticFiles ? await sandbox.fetch(request) : await staticFiles(request);
      // A "network" fault: break the connection so the client sees a real network error. One byte that is not HTTP
      // goes first: browsers silently retry a request whose kept-alive connection closed before any byte arrived.
      if (response.type === 'error') {
        env.incoming.socket.end('\0');
        return new Response(null, { status: 502 });
      }
      for (const [name, value] of Object.entries(BASELINE_HEADERS)) {
        if (!response.headers.has(name)) response.headers.set(name, value);
      }
      return response;
    },
    // The process that starts the server (a test runner, Playwright) keeps its own Request and Response: by default
    // the adapter swaps in lighter ones for the whole process, whose Response.error() msw then takes for status 0.
    { overrideGlobalObjects: false },
  );
  const server = createServer(listener);
  // A client reuses an idle connection for its next request (a test's API context, between the test and its
  // clean-up): Node closes one idle for 5 s, and a request sent on it as it closes fails with ECONNRESET. Idle
  // connections stay open for ten minutes instead, longer than a test file pauses.
  server.keepAliveTimeout = 600_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    sandbox,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          store.close();
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

function openSqlite(dataDir: string, reset: boolean) {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'sandbox.sqlite');
  if (reset) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  return createSqliteStore(file);
}
