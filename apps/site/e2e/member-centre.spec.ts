import { expect, type Page, test } from './fixtures';
import { logIn } from './log-in';
import { sandbox } from './sandbox';

// A 1 × 1 PNG, as a player's screenshot would travel (member-account.spec.ts covers the badges, join and claim, and
// auth-login and cashier-wallet a trial account refused the member centre).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function userMenu(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /Account menu/ });
}

async function openRewardCentre(page: Page) {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: /Member centre/ }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('button', { name: /Reward centre/ }).click();
  return centre;
}

// Feedback, the red envelope and the activity comment against the real sandbox.
test.describe('member centre: feedback, red envelope, activity comment', () => {
  test.afterEach(async ({ request }) => sandbox.reset(request));
  // Logging in hashes the password in the sandbox: on the shared 2-core machine that alone can take seconds.
  test.slow();

  test('feedback with an image, sent from the user menu, is thanked and answered in the inbox', async ({ page }) => {
    await logIn(page);
    await expect(userMenu(page)).toHaveAccessibleName(/4 unread messages/);
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await dialog.getByLabel('What is it about?').selectOption('bug');
    await dialog.getByLabel('Your feedback').fill('The deposit page took a long time to open tonight');
    await dialog.getByLabel(/^Remark/).fill('Chrome on a phone');
    await dialog.getByLabel(/^Add image/).setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'screen.png' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    const sent = dialog.getByRole('status');
    await expect(sent).toContainText('Thank you for your feedback');
    await expect(sent).toContainText(/We received it as FB\d{6}\./);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    // The platform's thank-you arrives in Platform information, and the badge says so.
    await expect(userMenu(page)).toHaveAccessibleName(/5 unread messages/);
  });

  test('a raffle is drawn in the red envelope and its prize reaches the main wallet', async ({ page, request }) => {
    await logIn(page);
    const before = await sandbox.balances(request, 'player1');
    const centre = await openRewardCentre(page);
    const raffle = centre.getByRole('article', { name: 'Lucky raffle' });
    await raffle.getByRole('button', { name: 'Draw' }).click();
    const envelope = page.getByRole('dialog', { name: 'Red envelope' });
    await expect(envelope).toContainText('Lucky raffle has a red envelope for you.');
    await envelope.getByRole('button', { name: 'Open' }).click();
    const won = page.getByRole('dialog', { name: 'Congratulations!' });
    const text = await won.getByRole('status').textContent();
    const prize = /You won ([\d,.]+) VND in Lucky raffle/.exec(text ?? '')?.[1];
    expect(prize).toBeDefined();
    await won.getByRole('button', { name: 'OK' }).click();
    await expect(raffle).toHaveAttribute('data-state', 'Claimed');
    const after = await sandbox.balances(request, 'player1');
    const cents = (amount: string) => Math.round(Number(amount.replaceAll(',', '')) * 100);
    expect(cents(after.wallets.MAIN ?? '0') - cents(before.wallets.MAIN ?? '0')).toBe(cents(prize ?? '0'));
  });
});
