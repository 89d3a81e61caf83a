import { expect, test } from './fixtures';
import { logIn, player1 } from './log-in';
import { sandbox } from './sandbox';

// Find a game: a player searches the catalogue from the keyboard, keeps a game as a favourite, plays it
// with Enter, and finds it again in recently played and in favourites.
test.describe('find a game', () => {
  // Games played and favourites kept belong to player1: each test starts from the seeded sandbox and leaves it so.
  test.beforeEach(async ({ request }) => sandbox.reset(request));
  test.afterEach(async ({ request }) => sandbox.reset(request));

  test('a player presses /, finds a game by name, favourites it, plays it with Enter and finds it again', async ({
    page,
  }) => {
    await logIn(page, player1, '/rng');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    const recentTab = page.getByRole('tab', { name: 'Recently played' });
    await expect(recentTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No games played yet')).toBeVisible();

    await page.keyboard.press('/');
    const search = page.getByRole('combobox', { name: 'Search games and providers' });
    await expect(search).toBeFocused();
    await page.keyboard.type('tiger moo');
    const results = page.getByRole('listbox', { name: 'Games and providers found' });
    await expect(results.getByRole('option').first()).toContainText('Tiger Moon');
    await page.keyboard.press('Escape');
    await expect(results).toHaveCount(0);

    // The game's card in the lobby keeps it as a favourite.
    const card = page
      .getByRole('list', { name: 'Slots games' })
      .getByRole('listitem')
      .filter({ hasText: 'Tiger Moon' })
      .first();
    await card.hover();
    await card.getByRole('button', { name: 'Add Tiger Moon to favourites' }).click();
    await expect(card.getByRole('button', { name: 'Remove Tiger Moon from favourites' })).toBeVisible();

    // Back to the search from the keyboard: the text is still there, the first result is the game, Enter plays it.
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('tiger moo');
    await expect(results.getByRole('option').first()).toContainText('Tiger Moon');
    await page.keyboard.press('ArrowDown');
    await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/game\?gameId=PG_\d+&vassalage=PG&nodeId=\d+&from=%2Frng$/);
    const frame = page.locator('iframe[title="PG Soft game window"]');
    await expect(frame).toBeVisible();
    await expect(page.frameLocator('iframe[title="PG Soft game window"]').getByText('Real money')).toBeVisible();

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    const recent = page.getByRole('list', { name: 'Recently played' });
    await expect(recent.getByRole('listitem').first()).toContainText('Tiger Moon');

    await page.getByRole('tab', { name: 'Favourites' }).click();
    const favourites = page.getByRole('list', { name: 'Favourites' });
    await expect(favourites.getByRole('listitem')).toHaveCount(1);
    await expect(favourites.getByRole('listitem').first()).toContainText('Tiger Moon');
  });

  test('a visitor sees the search and a call to log in instead of their games', async ({ page }) => {
    await page.goto('/rng');
    await expect(page.getByRole('combobox', { name: 'Search games and providers' })).toBeVisible();
    const yours = page.getByRole('region', { name: 'Your games' });
    await expect(yours).toContainText('Log in to see the games you played and your favourites.');
    await yours.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});
