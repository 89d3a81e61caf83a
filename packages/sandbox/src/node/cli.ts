#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { unsupportedNodeMessage } from './node-version';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'data-dir': { type: 'string' },
    reset: { type: 'boolean', default: false },
    static: { type: 'string' },
    'cors-origin': { type: 'string', multiple: true },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(
    'lobbykit-sandbox [--port 4010] [--host 127.0.0.1] [--data-dir .data] [--reset] [--static dist] [--cors-origin https://site.example …]',
  );
} else if (unsupportedNodeMessage(process.versions.node)) {
  console.error(unsupportedNodeMessage(process.versions.node));
  process.exitCode = 1;
} else {
  // Loaded only once the Node version is known to have node:sqlite, which older versions fail to import.
  const { startSandboxServer } = await import('./server');
  const server = await startSandboxServer({
    port: Number(values.port),
    host: values.host,
    reset: values.reset,
    ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
    ...(values.static ? { staticDir: values.static } : {}),
    ...(values['cors-origin'] ? { corsOrigins: values['cors-origin'] } : {}),
  });
  console.log(`lobbykit sandbox listening on ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
