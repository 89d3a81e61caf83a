import { expect, test } from './fixtures';
import { sandbox } from './sandbox';

// SPEC §2 header: language picker, login form or the logged-in panel, navigation, marquee and notices.
test.describe('header', () => {
  test('the language switch persists across a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Tagalog' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
    await expect(page.getByRole('button', { name: /Tagalog/ })).toBeVisible();
    await page.evaluate(() => localStorage.clear());
  });

  test('logged out: the header login form, category menus with vendors', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
    const slots = banner.getByRole('button', { name: 'Slots' });
    await slots.focus();
    await page.keyboard.press('Enter');
    const vendors = page.getByRole('menu', { name: 'Slots' });
    await expect(vendors.getByRole('menuitem')).toHaveCount(16);
    await expect(vendors.getByRole('menuitem', { name: /PG Soft/ })).toHaveAttribute('href', '/rng?page=PG');
    await page.keyboard.press('Escape');
    await expect(vendors).toBeHidden();
  });

  test('logged in through the header form: balance, mask, user menu and sign out with confirmation', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('textbox', { name: 'Username' }).fill('player1');
    await banner.getByLabel('Password', { exact: true }).fill('Player123');
    await banner.getByRole('button', { name: 'Log in' }).click();
    // The after-login popup notices come first (SPEC §4); closing them for the session shows the page.
    await page.getByRole('button', { name: 'Don’t show again this session' }).click();
    const balance = banner.getByRole('button', { name: /Refresh balance/ });
    await expect(balance).toContainText(/\d[\d,]*\.\d\d VND/);
    await banner.getByRole('button', { name: 'Hide balance' }).click();
    await expect(balance).toContainText('***');
    await banner.getByRole('button', { name: /Account menu: player1/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Agent centre' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(balance).toBeVisible();
    await banner.getByRole('button', { name: /Account menu: player1/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a marquee title opens the announcements dialog at that notice', async ({ page }) => {
    // The marquee moves for this test (the e2e tests run under reduced motion): a player pauses it to pick a title.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const marquee = page.getByRole('region', { name: 'Latest announcements' });
    await marquee.getByRole('button', { name: 'Pause announcements' }).click();
    const first = marquee.getByRole('button').first();
    const title = (await first.textContent()) ?? '';
    // By keyboard: where the paused row stopped, the first title may be clipped out of sight, which made a
    // pointer click here flaky; the reduced-motion test below clicks a title that stands still.
    await first.focus();
    await expect(marquee).toHaveAttribute('data-state', 'paused');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(dialog.locator('script')).toHaveCount(0);
  });

  test('with reduced motion the marquee stands still and scrolls by hand', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const marquee = page.getByRole('region', { name: 'Latest announcements' });
    await expect(marquee).toHaveAttribute('data-state', 'paused');
    await expect(marquee.getByRole('button', { name: 'Pause announcements' })).toHaveCount(0);
    await marquee.getByRole('button').nth(1).click();
    await expect(page.getByRole('dialog', { name: 'Announcements' })).toBeVisible();
  });

  test('on a 360 px phone the header collapses into a menu', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Main navigation' });
    await sheet.getByRole('link', { name: 'Live casino' }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
  });
});

// The header's one-row form never pushes the page down; a refusal continues in the dialog.
test.describe('header login refused', () => {
  // A refusal turns the captcha on for the account: the next test starts from the seeded sandbox.
  test.afterEach(async ({ request }) => sandbox.reset(request));

  test('a wrong password opens the login dialog with the message, the captcha and what was typed', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    const height = await header.evaluate((element) => element.getBoundingClientRect().height);
    const banner = page.getByRole('banner');
    await banner.getByRole('textbox', { name: 'Username' }).fill('player1');
    await banner.getByLabel('Password', { exact: true }).fill('WrongPass1');
    await banner.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByRole('alert')).toHaveText('Wrong username or password.');
    await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('WrongPass1');
    expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBe(height);
    await expect(header.getByRole('alert')).toHaveCount(0);
  });
});
