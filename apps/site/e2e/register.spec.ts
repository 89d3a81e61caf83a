import { expect, type Page, test } from './fixtures';
import { sandbox } from './sandbox';

// A fresh account per run: the sandbox's SQLite file lives for the whole e2e run.
const suffix = String(Date.now()).slice(-6);
const account = { username: `reg${suffix}`, password: 'Secret123', mobile: `96${suffix}1` };

async function closeAfterLoginPopups(page: Page) {
  // The after-login popup notices come first (SPEC §4); closing them for the session shows the page.
  await page.getByRole('button', { name: 'Don’t show again this session' }).click();
}

// SPEC §2, §4: the register dialog over home, register → log out → log in.
test.describe('registration', () => {
  // The register dialog's chunk loads on demand: give it room when both cores are busy with the visual tests.
  test.describe.configure({ timeout: 60_000 });
  test('/register opens the register dialog over home', async ({ page }) => {
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await expect(dialog).toBeVisible();
    // Home is behind it (hidden from assistive tech while the dialog is open) and shows when it closes.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('/register.html opens the register dialog too', async ({ page }) => {
    await page.goto('/register.html');
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
  });

  test('register by username with an SMS code, then sign out and log in with the new account', async ({
    page,
    request,
  }) => {
    await page.goto('/register?referralCode=R2');
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await dialog.getByRole('tab', { name: 'Username' }).click();
    await dialog.getByRole('textbox', { name: 'Username' }).fill(account.username);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(account.mobile);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ seconds/ })).toBeDisabled();
    const code = await sandbox.lastSmsCode(request, account.mobile);
    await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await dialog.getByRole('checkbox', { name: /18 years old/ }).check();
    await dialog.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await dialog.getByRole('button', { name: 'Register' }).click();

    await closeAfterLoginPopups(page);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: new RegExp(`Account menu: ${account.username}`) });
    await expect(menu).toBeVisible();

    await menu.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();

    await banner.getByRole('textbox', { name: 'Username' }).fill(account.username);
    await banner.getByLabel('Password', { exact: true }).fill(account.password);
    await banner.getByRole('button', { name: 'Log in' }).click();
    // Popups already dismissed in this browser session may not come again.
    const again = banner.getByRole('button', { name: new RegExp(`Account menu: ${account.username}`) });
    const popups = page.getByRole('button', { name: 'Don’t show again this session' });
    await expect(again.or(popups)).toBeVisible();
    if (await popups.isVisible()) await popups.click();
    await expect(again).toBeVisible();
  });
});
