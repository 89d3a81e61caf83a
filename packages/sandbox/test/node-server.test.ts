import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlatformClient } from '@lobbykit/api-client/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, startSandboxServer } from '../src/node';

let site: string;
let server: SandboxServer;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'lobbykit-site-'));
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>lobbykit</title>');
  writeFileSync(join(site, 'assets', 'app.js'), 'console.log(1)');
  server = await startSandboxServer({ port: 0, staticDir: site });
});

afterAll(async () => {
  await server.close();
  rmSync(site, { recursive: true, force: true });
});

describe('sandbox HTTP server (@lobbykit/sandbox/node)', () => {
  it('listens on a free port when asked for port 0', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url.endsWith(':0')).toBe(false);
  });

  it('answers platform calls on the same address as the site', async () => {
    const client = createPlatformClient({
      baseUrl: server.url,
      merchant: 'LOBBYKIT',
      language: 'EN',
      device: 'WEB',
      tokenStore: { get: () => null, set: () => {} },
    });
    expect((await client.getSystemStatus()).maintenance).toBe(false);
  });

  it('serves the built site files and index.html for history-mode routes', async () => {
    const script = await fetch(`${server.url}/assets/app.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toBe('console.log(1)');
    for (const route of ['/', '/lottery', '/promoDetail', '/register.html']) {
      const page = await fetch(`${server.url}${route}`);
      expect(await page.text()).toContain('<title>lobbykit</title>');
    }
  });

  it('sends text files gzipped to a browser that accepts it, and plain to one that does not', async () => {
    const zipped = await fetch(`${server.url}/assets/app.js`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(await zipped.text()).toBe('console.log(1)');
    const plain = await fetch(`${server.url}/`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<title>lobbykit</title>');
  });

  it('answers 404 for a missing file with an extension and never leaves the site folder', async () => {
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/..%2f..%2fetc%2fpasswd.txt`)).status).toBe(404);
  });

  it('drops the connection for a network fault', async () => {
    await server.sandbox.controls.failNext('/wps/system/status', { network: true });
    await expect(fetch(`${server.url}/wps/system/status`)).rejects.toThrow();
  });
});
