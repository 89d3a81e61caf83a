import { expect, type Page, test } from './fixtures';
import { logIn } from './log-in';
import { sandbox } from './sandbox';

/** Opens the member centre from the user menu (no page load) and goes to one of its pages. */
async function openCentrePage(page: Page, name: RegExp) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: /Member centre/ }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('button', { name }).click();
  return centre;
}

// The member centre's account and rewards pages against the real sandbox.
test.describe('member centre: platform information and reward centre', () => {
  test.afterEach(async ({ request }) => sandbox.reset(request));
  // Logging in hashes the password in the sandbox: on the shared 2-core machine that alone can take seconds.
  test.slow();

  test('reading a message drops the unread badge in the member-centre list and on the user menu', async ({ page }) => {
    await logIn(page);
    const userMenu = page.getByRole('banner').getByRole('button', { name: /Account menu/ });
    await expect(userMenu).toHaveAccessibleName(/4 unread messages/);
    const centre = await openCentrePage(page, /Platform information/);
    await expect(page).toHaveURL(/\?mc=messageV2$/);
    const entry = centre.getByRole('button', { name: /Platform information/ });
    await expect(entry).toContainText('4 unread messages');
    await centre
      .getByRole('list', { name: 'Messages' })
      .getByRole('button', { name: /Security reminder/ })
      .click();
    await expect(centre.getByRole('article', { name: 'Security reminder' })).toContainText(
      'Never share your payment password.',
    );
    await expect(entry).toContainText('3 unread messages');
    await centre.getByRole('button', { name: 'Close' }).first().click();
    await expect(userMenu).toHaveAccessibleName(/3 unread messages/);
  });

  test('joining an activity and claiming a reached one', async ({ page, request }) => {
    await logIn(page);
    const before = await sandbox.balances(request, 'player1');
    const centre = await openCentrePage(page, /Reward centre/);
    const fishing = centre.getByRole('article', { name: 'Fishing challenge' });
    await fishing.getByRole('button', { name: 'Join' }).click();
    await expect(centre.getByRole('status')).toContainText('You have joined Fishing challenge.');
    await expect(fishing).toHaveAttribute('data-state', 'Process');
    const slots = centre.getByRole('article', { name: 'Slots week' });
    await slots.getByRole('button', { name: 'Claim' }).click();
    await expect(centre.getByRole('status')).toContainText('50.00 VND has been added to your main wallet.');
    await expect(slots).toHaveAttribute('data-state', 'Claimed');
    const after = await sandbox.balances(request, 'player1');
    expect(Math.round((Number(after.wallets.MAIN) - Number(before.wallets.MAIN)) * 100)).toBe(5000);
  });
});
