import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, player1 } from './log-in';
import { sandbox } from './sandbox';

const MINUTE = 60_000;
const GAME = '/game?gameId=PG_0001&vassalage=PG&nodeId=100000';

/** Moves the sandbox platform's clock on (`/__sandbox/clock`), as time passing would. */
async function advancePlatformClock(request: APIRequestContext, ms: number) {
  const response = await request.post('/__sandbox/clock', { data: { advanceMs: ms } });
  if (!response.ok()) throw new Error(`sandbox clock control answered ${response.status()}`);
}

/** Plays a settled round for an account on the sandbox's clock: its stake and payout count against the limits. */
async function playRound(request: APIRequestContext, bet: string, win = '0.00') {
  const response = await request.post('/__sandbox/protection/play', { data: { username: player1.username, bet, win } });
  if (!response.ok()) throw new Error(`sandbox play control answered ${response.status()}`);
}

const PAGE = '/?mc=responsibleGaming';

/** The member centre's responsible-gaming page, opened by its address (`logIn(page, player1, PAGE)`), once shown. */
async function shownPage(page: Page): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
  return centre;
}

/** Sets a money limit through its editor and confirms it; answers the limit's group. */
async function setLimit(centre: Locator, kind: string, period: string, amount: string): Promise<Locator> {
  const group = centre.getByRole('region', { name: kind });
  await group.getByRole('button', { name: new RegExp(`^(Set limit|Change): ${kind}, ${period}$`) }).click();
  await group.getByRole('textbox', { name: 'New limit' }).fill(amount);
  await group.getByRole('button', { name: /^(Set limit|Change)$/ }).click();
  await centre.getByRole('button', { name: 'Confirm' }).click();
  return group;
}

// The player-protection tools against the real sandbox server: the platform's clock moves instead of the test waiting.
test.describe('responsible gaming', () => {
  test.slow();
  test.afterEach(async ({ request }) => sandbox.reset(request));

  test('the footer opens the responsible-gaming page in one click', async ({ page }) => {
    await logIn(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Responsible gaming' }).click();
    await expect(page).toHaveURL(/\?mc=responsibleGaming$/);
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre.getByRole('region', { name: 'Deposit limit' })).toBeVisible();
  });

  test('a raise waits 24 hours on the platform clock, then applies', async ({ page, request }) => {
    await logIn(page, player1, PAGE);
    let centre = await shownPage(page);
    let deposit = await setLimit(centre, 'Deposit limit', 'Per day', '100');
    await expect(centre.getByText('Your new limit applies now.')).toBeVisible();
    deposit = await setLimit(centre, 'Deposit limit', 'Per day', '500');
    await expect(centre.getByText(/^Your change applies on /)).toBeVisible();
    await expect(deposit.getByText('Pending')).toBeVisible();
    await expect(deposit.getByText(/^Becomes 500\.00 VND on /)).toBeVisible();

    // A day on the platform: the session has long expired, so the player logs in again.
    await advancePlatformClock(request, 24 * 60 * MINUTE + MINUTE);
    await logIn(page, player1, PAGE);
    centre = await shownPage(page);
    deposit = centre.getByRole('region', { name: 'Deposit limit' });
    await expect(deposit.getByRole('meter', { name: 'Deposit limit, Per day' })).toHaveAttribute(
      'aria-valuetext',
      /of 500\.00 VND used$/,
    );
    await expect(deposit.getByText('Pending')).toHaveCount(0);
  });

  test('a deposit past the daily deposit limit is refused, saying how much is left', async ({ page, request }) => {
    await logIn(page, player1, PAGE);
    const centre = await shownPage(page);
    await setLimit(centre, 'Deposit limit', 'Per day', '100');
    await expect(centre.getByText('Your new limit applies now.')).toBeVisible();
    const before = await sandbox.balances(request, player1.username);

    await page.goto('/?mc=depositv2');
    const cashier = page.getByRole('dialog', { name: 'Member centre' });
    await cashier.getByRole('radio', { name: /E-wallet/ }).check();
    await cashier.getByLabel('Amount').fill('150');
    await cashier.getByRole('button', { name: 'Continue' }).click();
    await cashier.getByRole('button', { name: 'Confirm' }).click();
    await expect(cashier.getByRole('alert')).toContainText('You can deposit 100.00 VND more in this period.');
    expect((await sandbox.balances(request, player1.username)).wallets.MAIN).toBe(before.wallets.MAIN);
  });

  test('a game launch once the daily loss limit is reached is refused, saying until when', async ({
    page,
    request,
  }) => {
    await logIn(page, player1, PAGE);
    const centre = await shownPage(page);
    await setLimit(centre, 'Loss limit', 'Per day', '1000');
    await expect(centre.getByText('Your new limit applies now.')).toBeVisible();
    // Under the limit the game starts.
    await page.goto(GAME);
    await expect(page.locator('iframe[title="PG Soft game window"]')).toBeVisible();

    await playRound(request, '100000.00', '0.00');
    await page.goto(GAME);
    await expect(page.getByRole('alert')).toContainText(
      /You have reached your loss limit\. You can play again from \d{4}-\d{2}-\d{2} \d{2}:\d{2} GMT\+7/,
    );
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a game launch once the weekly wager limit is reached is refused, even while winning', async ({
    page,
    request,
  }) => {
    await logIn(page, player1, PAGE);
    const centre = await shownPage(page);
    await setLimit(centre, 'Wager limit', 'Per week', '1000000');
    await expect(centre.getByText('Your new limit applies now.')).toBeVisible();
    await page.goto(GAME);
    await expect(page.locator('iframe[title="PG Soft game window"]')).toBeVisible();

    await playRound(request, '1000000.00', '1500000.00');
    await page.goto(GAME);
    await expect(page.getByRole('alert')).toContainText('You have reached your wager limit.');
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the reality check stops the game at the chosen interval, and Continue plays on', async ({ page, request }) => {
    // The page's timers run on a clock the test moves, with the platform's.
    await page.clock.install();
    await logIn(page, player1, PAGE);
    const centre = await shownPage(page);
    await centre.locator('label', { hasText: 'Every 15 minutes' }).click();
    await expect(centre.getByRole('radio', { name: 'Every 15 minutes' })).toBeChecked();
    await centre.getByRole('button', { name: 'Save' }).click();
    await expect(centre.getByText('Saved.')).toBeVisible();

    await page.goto(GAME);
    const frame = page.locator('iframe[title="PG Soft game window"]');
    await expect(frame).toBeVisible();
    const bar = page.getByLabel('This session');
    await expect(bar).toContainText('Session time');
    await expect(page.getByRole('dialog', { name: 'Reality check' })).toHaveCount(0);

    await advancePlatformClock(request, 15 * MINUTE);
    await page.clock.fastForward(15 * MINUTE);
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check).toBeVisible();
    await expect(check).toContainText(/You have been playing for 1[56] minutes\./);
    await expect(check.getByRole('definition').first()).toHaveText(/^1[56]:\d\d$/);
    await expect(frame).toHaveAttribute('inert', '');
    // Nothing behind it can be pressed: the game is covered.
    await expect(page.locator('[data-slot="game-paused"]')).toBeVisible();

    await check.getByRole('button', { name: 'Continue' }).click();
    await expect(check).toBeHidden();
    await expect(frame).not.toHaveAttribute('inert', '');

    await advancePlatformClock(request, 15 * MINUTE);
    await page.clock.fastForward(15 * MINUTE);
    await expect(check).toBeVisible();
    await check.getByRole('button', { name: 'Log out' }).click();
    await expect(check).toBeHidden();
    // The player chose to stop: home, logged out, and no login dialog asks them back.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a session that reaches its time limit ends over the game, with a message that says so', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await logIn(page, player1, PAGE);
    const centre = await shownPage(page);
    const group = centre.getByRole('region', { name: 'Session time limit' });
    await group.getByRole('button', { name: 'Set limit: Session time limit' }).click();
    await group.getByLabel('Minutes per session').fill('30');
    await group.getByRole('button', { name: 'Set limit' }).click();
    await centre.getByRole('button', { name: 'Confirm' }).click();
    await expect(group).toContainText('30 minutes');

    await page.goto(GAME);
    const frame = page.locator('iframe[title="PG Soft game window"]');
    await expect(frame).toBeVisible();
    await advancePlatformClock(request, 30 * MINUTE);
    await page.clock.fastForward(30 * MINUTE);
    const ended = page.getByRole('dialog', { name: 'Session time limit' });
    await expect(ended).toContainText(
      'You reached your session time limit, so your session has ended. Please take a break.',
    );
    // The platform ends the session too: the game may already be gone behind the message, never playable.
    await expect(page.locator('iframe:not([inert])')).toHaveCount(0);
    await ended.getByRole('button', { name: 'OK' }).click();
    await expect(ended).toBeHidden();
    // The session is over here as on the platform: the game is gone and the player is a visitor again.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Log in to play this game' })).toBeVisible();
  });

  test('a time-out refuses the next login, saying until when', async ({ page }) => {
    await logIn(page, player1, PAGE);
    const centre = await shownPage(page);
    const breaks = centre.getByRole('region', { name: 'Take a break' });
    await breaks.locator('label', { hasText: '24 hours' }).click();
    await breaks.getByRole('button', { name: 'Start time-out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Take a break for 24 hours?' });
    await expect(confirm).toContainText('You can still withdraw your balance.');
    await confirm.getByRole('button', { name: 'Start my time-out' }).click();
    await expect(centre.getByText(/^Your account is on a time-out until /)).toBeVisible();

    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(player1.username);
    await dialog.getByLabel('Password', { exact: true }).fill(player1.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      /Your account is on a time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2} GMT\+7\./,
    );
  });
});
