import { expect, test } from './fixtures';

// SPEC §2 and §4: a visitor browses the slots lobby, switches vendor, and Play asks them to log in.
test.describe('the lobby', () => {
  test('a visitor opens /rng, switches vendor tab, presses Play and gets the login dialog', async ({ page }) => {
    await page.goto('/rng');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Slots providers' });
    await expect(tabs.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
    const games = page.getByRole('list', { name: 'Slots games' });
    await expect(games.getByRole('listitem').first()).toBeVisible();

    const second = tabs.getByRole('link').nth(1);
    const href = await second.getAttribute('href');
    await second.click();
    await expect(page).toHaveURL(new RegExp(`${href?.replace('?', '\\?')}$`));
    await expect(second).toHaveAttribute('aria-current', 'page');
    // The tab reads 'Hot' after a hot vendor's name, for screen readers.
    const vendor = ((await second.textContent()) ?? '').replace(/\s*Hot$/, '').trim();
    const card = games.getByRole('listitem').first();
    await expect(card).toContainText(vendor);

    await card.hover();
    await card.getByRole('button', { name: /^Play / }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${href?.replace('?', '\\?')}$`));
  });
});
