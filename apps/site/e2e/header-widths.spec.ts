import { expect, type Page, test } from './fixtures';

// The header fits every width from 320 to 1920 px, for a visitor and for a player.
const WIDTHS = [320, 360, 390, 768, 900, 1024, 1280, 1440, 1920];

/** What does not fit at the current width: sideways scroll, header labels on two lines, controls out of sight. */
function misfits(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return { scroll: -1, wrapped: ['no header'], outside: [] };
    const name = (element: Element) =>
      element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const controls = [...header.querySelectorAll('a, button, input')].filter(shown);
    // A label wraps when one of its visible words runs onto a second line (screen-reader-only text does not count).
    const wraps = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim() || !text.parentElement || !shown(text.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const tops = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
        if (tops.size > 1) return true;
      }
      return false;
    };
    return {
      scroll: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      wrapped: controls.filter(wraps).map(name),
      outside: controls
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.left < -0.5 || box.right > window.innerWidth + 0.5;
        })
        .map(name),
    };
  });
}

async function sweep(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(() => misfits(page), { message: `header at ${width} px` })
      .toEqual({ scroll: 0, wrapped: [], outside: [] });
  }
}

test('the header fits every width from 320 to 1920 px, logged out and logged in', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  // The categories come with the vendors: sweep once they are there.
  await expect(banner.getByRole('button', { name: 'Slots' })).toBeVisible();
  await sweep(page);

  await page.setViewportSize({ width: 1440, height: 800 });
  await banner.getByRole('textbox', { name: 'Username' }).fill('player1');
  await banner.getByLabel('Password', { exact: true }).fill('Player123');
  await banner.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Don’t show again this session' }).click();
  await expect(banner.getByRole('button', { name: /Refresh balance/ })).toContainText(/\d\.\d\d VND/);
  await sweep(page);

  // A player on a phone has the money in the bar itself.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(banner.getByRole('button', { name: /Refresh balance/ })).toContainText(/\d\.\d\d VND/);
  await expect(banner.getByRole('button', { name: 'Deposit' })).toBeInViewport();
});
