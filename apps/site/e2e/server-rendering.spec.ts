import { DIALOG_PATHS, SITE_PAGES } from '../src/routes';
import { expect, type Route, test } from './fixtures';
import { logIn } from './log-in';

// The build renders every page's shell to HTML (scripts/prerender.mjs) and the browser hydrates it: the HTML holds
// the page, no inline script (the CSP allows none), and hydration meets nothing it did not render — also when the
// platform's answers come in before the page's own code (the entry sends its first reads ahead of it).
const PAGES = [...new Set([...Object.keys(SITE_PAGES), ...Object.keys(DIALOG_PATHS)])];
// The site's route chunks (src/pages/*-route.tsx), not the kit's own lazy-route module.
const ROUTE_CHUNK =
  /\/assets\/(home|page|category|promotions|promo-detail|notice-page|help|app-download|join|points-mall|vip|game|lottery)-route-[\w-]+\.js$/;

test.describe('server-rendered pages', () => {
  test('every page arrives as HTML with its frame, in English, with no inline script', async ({ request }) => {
    for (const path of PAGES) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`data-page="${path}"`);
      expect(html, path).toContain('data-slot="app-shell"');
      expect(html, path).toMatch(/<html data-language="EN" lang="en"/);
      expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [], path).toEqual([]);
    }
  });

  for (const chunks of ['on time', 'late'] as const) {
    test(`every page hydrates without a warning, its chunks ${chunks}`, async ({ page }) => {
      test.slow();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      // The platform answers first: what hydration renders must still be what the server rendered.
      let answered = Promise.resolve();
      if (chunks === 'late')
        await page.route(ROUTE_CHUNK, async (route) => {
          await answered;
          await route.continue();
        });
      const firstAnswer = () =>
        new Promise<void>((resolve) => {
          const onResponse = (response: { url(): string }) => {
            if (!response.url().includes('/wps/')) return;
            page.off('response', onResponse);
            resolve();
          };
          page.on('response', onResponse);
        });
      for (const path of PAGES) {
        if (chunks === 'late') answered = firstAnswer();
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      }
      expect(problems).toEqual([]);
    });
  }

  test('on a phone the HTML already has the phone’s header, so hydrating it moves nothing', async ({
    browser,
    page,
    baseURL,
  }) => {
    const phone = { width: 360, height: 740 };
    const withoutScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: phone,
      baseURL,
    });
    const html = await withoutScript.newPage();
    await html.goto('/');
    const headerHeight = (shown: typeof page) =>
      shown.locator('header').evaluate((header) => header.getBoundingClientRect().height);
    const served = await headerHeight(html);
    await withoutScript.close();
    await page.setViewportSize(phone);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(await headerHeight(page)).toBe(served);
  });

  for (const screen of [
    { name: 'a desktop', viewport: { width: 1280, height: 720 } },
    { name: 'a phone', viewport: { width: 360, height: 740 } },
  ])
    test(`on ${screen.name}, a member’s money replaces the visitor’s buttons without moving the page`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { shifted: number };
        w.shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) w.shifted += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await logIn(page);
      await page.setViewportSize(screen.viewport);
      // The platform's answers and the logo come after the page is painted and hydrated, as on a slow network: the
      // categories before Promotions, the logo before the account, the balance in the member panel all arrive late.
      let answer = () => {};
      const answering = new Promise<void>((resolve) => {
        answer = resolve;
      });
      const late = async (route: Route) => {
        await answering;
        await route.continue();
      };
      await page.route('**/wps/**', late);
      await page.route('**/brand-logo.svg', late);
      // Not to the load event: the held logo holds that.
      await page.reload({ waitUntil: 'domcontentloaded' });
      answer();
      await expect(page.getByRole('banner').getByRole('button', { name: /Refresh balance/ })).toContainText('1,234.50');
      await expect(page.locator('[data-slot="brand-logo"]').first()).toHaveJSProperty('complete', true);
      // The page's budget is 0.02 in all; what the answers bring fills places kept for it and moves nothing.
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThanOrEqual(0.005);
    });
});
