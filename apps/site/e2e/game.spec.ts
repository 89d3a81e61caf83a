import { expect, test } from './fixtures';
import { logIn, player1 } from './log-in';

// SPEC §2 /game and §4: Play opens the site's game page, which frames the game the platform launched;
// Back returns to the lobby with the balance fetched again; a visitor's game link asks them to log in.
test.describe('the game page', () => {
  test('a member plays a game from /rng in the /game frame and goes Back to /rng', async ({ page }) => {
    await logIn(page, player1, '/rng');
    const card = page.getByRole('list', { name: 'Slots games' }).getByRole('listitem').first();
    await card.hover();
    await card.getByRole('button', { name: /^Play / }).click();

    await expect(page).toHaveURL(/\/game\?gameId=[^&]+&vassalage=PG&nodeId=\d+&from=%2Frng$/);
    const frame = page.locator('iframe[title="PG Soft game window"]');
    await expect(frame).toHaveAttribute('src', /\/__sandbox\/demo-game\?ticket=/);
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    // The frame is shown once it has loaded.
    await expect(frame).toBeVisible();
    const game = page.frameLocator('iframe[title="PG Soft game window"]');
    await expect(game.getByText('Real money')).toBeVisible();
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByText('1 spin', { exact: true })).toBeVisible();
    // The launch URL (and its ticket) never reaches the address bar, so a reload launches the game again.
    expect(page.url()).not.toContain('ticket');
    await page.reload();
    await expect(frame).toBeVisible();
    await expect(game.getByText('0 spins', { exact: true })).toBeVisible();

    const balanceAgain = page.waitForRequest((request) => request.url().includes('/wps/v2/wallets/balance'));
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await balanceAgain;
  });

  test('a member opening a /seamless link plays that game in the same frame, Back going home', async ({ page }) => {
    await logIn(page, player1, '/seamless?gameId=PG_0001&vassalage=PG&nodeId=100000');
    const frame = page.locator('iframe[title="PG Soft game window"]');
    await expect(frame).toBeVisible();
    await expect(page.frameLocator('iframe[title="PG Soft game window"]').getByText('Real money')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor who opens a game link gets the login dialog', async ({ page }) => {
    await page.goto('/game?gameId=PG_0001&vassalage=PG&nodeId=100000');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
