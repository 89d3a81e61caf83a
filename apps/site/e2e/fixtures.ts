import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

// The first worker's sandbox listens here, the next one above it: overridable so that several people can run the
// e2e tests on one machine at once.
const BASE_PORT = Number(process.env.LOBBYKIT_E2E_PORT ?? 4620);
// A site build of one's own (`vite build --outDir …`), so that two people's builds do not replace each other's files.
const SITE_DIST = process.env.LOBBYKIT_E2E_DIST;
const SERVE = fileURLToPath(new URL('../scripts/serve.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function answers(url: string, deadline: number, server: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the sandbox server at ${url} exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the sandbox server at ${url} did not answer within 60 s`);
}

/**
 * The e2e tests: each worker has the built site on a sandbox server of its own, with a fresh SQLite file, so the
 * platform's state (system status, accounts, balances) is shared by the tests of one worker only and two workers
 * run at once. A file's tests run in order on one worker; each test leaves the sandbox reset.
 */
export const test = base.extend<object, { siteServer: string }>({
  siteServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const port = BASE_PORT + workerInfo.parallelIndex;
      const args = [SERVE, '--port', String(port), '--data-dir', `reports/e2e-sandbox-${port}`, '--reset'];
      if (SITE_DIST) args.push('--static-dir', SITE_DIST);
      const server = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
      const url = `http://127.0.0.1:${port}`;
      try {
        await answers(`${url}/`, Date.now() + 60_000, server);
        await use(url);
      } finally {
        if (server.exitCode === null) {
          const exited = new Promise((resolve) => server.once('exit', resolve));
          server.kill('SIGTERM');
          await exited;
        }
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ siteServer }, use) => use(siteServer),
  // The site's pages arrive rendered, and work once hydrated: a test acts on a page after that, as a person acts on
  // what answers. (A control pressed before would do nothing, as it would for a person.)
  page: async ({ page }, use) => {
    const hydrated = () =>
      page.waitForFunction(
        () => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
});
