import { expect, type Page, test } from './fixtures';
import { logIn, player1 } from './log-in';
import { sandbox } from './sandbox';

const TRANSFER = '/wps/relay/GCS_walletTransfer';

/** Opens my wallet by its address and fills a transfer into PG up to its confirmation step. */
async function transferIntoPg(page: Page, amount: string) {
  await page.goto('/?mc=transferFund');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('button', { name: 'Transfer in to PG Soft' }).click();
  await centre.getByLabel('Amount').fill(amount);
  await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
  return centre;
}

// The cashier against the real sandbox; every move is read back from the sandbox's own balances.
test.describe('cashier: deposit and my wallet', () => {
  // Each test logs in, opens the centre's chunks and moves money: on a loaded 2-core machine that is more than 30 s.
  test.slow();
  test.afterEach(async ({ request }) => sandbox.reset(request));

  test('the header Deposit opens the deposit page; the balance rises by exactly the amount deposited', async ({
    page,
    request,
  }) => {
    await logIn(page);
    const before = await sandbox.balances(request, 'player1');
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\?mc=depositv2$/);
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await centre.getByRole('radio', { name: /E-wallet/ }).check();
    await centre.getByLabel('Amount').fill('123.45');
    await centre.getByRole('button', { name: 'Continue' }).click();
    await expect(centre.getByRole('region', { name: 'Check and confirm' })).toContainText('123.45 VND');
    await centre.getByRole('button', { name: 'Confirm' }).click();
    await expect(centre.getByRole('heading', { name: 'Deposit received' })).toBeVisible();
    await expect(centre.getByText('1,357.95 VND')).toBeVisible();
    // An open modal hides the page behind it from the accessibility tree: the header is read once it closes.
    await centre.getByRole('button', { name: 'Close' }).click();
    await expect(centre).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: /Refresh balance/ })).toContainText(
      '1,357.95 VND',
    );
    const after = await sandbox.balances(request, 'player1');
    expect(before.wallets.MAIN).toBe('1234.50');
    expect(after.wallets.MAIN).toBe('1357.95');
  });

  test('main → PG → main leaves the total unchanged to the cent', async ({ page, request }) => {
    await logIn(page);
    const centre = await transferIntoPg(page, '77.77');
    await centre.getByRole('button', { name: 'Confirm' }).click();
    await expect(centre.getByRole('status')).toContainText('Done: 77.77 VND moved from Main wallet to PG Soft');
    expect((await sandbox.balances(request, 'player1')).wallets).toMatchObject({ MAIN: '1156.73', PG: '177.77' });
    await centre.getByRole('button', { name: 'Transfer out of PG Soft' }).click();
    await centre.getByRole('button', { name: 'All', exact: true }).click();
    await expect(centre.getByLabel('Amount')).toHaveValue('177.77');
    await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
    await centre.getByRole('button', { name: 'Confirm' }).click();
    await expect(centre.getByRole('status')).toContainText('Done: 177.77 VND moved from PG Soft to Main wallet');
    const after = await sandbox.balances(request, 'player1');
    expect(after.wallets).toMatchObject({ MAIN: '1334.50', PG: '0.00' });
    expect(after.total).toBe('1360.25');
  });

  test('a double-clicked Confirm moves the money once', async ({ page, request }) => {
    await logIn(page);
    const centre = await transferIntoPg(page, '10');
    await centre.getByRole('button', { name: 'Confirm' }).dblclick();
    await expect(centre.getByRole('status')).toContainText('Done: 10.00 VND moved');
    expect((await sandbox.balances(request, 'player1')).wallets).toMatchObject({ MAIN: '1224.50', PG: '110.00' });
  });

  test('a transfer whose answer stalls, then is confirmed again, moves the money once', async ({ page, request }) => {
    await logIn(page);
    await sandbox.failNext(request, TRANSFER, { stall: true, stallMs: 1_500, afterHandling: true });
    const centre = await transferIntoPg(page, '20');
    await centre.getByRole('button', { name: 'Confirm' }).click();
    await expect(centre.getByRole('alert')).toContainText('what you entered is still here');
    // The platform did the work although the player never heard: the same intent again must not repeat it.
    await centre.getByRole('button', { name: 'Confirm' }).click();
    await expect(centre.getByRole('status')).toContainText('Done: 20.00 VND moved');
    expect((await sandbox.balances(request, 'player1')).wallets).toMatchObject({ MAIN: '1214.50', PG: '120.00' });
  });

  test('a transfer whose connection drops, then is confirmed again, moves the money once', async ({
    page,
    request,
  }) => {
    await logIn(page);
    await sandbox.failNext(request, TRANSFER, { network: true, afterHandling: true });
    const centre = await transferIntoPg(page, '30');
    await centre.getByRole('button', { name: 'Confirm' }).click();
    await expect(centre.getByRole('alert')).toContainText('The network connection is abnormal');
    await centre.getByRole('button', { name: 'Confirm' }).click();
    await expect(centre.getByRole('status')).toContainText('Done: 30.00 VND moved');
    expect((await sandbox.balances(request, 'player1')).wallets).toMatchObject({ MAIN: '1204.50', PG: '130.00' });
  });

  test('?mc=transferFund opens my wallet; Close drops it from the address', async ({ page }) => {
    await logIn(page, player1, '/rng?mc=transferFund');
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre.getByRole('heading', { level: 2, name: 'My wallet' })).toBeVisible();
    await expect(centre.getByRole('button', { name: /My wallet/ })).toHaveAttribute('aria-current', 'page');
    await centre
      .getByRole('button', { name: /Deposit/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/rng\?mc=depositv2$/);
    await centre.getByRole('button', { name: 'Close' }).click();
    await expect(centre).toBeHidden();
    await expect(page).toHaveURL(/\/rng$/);
  });

  test('a trial account is refused the member centre with "need a real account"', async ({ page }) => {
    await logIn(page, { username: 'trial1', password: 'Trial123' }, '/?mc=transferFund');
    await expect(page.getByRole('dialog', { name: 'Real account required' })).toContainText('This is a trial account.');
    await expect(page.getByRole('dialog', { name: 'Member centre' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });
});
