#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startSandboxServer } from './server';

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
} else {
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
