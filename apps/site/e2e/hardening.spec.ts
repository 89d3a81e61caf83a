import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from './fixtures';
import { sandbox } from './sandbox';

// The built site's security headers and CSP, bad addresses, source maps and the sandbox controls,
// against the real server (scripts/serve.mjs) and the real build (apps/site/dist).
const dist = new URL('../dist/', import.meta.url);

/** The same server under another origin: 127.0.0.1 and localhost are two sites to a browser. */
const otherOrigin = (baseURL: string | undefined) => new URL(baseURL ?? '').origin.replace('127.0.0.1', 'localhost');

/** The headers dist/_headers gives every path, as the build wrote them. */
function builtHeaders(): Record<string, string> {
  const lines = readFileSync(new URL('_headers', dist), 'utf8').split('\n');
  const entries = lines.filter((line) => /^\s+\S/.test(line)).map((line) => line.trim().split(/:\s(.*)/s));
  return Object.fromEntries(entries.map(([name = '', value = '']) => [name.toLowerCase(), value]));
}

/** Records every CSP violation the page meets, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test.describe('security headers and CSP (defect 2)', () => {
  test('every page and file carries the headers the build wrote to dist/_headers', async ({ request }) => {
    const expected = builtHeaders();
    expect(expected['content-security-policy']).toContain("script-src 'self'");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-src 'self'", "frame-ancestors 'self'"]) {
      expect(expected['content-security-policy']).toContain(directive);
    }
    const home = await request.get('/');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1] ?? '';
    for (const path of ['/', '/promotions', script]) {
      const headers = (await request.get(path)).headers();
      for (const [name, value] of Object.entries(expected)) expect(headers[name], `${name} on ${path}`).toBe(value);
    }
    expect(expected['x-frame-options']).toBe('SAMEORIGIN');
    expect(expected['cross-origin-opener-policy']).toBe('same-origin');
    expect(expected['x-content-type-options']).toBe('nosniff');
    expect(expected['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(expected['permissions-policy']).toContain('camera=()');
  });

  test('the nginx snippet sends the same values', () => {
    const snippet = readFileSync(new URL('nginx-security-headers.conf', dist), 'utf8');
    for (const [name, value] of Object.entries(builtHeaders())) {
      expect(snippet.toLowerCase()).toContain(`add_header ${name} "${value}" always;`.toLowerCase());
    }
  });

  test('the built index.html has no inline script', () => {
    const html = readFileSync(new URL('index.html', dist), 'utf8');
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) expect(tag).toMatch(/\ssrc="/);
    expect(html).not.toMatch(/\son[a-z]+="/i);
  });

  test('a visitor’s pages and dialogs run under the CSP without a single violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.goto('/register');
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a member’s login, popup notices and pages run under the CSP without a single violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill('player1');
    await dialog.getByLabel('Password', { exact: true }).fill('Player123');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Don’t show again this session' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu: player1/ })).toBeVisible();
    await page.goto('/lottery');
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('another site cannot frame the site', async ({ page, baseURL }) => {
    // A page of another origin with no CSP of its own: the sandbox's chat page, on localhost.
    await page.goto(`${otherOrigin(baseURL)}/sandbox-assets/chat.html`);
    const refused = page.waitForEvent('console', (message) => /frame-ancestors|X-Frame-Options/.test(message.text()));
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, `${baseURL}/login`);
    await refused;
    await expect(page.frameLocator('iframe').getByRole('textbox', { name: 'Username' })).toHaveCount(0);
  });

  test('the live chat still opens in its own window under COOP', async ({ page, request, baseURL }) => {
    const violations = await watchViolations(page);
    // The maintenance page's "Contact us" opens the live chat (packages/ui/src/customer-service/use-live-chat.tsx).
    await sandbox.setSystemStatus(request, { maintenance: true });
    try {
      await page.goto('/');
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Contact us' }).click();
      await expect((await popup).getByText('Hello! This is the sandbox live chat.')).toBeVisible();
    } finally {
      await sandbox.setSystemStatus(request, { maintenance: false });
    }
    // A brand's chat lives on another origin: the window the site opened still gets there (packages/ui/src/customer-service/use-live-chat.tsx does
    // this, and COOP same-origin moves the window to its own browsing context group on the way).
    const foreign = page.waitForEvent('popup');
    await page.evaluate(
      (url) => {
        const chat = window.open('', 'service-elsewhere', 'width=440,height=750');
        if (!chat) throw new Error('popup blocked');
        chat.opener = null;
        chat.location.href = url;
      },
      `${otherOrigin(baseURL)}/sandbox-assets/chat.html`,
    );
    const elsewhere = await foreign;
    await expect(elsewhere).toHaveURL(`${otherOrigin(baseURL)}/sandbox-assets/chat.html`);
    await expect(elsewhere.getByText('Hello! This is the sandbox live chat.')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the platform answers CORS for no other origin', async ({ request }) => {
    const answer = await request.get('/wps/system/status', { headers: { Origin: 'https://evil.example' } });
    expect(answer.headers()['access-control-allow-origin']).toBeUndefined();
  });
});

test.describe('bad percent-encoding (defect 3)', () => {
  for (const path of ['/%', '/x%ZZ', '/promotions%']) {
    test(`${path} answers the site, never a 500`, async ({ page, request }) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(200);
      await page.goto(path);
      // Home's chunk and its first calls: the first look waits longer on a busy machine.
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    });
  }

  test('/assets/%c0%ae answers 400', async ({ request }) => {
    expect((await request.get('/assets/%c0%ae')).status()).toBe(400);
  });
});

test.describe('source maps (defect 6)', () => {
  test('the build has no source maps in dist, and no chunk points at one', () => {
    const assets = readdirSync(new URL('assets/', dist));
    expect(assets.filter((name) => name.endsWith('.map'))).toEqual([]);
    for (const chunk of assets.filter((name) => name.endsWith('.js'))) {
      expect(readFileSync(new URL(`assets/${chunk}`, dist), 'utf8')).not.toContain('sourceMappingURL');
    }
  });

  test('the server answers 404 for the entry chunk’s map', async ({ request }) => {
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await (await request.get('/')).text())?.[1] ?? '';
    expect(script).not.toBe('');
    expect((await request.get(`${script}.map`)).status()).toBe(404);
  });
});

test.describe('sandbox controls from another site (defect 7)', () => {
  test.afterEach(async ({ request }) => sandbox.setSystemStatus(request, { maintenance: false }));

  test('a cross-site text/plain POST cannot switch maintenance on', async ({ page, request, baseURL }) => {
    await page.goto(`${otherOrigin(baseURL)}/sandbox-assets/chat.html`);
    await page.evaluate(async (url) => {
      await fetch(url, { method: 'POST', mode: 'no-cors', body: JSON.stringify({ maintenance: true }) });
    }, `${baseURL}/__sandbox/status`);
    const status = (await (await request.get('/wps/system/status')).json()) as { value: { maintenance: boolean } };
    expect(status.value.maintenance).toBe(false);
  });

  test('another origin cannot read the captcha code', async ({ page, baseURL }) => {
    await page.goto(`${otherOrigin(baseURL)}/sandbox-assets/chat.html`);
    const read = await page.evaluate(async (url) => {
      try {
        return await (await fetch(url)).text();
      } catch {
        return 'refused';
      }
    }, `${baseURL}/__sandbox/captcha`);
    expect(read).toBe('refused');
  });

  test('the e2e helpers, which send JSON from no browser, still work', async ({ request }) => {
    await sandbox.setSystemStatus(request, { maintenance: true });
    const status = (await (await request.get('/wps/system/status')).json()) as { value: { maintenance: boolean } };
    expect(status.value.maintenance).toBe(true);
    await sandbox.reset(request);
  });
});
