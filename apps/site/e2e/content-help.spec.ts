import { devices, expect, test } from './fixtures';

// SPEC §2: the help centre's search finds a topic; /app shows the visitor's own phone's guide first.
test.describe('help and app download', () => {
  test('help search finds a topic and shows it', async ({ page }) => {
    await page.goto('/help');
    await expect(page).toHaveTitle('Help');
    const contents = page.getByRole('navigation', { name: 'Help topics' });
    await expect(contents.getByRole('button', { name: 'How to deposit' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('searchbox', { name: 'Search help' }).fill('pending');
    await expect(page.getByText('1 topic found')).toBeVisible();
    await expect(contents.getByRole('button')).toHaveText(['Why is my withdrawal pending?']);
    await expect(page.getByRole('article', { name: 'Why is my withdrawal pending?' })).toContainText(
      'Most withdrawals arrive within 15 minutes',
    );
  });

  test('/helpmc is the help centre without the header', async ({ page }) => {
    await page.goto('/helpmc#terms');
    await expect(page.getByRole('article', { name: 'Terms and Conditions' })).toContainText('18 or older');
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  for (const [device, first, download] of [
    ['Pixel 7', 'Android install guide', 'Download for Android'],
    ['iPhone 13', 'iOS install guide', 'Download for iPhone'],
  ] as const) {
    test(`/app shows the ${first} first on a ${device}`, async ({ browser, baseURL }) => {
      const { userAgent, viewport } = devices[device];
      const context = await browser.newContext({ baseURL, userAgent, viewport });
      const page = await context.newPage();
      await page.goto('/app');
      const guides = page.locator('section[data-platform]');
      await expect(guides).toHaveCount(2);
      await expect(guides.first().getByRole('heading', { level: 2 })).toHaveText(first);
      await expect(guides.first().getByText('For your device')).toBeVisible();
      await expect(guides.first().getByRole('link', { name: download })).toHaveAttribute('href', /^http/);
      await context.close();
    });
  }
});
