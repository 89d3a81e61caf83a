import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxServer } from '../src/node';
import { memberClient, startHardenedServer, stopHardenedServer, TRUSTED_ORIGIN } from './hardened-server';

let site: string;
let server: SandboxServer;

beforeAll(async () => {
  ({ site, server } = await startHardenedServer());
});

afterAll(async () => {
  await stopHardenedServer({ site, server });
});

describe('sandbox controls accept only same-origin JSON', () => {
  const maintenance = async () => (await server.sandbox.controls.setSystemStatus({})).maintenance;

  it('refuses a cross-site text/plain POST, and nothing changes', async () => {
    const answer = await fetch(`${server.url}/__sandbox/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ maintenance: true }),
    });
    expect(answer.status).toBe(403);
    expect(await maintenance()).toBe(false);
  });

  it('refuses a POST that is not JSON even without an Origin', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await fetch(`${server.url}/__sandbox/status`, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: JSON.stringify({ maintenance: true }),
      });
      expect(answer.status).toBe(403);
    }
    expect(await maintenance()).toBe(false);
  });

  it('refuses a JSON POST from another origin, a configured CORS origin included', async () => {
    for (const origin of ['https://evil.example', TRUSTED_ORIGIN, 'null']) {
      const answer = await fetch(`${server.url}/__sandbox/status`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ maintenance: true }),
      });
      expect(answer.status).toBe(403);
    }
    expect(await maintenance()).toBe(false);
  });

  it('refuses a cross-origin read of the captcha code, by Origin or by Sec-Fetch-Site', async () => {
    const byOrigin = await fetch(`${server.url}/__sandbox/captcha`, { headers: { Origin: 'https://evil.example' } });
    expect(byOrigin.status).toBe(403);
    expect(byOrigin.headers.get('access-control-allow-origin')).toBeNull();
    for (const site of ['cross-site', 'same-site']) {
      const answer = await fetch(`${server.url}/__sandbox/captcha`, { headers: { 'Sec-Fetch-Site': site } });
      expect(answer.status).toBe(403);
    }
  });

  it('refuses a cross-origin preflight', async () => {
    const preflight = await fetch(`${server.url}/__sandbox/status`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the site’s own JSON requests, and tools that send no Origin', async () => {
    const own = await fetch(`${server.url}/__sandbox/status`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        Origin: server.url,
        'Sec-Fetch-Site': 'same-origin',
      },
      body: JSON.stringify({ maintenance: true }),
    });
    expect(own.status).toBe(200);
    expect(await maintenance()).toBe(true);
    const tool = await fetch(`${server.url}/__sandbox/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(tool.status).toBe(200);
    expect(await maintenance()).toBe(false);
    const typed = await fetch(`${server.url}/__sandbox/captcha`, { headers: { 'Sec-Fetch-Site': 'none' } });
    expect(typed.status).toBe(200);
  });

  it('still lets any site frame a launched demo game (it stands in for a game vendor’s page)', async () => {
    const { client } = await memberClient(server);
    const { games } = await client.getGameList({ vassalage: 'JL', pageSize: 1 });
    const [game] = games;
    if (!game) throw new Error('a game');
    const { game_url } = await client.launchGame(game);
    const framed = await fetch(game_url, { headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'iframe' } });
    expect(framed.status).toBe(200);
  });
});
