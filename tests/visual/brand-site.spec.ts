import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';

// The example brand site (examples/brand-site), built from the packed packages by the test command's brand-site
// step, served with the sandbox platform on one address as a brand would run it against the kit's sandbox: its
// re-themed look at 1440 and 360 px, and a wrong merchant code said where it empties the page and in the console.
const BUILDS = process.env.LOBBYKIT_BRAND_SITE_DIST ?? 'reports/brand-site';
const BASE_PORT = Number(process.env.LOBBYKIT_BRAND_SITE_PORT ?? 4670);
const SERVE = 'apps/site/scripts/serve.mjs';
const built = existsSync(join(BUILDS, 'precompiled/index.html')) && existsSync(join(BUILDS, 'tailwind/index.html'));

async function answers(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
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

/** One sandbox server serving one build of the example, for the tests of one worker. */
async function serve(build: 'precompiled' | 'tailwind', port: number, use: (url: string) => Promise<void>) {
  const args = [SERVE, '--port', String(port), '--data-dir', `reports/brand-site-sandbox-${port}`, '--reset'];
  const server = spawn(process.execPath, [...args, '--static-dir', join(BUILDS, build)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await answers(`${url}/`, server);
    await use(url);
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

const test = base.extend<object, { precompiledSite: string; tailwindSite: string }>({
  precompiledSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => serve('precompiled', BASE_PORT + 2 * workerInfo.parallelIndex, use),
    { scope: 'worker', timeout: 90_000 },
  ],
  tailwindSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => serve('tailwind', BASE_PORT + 2 * workerInfo.parallelIndex + 1, use),
    { scope: 'worker', timeout: 90_000 },
  ],
});

test.describe('example brand site', () => {
  // The test command builds it first; alone, build it with `node examples/brand-site/scripts/build-from-kit.mjs`.
  test.skip(!built && !process.env.CI, `no example builds in ${BUILDS}/`);
  test.use({ reducedMotion: 'reduce' });

  for (const size of [
    { width: 1440, height: 900 },
    { width: 360, height: 740 },
  ]) {
    test(`is the kit re-themed through --lk-* variables at ${size.width} px`, async ({ page, precompiledSite }) => {
      await page.setViewportSize(size);
      await page.goto(precompiledSite);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
      await expect(banner.getByRole('button', { name: 'Register' })).toBeVisible();
      const logIn = banner.getByRole('button', { name: 'Log in' });
      // The brand's jade and rounder corners, not the kit's violet.
      await expect(logIn).toHaveCSS('background-color', 'rgb(11, 122, 94)');
      if (size.width >= 1024) {
        await expect(banner.getByRole('navigation', { name: 'Main navigation' })).toContainText('Slots');
        await expect(banner.getByRole('button', { name: 'Language: English' })).toBeVisible();
      }
      await expect(page.getByRole('region', { name: 'Latest announcements' })).toBeVisible();
      // The side bar's code comes after the customer-service call answers.
      await expect(page.getByRole('complementary', { name: 'Customer service' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`brand-site-home-${size.width}.png`, {
        maxDiffPixelRatio: 0.01,
        // The board shows the wins of the sandbox clock's last hour: another hour, other names and amounts.
        mask: [page.getByRole('list', { name: 'Big winners' })],
        maskColor: '#112b20',
      });
    });
  }

  test('says a wrong merchant code where the navigation and footer empty, and names it in the console', async ({
    page,
    tailwindSite,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The merchant the README once showed: the platform refuses the vendor list for it.
    await page.route('**/wps/relay/GCSGAME_gameVendor*', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('merchantCode', 'MYBRAND');
      return route.continue({ url: url.toString() });
    });
    await page.goto(tailwindSite);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('alert')).toHaveText(/The request was not valid\./, { timeout: 15_000 });
    await expect(page.getByRole('contentinfo').getByRole('alert')).toHaveText(/The request was not valid\./);
    await expect
      .poll(() => warnings.find((text) => text.includes('GCSGAME_gameVendor')))
      .toContain('Check the "merchant" given to LobbyKitProvider');
  });
});
