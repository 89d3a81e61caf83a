import { expect, type Page, test } from './fixtures';
import { logIn } from './log-in';

const trial1 = { username: 'trial1', password: 'Trial123' };

/** Opens King Maker (a vendor whose card says isGame VASSALAGE) from the Poker section of home. */
async function openKingMaker(page: Page) {
  await page.goto('/');
  const poker = page.getByRole('list', { name: 'Poker providers' });
  await poker.getByRole('button', { name: /^Play .*King Maker$/ }).click();
}

/** A game of an e-lottery vendor's tab on /elott: Play on its first game. */
async function playFirstLotteryGame(page: Page, vendor: RegExp) {
  await page.goto('/elott');
  await page.getByRole('navigation', { name: 'E-lottery providers' }).getByRole('link', { name: vendor }).click();
  const card = page.getByRole('list', { name: 'E-lottery games' }).getByRole('listitem').first();
  await card.hover();
  await card.getByRole('button', { name: /^Play / }).click();
}

// Issue 12, SPEC §4: every branch of a game start, on the built site against the sandbox server.
test.describe('starting a game', () => {
  test('a VASSALAGE vendor opens its game list, and a game from it plays in /game', async ({ page }) => {
    await logIn(page);
    await openKingMaker(page);
    const dialog = page.getByRole('dialog', { name: 'King Maker games' });
    const games = dialog.getByRole('list', { name: 'King Maker games' });
    await expect(games.getByRole('listitem').first()).toBeVisible();
    expect(await games.getByRole('listitem').count()).toBeGreaterThan(10);

    const first = games.getByRole('listitem').first();
    await first.hover();
    await first.getByRole('button', { name: /^Play / }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/game\?gameId=KM_0001&vassalage=KM&nodeId=\d+&from=%2F$/);
    const frame = page.locator('iframe[title="King Maker game window"]');
    await expect(frame).toBeVisible({ timeout: 15_000 });
    await expect(page.frameLocator('iframe[title="King Maker game window"]').getByText('Real money')).toBeVisible();
  });

  test('a game under maintenance is refused with "Game maintenance"', async ({ page, request }) => {
    const answer = await request.get('/wps/relay/GCSGAME_vassalageGameList?vassalage=KM');
    const body = (await answer.json()) as { value: { games: { nodeId: string; displayName: string }[] } };
    const second = body.value.games[1];
    if (!second) throw new Error('King Maker has fewer than two games');
    const control = await request.post('/__sandbox/games/maintenance', {
      data: { nodeId: second.nodeId, maintenance: true },
    });
    expect(control.ok()).toBe(true);

    await logIn(page);
    await openKingMaker(page);
    const games = page
      .getByRole('dialog', { name: 'King Maker games' })
      .getByRole('list', { name: 'King Maker games' });
    const card = games.getByRole('listitem').nth(1);
    await expect(card).toContainText('Under maintenance');
    await card.hover();
    await card.getByRole('button', { name: `Play ${second.displayName}` }).click();
    const refusal = page.getByRole('dialog', { name: 'Game maintenance' });
    await expect(refusal).toContainText('This game is under maintenance. Please try again later.');
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(refusal).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a trial account is told it needs a real account, before any list opens', async ({ page }) => {
    await logIn(page, trial1);
    await openKingMaker(page);
    await expect(page.getByRole('dialog', { name: 'Real account required' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'King Maker games' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('the lottery vendors route as SPEC §4 says: TCG_LOTTO_VN to /vnlottery, GPI in the game page', async ({
    page,
  }) => {
    await logIn(page);
    await playFirstLotteryGame(page, /VN Lottery/);
    await expect(page).toHaveURL(/\/vnlottery\?gameCode=[^&]+$/);

    await playFirstLotteryGame(page, /GPI Keno/);
    await expect(page).toHaveURL(/\/game\?gameId=[^&]+&vassalage=GPI&nodeId=\d+&from=%2Felott/);
    await expect(page.locator('iframe[title="GPI Keno game window"]')).toBeVisible({ timeout: 15_000 });
  });
});
