import { expect, type Page, test } from './fixtures';
import { sandbox } from './sandbox';

// The checked item also holds its (hidden) indicator, so names are matched from their start.
const names = (...languages: string[]) => languages.map((name) => new RegExp(`^${name}`));

const openPicker = async (page: Page, current: RegExp) => {
  await page.getByRole('button', { name: current }).click();
  return page.getByRole('menuitemradio');
};

// SPEC §1: the languages offered are CN, EN, JA, TH, VI and TY; the site offers what the platform's brand lists.
test.describe('languages', () => {
  test.afterEach(async ({ page, request }) => {
    await page.evaluate(() => localStorage.clear());
    await sandbox.setLanguages(request, { specPair: false, arabic: false });
  });

  test('the site offers the six languages, and Japanese shows Japanese text', async ({ page }) => {
    await page.goto('/');
    const options = await openPicker(page, /English/);
    await expect(options).toHaveText(names('English', '简体中文', '日本語', 'ไทย', 'Tiếng Việt', 'Tagalog'));
    await page.getByRole('menuitemradio', { name: '日本語' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'ゲームプロバイダー' })).toBeVisible();
    // After a reload the page is Japanese from its first words: no English shows, neither the page's server-rendered
    // English (it stays hidden until the page renders in Japanese) nor a status screen while the platform answers.
    // What shows is read at every frame the browser may paint.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { englishSeen: string[] }).englishSeen = seen;
      const look = () => {
        const text = document.body?.innerText ?? '';
        for (const english of ['Loading…', 'Game providers']) if (text.includes(english)) seen.push(english);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.reload();
    await expect(page.getByRole('button', { name: /日本語/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'ゲームプロバイダー' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { englishSeen: string[] }).englishSeen)).toEqual([]);
  });

  test('the sandbox control restricts the offer to the spec brand pair', async ({ page, request }) => {
    await sandbox.setLanguages(request, { specPair: true });
    await page.goto('/');
    await expect(await openPicker(page, /English/)).toHaveText(names('English', 'Tagalog'));
  });

  test('with Arabic added, choosing it turns the page right to left', async ({ page, request }) => {
    await sandbox.setLanguages(request, { arabic: true });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await (await openPicker(page, /English/)).filter({ hasText: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'مزودو الألعاب' })).toBeVisible();
  });
});
