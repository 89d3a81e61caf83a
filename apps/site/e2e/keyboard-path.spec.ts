import { expect, type Page, test } from './fixtures';
import { logIn } from './log-in';
import { sandbox } from './sandbox';

// With motion allowed, as most players have it: the marquee scrolls and has its pause button, one stop more.
test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'no-preference' });

/** Where focus is: the element's accessible-ish name and which part of the page holds it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60),
      main: element.tagName === 'MAIN',
      inMain: element.closest('main') !== null && element.tagName !== 'MAIN',
      inMarquee: element.closest('[data-slot="notice-marquee"]') !== null,
      accountMenu: element.tagName === 'BUTTON' && (element.textContent ?? '').includes('Account menu'),
    };
  });

/** Presses a key until `reached` holds, at most `limit` times; returns where focus stopped on the way, in order. */
async function stopsUntil(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  reached: (at: Awaited<ReturnType<typeof focused>>) => boolean,
  limit = 60,
) {
  const stops: Awaited<ReturnType<typeof focused>>[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(key);
    const at = await focused(page);
    stops.push(at);
    if (reached(at)) return stops;
  }
  throw new Error(`${key} did not get there in ${limit} stops: ${stops.map((stop) => stop.name).join(' → ')}`);
}

// The header's marquee is one tab stop (its titles roving by arrow keys) plus its pause button, so the way between
// the page and the header does not grow with the number of notices (two dozen on the sandbox).
test.describe('keyboard path between the header and the page', () => {
  test.afterEach(async ({ request }) => sandbox.reset(request));
  test.slow();

  // Where the after-login popups leave focus (main), as their stories check; logIn opens the session with them closed.
  test('from main, Shift+Tab reaches the account menu in a few stops, Tab comes back', async ({ page }) => {
    await logIn(page);
    await page.locator('main').focus();
    await expect(page.locator('main')).toBeFocused();
    const titles = page.getByRole('region', { name: 'Latest announcements' }).getByRole('listitem');
    await expect(titles.first()).toBeVisible();
    const names = (await titles.allTextContents()).map((name) => name.trim());
    expect(names.length).toBeGreaterThan(20);

    const back = await stopsUntil(page, 'Shift+Tab', (at) => at.accountMenu);
    // The pause button, one title, then the navigation bar and the language picker: never one stop per notice.
    expect(back.filter((stop) => stop.inMarquee).map((stop) => stop.name)).toEqual(['Pause announcements', names[0]]);
    expect(back.length).toBeLessThanOrEqual(16);

    const forth = await stopsUntil(page, 'Tab', (at) => at.inMain);
    expect(forth.filter((stop) => stop.inMarquee)).toHaveLength(2);
    expect(forth.length).toBe(back.length);

    // Inside the row the arrow keys move between the titles, Home and End to its ends.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).name).toBe(names[0]);
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).name).toBe(names[1]);
    await page.keyboard.press('End');
    expect((await focused(page)).name).toBe(names.at(-1));
    await page.keyboard.press('Home');
    expect((await focused(page)).name).toBe(names[0]);
  });
});
