import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SandboxServer, startSandboxServer } from '../src/node';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { platformClientOf } from './harness';

// The Node server as a brand would run it in front of the built site, for the tests of what it must refuse or send.

export const SITE_CSP =
  "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";
export const TRUSTED_ORIGIN = 'https://brand.example';

export type HardenedServer = { site: string; server: SandboxServer };

/** A server over a site folder shaped like the site build (a page, a script, a source map left in, _headers). */
export async function startHardenedServer(): Promise<HardenedServer> {
  const site = mkdtempSync(join(tmpdir(), 'lobbykit-site-'));
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>lobbykit</title>');
  writeFileSync(join(site, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(site, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"],"mappings":""}');
  // The site build writes this file (Netlify / Cloudflare Pages format); the server sends what it says.
  writeFileSync(
    join(site, '_headers'),
    `# security headers\n/*\n  Content-Security-Policy: ${SITE_CSP}\n  X-Frame-Options: SAMEORIGIN\n  Cross-Origin-Opener-Policy: same-origin\n`,
  );
  const server = await startSandboxServer({ port: 0, staticDir: site, corsOrigins: [TRUSTED_ORIGIN] });
  return { site, server };
}

export async function stopHardenedServer({ site, server }: HardenedServer): Promise<void> {
  await server.close();
  rmSync(site, { recursive: true, force: true });
}

/** A signed-in member's client on the server, and its token. */
export async function memberClient(server: SandboxServer) {
  const client = platformClientOf(server.url);
  await client.login(SEED_ACCOUNTS.member);
  const token = client.token();
  if (!token) throw new Error('a session');
  return { client, token };
}
