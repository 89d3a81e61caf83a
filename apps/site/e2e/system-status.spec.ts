import { expect, test } from './fixtures';
import { sandbox } from './sandbox';

// SPEC §2, §4: the site asks the platform's status first and shows the matching view.
test.describe('system status', () => {
  test.afterEach(async ({ request }) => {
    await sandbox.setSystemStatus(request, { maintenance: false, regionRestriction: false });
  });

  test('a visitor sees the maintenance page while the platform is in maintenance', async ({ page, request }) => {
    await sandbox.setSystemStatus(request, { maintenance: true });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('System maintenance');
    await expect(heading.locator('[lang="vi"]')).toContainText(/bảo trì/i);
    await expect(page.getByText(/being upgraded/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('a visitor from a restricted region sees the blocked page with their IP', async ({ page, request }) => {
    await sandbox.setSystemStatus(request, { regionRestriction: true });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText('203.0.113.7')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact us' })).toBeVisible();
  });

  test('with both flags off a visitor gets the home shell, on any path', async ({ page }) => {
    await page.goto('/some/unknown/path');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: /Language/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  });
});
