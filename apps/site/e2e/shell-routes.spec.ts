import { expect, test } from './fixtures';
import { sandbox } from './sandbox';

// SPEC §2: history-mode routes, unknown paths home, the optional guard, /login and /register over home.
test.describe('site routes', () => {
  test.afterEach(async ({ request }) => {
    await sandbox.setBrand(request, { requireLogin: false });
  });

  test('an unknown path goes to / and shows home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('header navigation moves between pages without a reload, in the header-only layout for lottery', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await page.goto('/lottery');
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('with the guard flag on, a visitor goes to /login and the login dialog opens over home', async ({
    page,
    request,
  }) => {
    await sandbox.setBrand(request, { requireLogin: true });
    await page.goto('/promotions');
    await expect(page).toHaveURL(/\/login$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Username' }).fill('player1');
    await dialog.getByLabel('Password', { exact: true }).fill('Player123');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Don’t show again this session' }).click();
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  });

  test('with the guard flag on, an unknown path takes a visitor to /login, not home', async ({ page, request }) => {
    await sandbox.setBrand(request, { requireLogin: true });
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Username' })).toBeVisible();
  });

  test('with the guard flag on, /register and /helpmc stay open to visitors', async ({ page, request }) => {
    await sandbox.setBrand(request, { requireLogin: true });
    await page.goto('/helpmc');
    await expect(page).toHaveURL(/\/helpmc$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
