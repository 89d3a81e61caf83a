import { expect, type Page, test } from './fixtures';
import { sandbox } from './sandbox';

// SPEC §4, §8: every way in through the login dialog, against the real sandbox server.
test.describe('login', () => {
  // These tests use up SMS codes and change passwords: the next test starts from the seeded sandbox.
  test.afterEach(async ({ request }) => sandbox.reset(request));

  async function dismissPopups(page: Page) {
    await page
      .getByRole('dialog', { name: 'Announcements' })
      .getByRole('button', { name: /show again/ })
      .click();
  }

  test('by SMS: the code the sandbox sent logs the player in', async ({ page, request }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('912345678');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ seconds/ })).toBeDisabled();
    const code = await sandbox.lastSmsCode(request, '912345678');
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dismissPopups(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu: player1/ })).toBeVisible();
  });

  test('from an unregistered IP the player proves it is them, and the next login from there goes straight in', async ({
    page,
    request,
  }) => {
    // Two logins, a verification step and two rounds of popups: more than 30 s on a loaded 2-core machine.
    test.slow();
    await sandbox.setSystemStatus(request, { location: { ip: '198.51.100.23', country: 'TH' } });
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill('player1');
    await dialog.getByLabel('Password', { exact: true }).fill('Player123');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const step = dialog.getByRole('form', { name: 'Verify your identity' });
    await expect(step.getByRole('radio', { name: 'Verify by mobile number' })).toBeChecked();
    await expect(step.getByRole('radio', { name: 'Verify by e-mail' })).toBeVisible();
    await expect(step.getByRole('radio')).toHaveCount(2);
    await step.getByRole('textbox', { name: 'Mobile number' }).fill('900000000');
    await step.getByRole('button', { name: 'Confirm' }).click();
    await expect(step.getByRole('alert')).toContainText("Those details don't match your account.");
    await step.getByRole('textbox', { name: 'Mobile number' }).fill('912345678');
    await step.getByRole('button', { name: 'Confirm' }).click();
    await dismissPopups(page);
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu: player1/ })).toBeVisible();

    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/login');
    await dialog.getByRole('textbox', { name: 'Username' }).fill('player1');
    await dialog.getByLabel('Password', { exact: true }).fill('Player123');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    // A new session: the popup notices come again, and no verification step first.
    await dismissPopups(page);
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu: player1/ })).toBeVisible();
  });

  test('a network failure mid-login shows the catalogue message and keeps the form', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill('player1');
    await dialog.getByLabel('Password', { exact: true }).fill('Player123');
    // Not /__sandbox/fail-next: Chromium silently resends a request whose reused keep-alive connection is dropped
    // before any byte arrives, once per idle connection, so the sandbox's dropped connection never reaches the page.
    await page.route('**/wps/session/login', (route) => route.abort('internetdisconnected'), { times: 1 });
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The network connection is abnormal. Please try again.');
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('Player123');
    // The same form goes through once the network is back.
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dismissPopups(page);
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu: player1/ })).toBeVisible();
  });
});

// SPEC §4: forgot by phone, then the automatic login with the mobile number.
test.describe('forgot password', () => {
  test.afterEach(async ({ request }) => sandbox.reset(request));

  test('by phone: the new password is set and the player is logged in', async ({ page, request }) => {
    await page.goto('/login');
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('tab', { name: 'By phone' }).click();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('912345678');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ seconds/ })).toBeDisabled();
    await dialog.getByLabel('Verification code').fill(await sandbox.lastSmsCode(request, '912345678'));
    await dialog.getByLabel('New password', { exact: true }).fill('Fresh2024');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog).toBeHidden();
    await page
      .getByRole('dialog', { name: 'Announcements' })
      .getByRole('button', { name: /show again/ })
      .click();
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu: player1/ })).toBeVisible();
  });
});
