import { expect, test } from './fixtures';

// SPEC §2 home and §4: the home page shows the sandbox's banners, hot games and winners; Play asks a
// visitor to log in.
test.describe('the home page', () => {
  test('shows the banners, the hot games and the winner board from the sandbox', async ({ page }) => {
    await page.goto('/');
    const banners = page.getByRole('region', { name: 'Featured' });
    // A fresh sandbox seeds its catalogue on the first calls: the first look waits longer on a busy machine.
    await expect(banners.getByRole('group', { name: 'Banner 1 of 3' })).toBeVisible();
    await expect(banners.getByRole('img', { name: 'Welcome bonus 100%' })).toBeVisible();
    await expect(banners.getByRole('button', { name: /^Show banner/ })).toHaveCount(3);

    const hot = page.getByRole('list', { name: 'Hot games' });
    await expect(hot.getByRole('listitem')).toHaveCount(20);

    const board = page.getByRole('list', { name: 'Big winners' });
    await expect(board.getByRole('listitem')).toHaveCount(20);
    await expect(board.getByRole('listitem').first()).toContainText(/\d\.\d{2} VND$/);

    await expect(page.getByRole('list', { name: 'Slots providers' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/rng\?page=/,
    );
  });

  test('a visitor who presses Play on a hot game gets the login dialog', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('list', { name: 'Hot games' }).getByRole('listitem').first();
    await expect(card).toBeVisible();
    await card.hover();
    await card.getByRole('button', { name: /^Play / }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
