import { expect, type Page, test } from './fixtures';
import { logIn, player1 } from './log-in';

const trial1 = { username: 'trial1', password: 'Trial123' };

/** Opens King Maker (a vendor whose card says isGame VASSALAGE) from the Poker section of home (where `logIn` lands). */
async function openKingMaker(page: Page) {
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

// SPEC §4: every branch of a game start, on the built site against the sandbox server.
test.describe('starting a game', () => {
  test('a VASSALAGE vendor opens its game list, and a game from it plays in /game', async ({ page }) => {
    await logIn(page);
    await openKingMaker(page);
    const dialog = page.getByRole('dialog', { name: 'King Maker games' });
    const games = dialog.getByRole('list', { name: 'King Maker games' });
    await expect(games.getByRole('listitem').first()).toBeVisible();
    expect(await games.getByRole('listitem').count()).toBeGreaterThan(10);

    // The sandbox gives rooms to a PVP vendor's first six games only: the eighth is played without one.
    const eighth = games.getByRole('listitem').nth(7);
    await eighth.hover();
    await eighth.getByRole('button', { name: /^Play / }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/game\?gameId=KM_0008&vassalage=KM&nodeId=\d+&from=%2F$/);
    const frame = page.locator('iframe[title="King Maker game window"]');
    await expect(frame).toBeVisible();
    await expect(page.frameLocator('iframe[title="King Maker game window"]').getByText('Real money')).toBeVisible();
  });

  test('the Lottery entry of the header, a category of one vendor, starts that vendor in /game (PLATFORM-FACTS §8.1)', async ({
    page,
  }) => {
    await logIn(page, player1, '/promotions');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Lottery', exact: true })
      .click();
    await expect(page).toHaveURL(/\/game\?gameId=LOTT_LOBBY&vassalage=LOTT&nodeId=\d+&from=%2Fpromotions$/);
    await expect(page.locator('iframe[title="Lottery game window"]')).toBeVisible();
  });

  test('a PVP game with rooms asks for one, and plays in the room picked', async ({ page }) => {
    await logIn(page, player1, '/pvp?page=V8');
    const card = page.getByRole('list', { name: 'Poker games' }).getByRole('listitem').first();
    await card.hover();
    const play = card.getByRole('button', { name: /^Play / });
    const name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await play.click();
    const rooms = page.getByRole('dialog', { name: `Choose a room: ${name}` });
    const list = rooms.getByRole('list', { name: `Rooms of ${name}` });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const join = list.getByRole('button', { name: /^Join / }).first();
    const roomName = ((await join.getAttribute('aria-label')) ?? '').replace(/^Join /, '');
    await join.click();
    await expect(page).toHaveURL(/\/game\?gameId=V8_0001&vassalage=V8&nodeId=\d+&roomId=V8_0001-R\d&from=%2Fpvp/);
    const frame = page.frameLocator('iframe[title="V8 Poker game window"]');
    await expect(frame.getByText(roomName)).toBeVisible();
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

  test('the lottery vendors route as SPEC §4 says: TCG_LOTTO_VN to /vnlottery, TCG_SEA and GPI in the game page', async ({
    page,
  }) => {
    await logIn(page);
    await playFirstLotteryGame(page, /VN Lottery/);
    await expect(page).toHaveURL(/\/vnlottery\?gameCode=[^&]+$/);
    // The VN lottery's betting view of that game, framed; the view switch opens its lobby.
    const lottery = page.frameLocator('iframe[title="Lottery game window"]');
    await expect(lottery.getByText(/· Lottery betting$/)).toBeVisible();
    await page.getByRole('navigation', { name: 'Lottery view' }).getByRole('link', { name: 'Lobby' }).click();
    await expect(page).toHaveURL(/\/vnlottery\?gameCode=[^&]+&view=lobby$/);
    await expect(lottery.getByText(/· Lottery lobby$/)).toBeVisible();

    await playFirstLotteryGame(page, /SEA Lottery/);
    await expect(page).toHaveURL(/\/game\?gameId=[^&]+&vassalage=TCG_SEA&nodeId=\d+&from=%2Felott/);
    await expect(page.locator('iframe[title="SEA Lottery game window"]')).toBeVisible();

    await playFirstLotteryGame(page, /GPI Keno/);
    await expect(page).toHaveURL(/\/game\?gameId=[^&]+&vassalage=GPI&nodeId=\d+&from=%2Felott/);
    await expect(page.locator('iframe[title="GPI Keno game window"]')).toBeVisible();
  });

  test('/lottery shows the lottery lobby in its frame, header only, with a way to the betting view', async ({
    page,
  }) => {
    await logIn(page, player1, '/lottery');
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const lottery = page.frameLocator('iframe[title="Lottery game window"]');
    await expect(lottery.getByText(/· Lottery lobby$/)).toBeVisible();
    await page.getByRole('navigation', { name: 'Lottery view' }).getByRole('link', { name: 'Betting' }).click();
    await expect(page).toHaveURL(/\/lottery\?view=betting$/);
    await expect(lottery.getByText(/· Lottery betting$/)).toBeVisible();
  });

  test('a slots vendor chosen is remembered: /rng with no page opens on it', async ({ page }) => {
    await page.goto('/');
    const slots = page.getByRole('list', { name: 'Slots providers' });
    await slots.getByRole('link', { name: /JILI/ }).click();
    await expect(page).toHaveURL(/\/rng\?page=JL$/);
    const tabs = page.getByRole('navigation', { name: 'Slots providers' });
    await expect(tabs.getByRole('link', { name: /JILI/ })).toHaveAttribute('aria-current', 'page');
    await page.goto('/rng');
    await expect(tabs.getByRole('link', { name: /JILI/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('list', { name: 'Slots games' }).getByRole('listitem').first()).toContainText('JILI');
  });
});
