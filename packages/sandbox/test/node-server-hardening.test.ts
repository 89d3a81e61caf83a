import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, startSandboxServer } from '../src/node';
import { memberClient, SITE_CSP, startHardenedServer, stopHardenedServer, TRUSTED_ORIGIN } from './hardened-server';

let site: string;
let server: SandboxServer;

beforeAll(async () => {
  ({ site, server } = await startHardenedServer());
});

afterAll(async () => {
  await stopHardenedServer({ site, server });
});

/** A raw GET: fetch() would normalise a path such as `/%` before sending it. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${server.url}${path}`, { method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.path = path;
    request.end();
  });
}

describe('security headers of the Node server', () => {
  it('sends the site build’s _headers with every site file, the history-mode pages included', async () => {
    for (const path of ['/', '/promotions', '/assets/app.js']) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-security-policy')).toBe(SITE_CSP);
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('does not serve the _headers file itself', async () => {
    expect((await fetch(`${server.url}/_headers`)).status).toBe(404);
  });

  it('sends nosniff and a referrer policy with the platform’s answers too', async () => {
    const answer = await fetch(`${server.url}/wps/system/status`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers CORS only for configured origins, never by echoing any Origin', async () => {
    const foreign = await fetch(`${server.url}/wps/system/status`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}/wps/relay/GCS_walletTransfer`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const trusted = await fetch(`${server.url}/wps/system/status`, { headers: { Origin: TRUSTED_ORIGIN } });
    expect(trusted.headers.get('access-control-allow-origin')).toBe(TRUSTED_ORIGIN);
  });

  it('answers no CORS at all by default', async () => {
    const plain = await startSandboxServer({ port: 0 });
    try {
      const answer = await fetch(`${plain.url}/wps/system/status`, { headers: { Origin: 'https://evil.example' } });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('bad percent-encoding', () => {
  it.each(['/%', '/x%ZZ', '/promotions%', '/%E0%A4%A'])('answers %s with the site, never a 500', async (path) => {
    const answer = await rawGet(path);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<title>lobbykit</title>');
  });

  it.each(['/index.php', '/promo.html', '/wp-login.php', '/old/page.aspx'])(
    'answers the unknown page address %s with the site, not a bare Not found',
    async (path) => {
      const answer = await rawGet(path);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<title>lobbykit</title>');
    },
  );

  it.each(['/assets/%c0%ae', '/assets/app%ZZ.js', '/x%ZZ.js'])('answers the file path %s with 400', async (path) => {
    const answer = await rawGet(path);
    expect(answer.status).toBe(400);
  });

  it.each([
    '/wps/%',
    '/wps/relay/%ZZ',
    '/__sandbox/sms%',
    '/sandbox-assets/avatar/%c0%ae.svg',
    '/sandbox-assets/games/%ZZ/%c0.svg',
  ])('answers the platform path %s without a 500', async (path) => {
    const answer = await rawGet(path);
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(500);
  });
});

describe('bounded input', () => {
  it('refuses a 10 MB body with 413 and the envelope, and moves no money', async () => {
    const { client, token } = await memberClient(server);
    const before = await client.getBalance();
    const answer = await fetch(`${server.url}/wps/relay/GCS_walletTransfer`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: token,
        'Module-Id': 'FUNDTRANS3',
        'Idempotency-Key': 'big-body',
      },
      body: JSON.stringify({ from: 'MAIN', to: 'PG', amount: '1', padding: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ success: false, value: null, message: 'invalid_request' });
    expect(await client.getBalance()).toEqual(before);
  });

  it('refuses a body sent in chunks once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 10) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const answer = await fetch(`${server.url}/wps/session/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect((await answer.json()).message).toBe('invalid_request');
  });

  it('takes a body sent in chunks that stays under the limit', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"username":"player1",'));
        controller.enqueue(new TextEncoder().encode('"password":"wrong-password"}'));
        controller.close();
      },
    });
    const answer = await fetch(`${server.url}/wps/session/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBeLessThan(500);
    expect((await answer.json()).success).toBe(false);
  });

  it('refuses an Idempotency-Key longer than 200 characters with 400, and moves no money', async () => {
    const { client, token } = await memberClient(server);
    const before = await client.getBalance();
    const answer = await fetch(`${server.url}/wps/relay/GCS_walletTransfer`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: token,
        'Module-Id': 'FUNDTRANS3',
        'Idempotency-Key': 'k'.repeat(8 * 1024),
      },
      body: JSON.stringify({ from: 'MAIN', to: 'PG', amount: '1' }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ success: false, value: null, message: 'invalid_request' });
    expect(await client.getBalance()).toEqual(before);
  });

  it('still takes a feedback with an image, which has its own larger limit', async () => {
    const bytes = new Uint8Array(600 * 1024);
    const dataUrl = `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
    const answer = await fetch(`${server.url}/wps/feedback`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'Module-Id': 'FEEDBACK3' },
      body: JSON.stringify({
        content: 'the lobby loads slowly on my phone',
        images: [{ name: 'shot.png', type: 'image/png', size: bytes.length, dataUrl }],
      }),
    });
    expect((await answer.json()).success).toBe(true);
  });

  it('refuses a feedback body above the upload limit with 413', async () => {
    const answer = await fetch(`${server.url}/wps/feedback`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'Module-Id': 'FEEDBACK3' },
      body: JSON.stringify({ content: 'x'.repeat(30 * 1024 * 1024) }),
    });
    expect(answer.status).toBe(413);
  });
});

describe('source maps', () => {
  it('never serves a source map, even one left in the site folder', async () => {
    expect((await fetch(`${server.url}/assets/app.js.map`)).status).toBe(404);
  });
});
