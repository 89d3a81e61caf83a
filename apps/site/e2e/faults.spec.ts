import { expect, test } from './fixtures';
import { logIn } from './log-in';
import { requestsEnded } from './requests';
import { sandbox } from './sandbox';

// The screens' calls failing against the real server (offline, 500, stall, malformed, expired session) show the
// catalogue's message and a way to try again, and lose nothing that was typed. Extend it as screens land.
// A read is tried three times with a back-off between tries (api-client's query policy): a test waits for the
// third try to end, not for a time long enough on some machine.
const BALANCE = '/wps/v2/wallets/balance';
const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';
const LOGIN = '/wps/session/login';
const MALFORMED = { body: { success: true, value: { player: 'not a list' } } };

test.describe('faults', () => {
  test.afterEach(async ({ request }) => sandbox.reset(request));

  test('login answered 500: a message, never a blank or silent form', async ({ page, request }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill('player1');
    await dialog.getByLabel('Password', { exact: true }).fill('Player123');
    await sandbox.failNext(request, LOGIN, { status: 500 });
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).not.toBeEmpty();
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
  });

  test('notices that fail three times, then answer malformed, leave a message and a retry in the marquee', async ({
    page,
    request,
  }) => {
    for (const fault of [{ status: 500 }, { network: true }, MALFORMED]) {
      await sandbox.failNext(request, ANNOUNCEMENTS, fault);
    }
    const threeTries = requestsEnded(page, ANNOUNCEMENTS, 3);
    await page.goto('/');
    await threeTries;
    const problem = page.locator('[data-slot="marquee-problem"]');
    await expect(problem).toBeVisible();
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Latest announcements' })).toBeVisible();
  });

  test('a balance that cannot be read says why in the header, and the next good answer shows it', async ({
    page,
    request,
  }) => {
    await logIn(page);
    const balance = page.getByRole('banner').getByRole('button', { name: /Refresh balance/ });
    for (let attempt = 0; attempt < 3; attempt += 1) await sandbox.failNext(request, BALANCE, { network: true });
    const threeTries = requestsEnded(page, BALANCE, 3);
    await page.reload();
    await threeTries;
    await expect(balance).toContainText('The network connection is abnormal');
    await balance.click();
    await expect(balance).toContainText('1,234.50');
  });

  test('an expired session ends the session on the page: the header offers the login again', async ({
    page,
    request,
  }) => {
    await logIn(page);
    await sandbox.failNext(request, BALANCE, { status: 401 });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Refresh balance/ })
      .click();
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  });
});
