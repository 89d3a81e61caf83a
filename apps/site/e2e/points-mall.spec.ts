import { expect, type Page, test } from './fixtures';
import { logIn, player1 } from './log-in';
import { sandbox } from './sandbox';

const pointsShown = async (page: Page) =>
  Number(((await page.getByTestId('points-balance').textContent()) ?? '').replace(/\D/g, ''));

// SPEC §2 /pointMall, §3 points entries and redeem records, §4 redeem status, §9 no expiry, against the real sandbox.
test.describe('points mall', () => {
  // Redeems and conversions move points and money: the next test starts from the seeded sandbox.
  test.afterEach(async ({ request }) => sandbox.reset(request));
  test.slow();

  test('a visitor sees the rewards and a call to log in; Redeem opens the login', async ({ page }) => {
    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in to redeem rewards' })).toBeVisible();
    await expect(page.getByText('Points never expire.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(6);
    await page.getByRole('article', { name: 'Coffee voucher' }).getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a trial account sees the rewards but is told a redeem needs a real account', async ({ page }) => {
    await logIn(page, { username: 'trial1', password: 'Trial123' }, '/pointMall');
    await expect(page.getByRole('heading', { name: 'Real account required' })).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveCount(0);
    await page.getByRole('article', { name: 'Coffee voucher' }).getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByRole('dialog', { name: 'Real account required' })).toContainText('This is a trial account.');
  });

  test('a redeem with a wrong then the right payment password: in the history, the points down exactly', async ({
    page,
  }) => {
    await logIn(page, player1, '/pointMall');
    await expect(page.getByTestId('points-balance')).toHaveText(/points$/);
    const before = await pointsShown(page);

    await page.getByRole('article', { name: 'Cinema tickets' }).getByRole('button', { name: 'Redeem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Cinema tickets' });
    const password = dialog.getByLabel('Payment password', { exact: true });
    await password.fill('111111');
    await dialog.getByRole('button', { name: 'Redeem now' }).click();
    await expect(password).toHaveAccessibleDescription('The payment password is incorrect');
    await expect(password).toHaveValue('111111');
    expect(await pointsShown(page)).toBe(before);

    await password.fill('246810');
    await dialog.getByRole('button', { name: 'Redeem now' }).dblclick();
    await expect(dialog.getByRole('status')).toContainText('Redeemed');
    const reference = ((await dialog.locator('[data-slot="redeem-done"] dd').first().textContent()) ?? '').trim();
    expect(reference).toMatch(/^RD/);
    await expect(page.getByTestId('points-balance')).toHaveText(`${(before - 400).toLocaleString('en')} points`);

    await dialog.getByRole('button', { name: 'See redeem history' }).click();
    const history = page.getByRole('group', { name: 'Redeem history' });
    const rows = history.getByRole('row').filter({ hasText: reference });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Cinema tickets');
    await expect(rows).toContainText('In process');
    await expect(rows).toContainText('−400');
    // The points history has the one entry of the redeem, taking exactly 400 from the balance before it.
    await page.getByRole('tab', { name: 'Point records' }).click();
    await page.getByLabel('Type').selectOption('redeem');
    const entry = page.getByRole('group', { name: 'Point records' }).getByRole('row').nth(1);
    await expect(entry).toContainText('Redeemed 1 × Cinema tickets');
    await expect(entry).toContainText('−400');
    await expect(entry).toContainText((before - 400).toLocaleString('en'));
  });

  test('converting points raises the main balance in the header by exactly their worth', async ({ page }) => {
    await logIn(page, player1, '/pointMall');
    const headerBalance = page.getByRole('banner').getByRole('button', { name: /Refresh balance/ });
    await expect(headerBalance).toContainText('1,234.50 VND');
    await expect(page.getByTestId('points-balance')).toHaveText(/points$/);
    const before = await pointsShown(page);

    await page.getByRole('button', { name: 'Convert to balance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert points to balance' });
    await dialog.getByLabel('Points to convert').fill('300');
    await expect(dialog.getByTestId('convert-gives')).toHaveText('30.00 VND');
    await dialog.getByLabel('Payment password', { exact: true }).fill('246810');
    await dialog.getByRole('button', { name: 'Convert' }).dblclick();
    await expect(dialog.getByRole('status')).toHaveText('30.00 VND has been added to your main wallet.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(headerBalance).toContainText('1,264.50 VND');
    await expect(page.getByTestId('points-balance')).toHaveText(`${(before - 300).toLocaleString('en')} points`);
  });
});

// SPEC §2 /vip: the levels for everyone, the player's own standing once logged in.
test.describe('VIP', () => {
  test('a visitor sees the levels with what each gives, and a call to log in that opens the login', async ({
    page,
  }) => {
    await page.goto('/vip');
    await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
    const levels = page.getByRole('list', { name: 'VIP levels' });
    await expect(levels.getByRole('article')).toHaveCount(5);
    await expect(levels.getByRole('article', { name: 'Gold' })).toContainText('Upgrade bonus');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});
