import { expect, test } from './fixtures';
import { logIn } from './log-in';
import { sandbox } from './sandbox';

// A real PNG (1 × 1 px) as a player's proof screenshot.
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// SPEC §2 withdraw, §4 withdrawal confirmation, against the real sandbox.
test.describe('withdrawal', () => {
  // Withdrawals move money and set confirmations: the next test starts from the seeded sandbox.
  test.afterEach(async ({ request }) => sandbox.reset(request));
  // Each test logs in, sends an enc withdrawal and walks a popup's steps: more than the default budget on a busy machine.
  test.slow();

  test('a wrong then the right payment password: the form keeps the amount, the balance drops exactly once', async ({
    page,
  }) => {
    await logIn(page);
    await expect(page.getByRole('banner').getByRole('button', { name: /Refresh balance/ })).toContainText(
      '1,234.50 VND',
    );
    await page.goto('/?mc=withdraw');
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await centre.getByLabel('Amount').fill('300');
    await centre.getByLabel('Payment password', { exact: true }).fill('111111');
    await centre.getByRole('button', { name: 'Continue' }).click();
    await centre.getByRole('button', { name: 'Confirm withdrawal' }).click();
    const password = centre.getByLabel('Payment password', { exact: true });
    await expect(password).toHaveAccessibleDescription('The payment password is incorrect');
    await expect(centre.getByLabel('Amount')).toHaveValue('300');

    await password.fill('246810');
    await centre.getByRole('button', { name: 'Continue' }).click();
    await expect(centre.getByRole('region', { name: 'Check your withdrawal' })).toContainText('934.50 VND');
    await centre.getByRole('button', { name: 'Confirm withdrawal' }).dblclick();
    await expect(centre.getByRole('status').filter({ hasText: 'Withdrawal requested' })).toContainText('300.00 VND');
    await expect(centre.locator('[data-slot="withdrawal-row"]')).toHaveCount(1);
    // The platform's own account agrees: one withdrawal, 300.00 out, nothing more; the header shows it too.
    await centre.getByRole('button', { name: 'New withdrawal' }).click();
    await expect(centre.getByTestId('withdrawal-available')).toHaveText('934.50 VND');
    await centre.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: /Refresh balance/ })).toContainText('934.50 VND');
  });

  test('a paid withdrawal confirmed as not received, with a proof image', async ({ page, request }) => {
    await logIn(page);
    await expect(page.getByRole('banner').getByRole('button', { name: /Refresh balance/ })).toContainText(
      '1,234.50 VND',
    );
    await page.goto('/?mc=withdraw');
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await centre.getByLabel('Amount').fill('200');
    await centre.getByLabel('Payment password', { exact: true }).fill('246810');
    await centre.getByRole('button', { name: 'Continue' }).click();
    await centre.getByRole('button', { name: 'Confirm withdrawal' }).click();
    const row = centre.locator('[data-slot="withdrawal-row"]');
    await expect(row).toContainText('In process');
    const reference = await row.getAttribute('data-reference');
    // The payer pays it (sandbox control), and the player comes back to confirm.
    const paid = await request.post('/__sandbox/withdrawals/settle', { data: { reference, status: 'Approved' } });
    expect(paid.ok()).toBe(true);
    await page.reload();

    await centre.getByRole('button', { name: 'Confirm receipt' }).click();
    const panel = centre.getByRole('region', { name: 'Confirm receipt' });
    await expect(panel.getByRole('note')).toContainText('With a forced receipt, the deposit is not refunded.');
    await panel.getByRole('radio', { name: /^Not received/ }).check();
    await panel
      .getByLabel(/^Upload proof/)
      .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PROOF_PNG });
    await expect(panel.getByRole('img', { name: 'statement.png' })).toBeVisible();
    await panel.getByRole('button', { name: 'Continue' }).click();
    await panel.getByRole('button', { name: 'Send answer' }).click();
    await expect(centre.getByText('Thank you. Your answer has been sent.')).toBeVisible();
    await expect(row.locator('[data-slot="withdrawal-confirmation-status"]')).toHaveText('Not received');
  });
});
