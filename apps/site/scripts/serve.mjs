// Serves the built site and the sandbox platform on one address: what `npm start` and the e2e tests run.
// The sandbox is a development stand-in; a production deployment serves dist/ and points at a real platform.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startSandboxServer } from '@lobbykit/sandbox/node';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5173' },
    host: { type: 'string', default: '127.0.0.1' },
    'data-dir': { type: 'string', default: '.data/sandbox' },
    reset: { type: 'boolean', default: false },
    // Another build of the site, e.g. one a benchmark made outside apps/site/dist.
    'static-dir': { type: 'string', default: fileURLToPath(new URL('../dist', import.meta.url)) },
    // A site on another address that may call this platform from the browser (CORS); repeat for several.
    'cors-origin': { type: 'string', multiple: true, default: [] },
  },
});

const server = await startSandboxServer({
  port: Number(values.port),
  host: values.host,
  dataDir: values['data-dir'],
  reset: values.reset,
  staticDir: values['static-dir'],
  corsOrigins: values['cors-origin'],
});

const address = server.url.replace('127.0.0.1', 'localhost');
console.log(`\nlobbykit is running at ${address}\n  sandbox controls: ${address}/__sandbox/\n  stop with Ctrl-C\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  });
}
