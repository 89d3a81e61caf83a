// What the browser benchmarks share: the built site served with a fresh sandbox platform (apps/site/scripts/serve.mjs,
// as `npm start` and the e2e tests serve it), and the waits and figures they use.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Serves the build in `dist` and a sandbox seeded afresh in a scratch directory, on a free port. Resolves with the
 * site's address and a `stop()` that ends the server and, once it has exited, removes the scratch directory.
 */
export function startSite(dist, name) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no site build in ${dist}`);
  const scratch = mkdtempSync(join(tmpdir(), `lobbykit-${name}-`));
  const server = spawn(
    process.execPath,
    [
      'apps/site/scripts/serve.mjs',
      ...['--port', '0', '--data-dir', join(scratch, 'sandbox'), '--reset'],
      '--static-dir',
      dist,
    ],
    { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // The server writes its SQLite files into the scratch directory until it has exited: remove it only then.
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true, maxRetries: 3 });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const fail = (error) => {
      stop();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`the site server did not start in 30 s:\n${output}`)), 30_000);
    const read = (chunk) => {
      output += chunk;
      const match = output.match(/running at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], stop });
      }
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.once('exit', (code) => fail(new Error(`the site server exited with ${code}:\n${output}`)));
  });
}

export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** Waits until the page has fetched nothing new for half a second (as a network-idle wait does). */
export async function settled(page) {
  let count = -1;
  let since = Date.now();
  for (;;) {
    const now = await page.evaluate(
      `document.readyState === 'complete' ? performance.getEntriesByType('resource').length : -1`,
    );
    if (now !== count || now < 0) {
      count = now;
      since = Date.now();
    } else if (Date.now() - since >= 500) return;
    await pause(100);
  }
}
