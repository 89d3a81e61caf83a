import { createIntentKey, createSessionTokenStore } from '@lobbykit/api-client';
import { createPlatformClient } from '@lobbykit/api-client/client';
import { formatAmount } from '@lobbykit/domain';
import { expect, type Page, test } from './fixtures';
import { type Account, logIn } from './log-in';
import { sandbox } from './sandbox';

const agent1: Account = { username: 'agent1', password: 'Agent123' };
// agent1's direct downline that is an agent itself, holding a daily-salary contract with agent1 (seed).
const agent2: Account = { username: 'agent2', password: 'Agent123' };

/** Another device of an account: the platform's own client, signed in, as a phone or a second browser would be. */
async function otherDevice(baseURL: string, account: Account) {
  const client = createPlatformClient({
    baseUrl: baseURL,
    merchant: 'LOBBYKIT',
    language: 'EN',
    device: 'WEB',
    tokenStore: createSessionTokenStore(null),
  });
  await client.login({ username: account.username, password: account.password, type: 'username' });
  return client;
}

/** Opens the agent centre's Daily salary page from the user menu, as a person does. */
async function openDailySalary(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await centre.getByRole('navigation', { name: 'Agent centre' }).getByRole('button', { name: 'Daily salary' }).click();
  await expect(centre.getByRole('region', { name: 'My contract' })).toBeVisible({ timeout: 30_000 });
  return centre;
}

/**
 * The tab comes back into view, as when the player returns to it from another tab or app: the browser fires
 * `visibilitychange` at the document, and it bubbles to the window.
 */
const returnToTab = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

// What another device changes shows as soon as a screen of it opens or its tab comes back, not after the cache's
// time runs out: money, contracts, the team and invitations are live reads.
test.describe('fresh views after a change made elsewhere', () => {
  test.afterEach(async ({ request }) => sandbox.reset(request));
  // Logging in hashes the password in the sandbox: on the shared 2-core machine that alone takes seconds.
  test.slow();

  test('agent2 accepts a contract on its phone; agent1 reopens the centre within 30 s and sees it accepted', async ({
    page,
    baseURL,
  }) => {
    const phone = await otherDevice(baseURL as string, agent2);
    const held = await phone.processDailySalaryContract({ action: 'list' });
    await phone.processDailySalaryContract({ action: 'terminate', contractId: held.mine?.id as string });
    const upline = await otherDevice(baseURL as string, agent1);
    await upline.processDailySalaryContract({ action: 'offer', downline: 'agent2', rate: '1.1' });

    await logIn(page, agent1);
    let centre = await openDailySalary(page);
    const withAgent2 = () =>
      centre.getByRole('region', { name: 'Contracts with my downlines' }).locator('[data-downline="agent2"]');
    await expect(withAgent2()).toContainText('Offered');
    const shownAt = Date.now();
    await centre.getByRole('button', { name: 'Close' }).click();
    await expect(centre).toBeHidden();

    const offer = await phone.processDailySalaryContract({ action: 'list' });
    await phone.processDailySalaryContract({ action: 'accept', contractId: offer.mine?.id as string });

    centre = await openDailySalary(page);
    // Within the 30 s a cached answer used to stay fresh: the centre asks the platform again on opening.
    expect(Date.now() - shownAt).toBeLessThan(30_000);
    await expect(withAgent2()).toContainText('Accepted');
    await expect(withAgent2()).toContainText('1.1%');
  });

  test('a transfer from the upline shows in the balance when the tab comes back into view', async ({
    page,
    baseURL,
    request,
  }) => {
    await logIn(page, agent2);
    const balance = page.getByRole('banner').locator('[data-slot="balance"] output');
    await expect(balance).toHaveText(/^[\d,]+\.\d{2} VND$/);
    const shown = await balance.textContent();

    const upline = await otherDevice(baseURL as string, agent1);
    await upline.transferToDownline({ downline: 'agent2', amount: '12.34' }, { idempotencyKey: createIntentKey() });

    // Back on the tab, the header asks again and shows what the platform holds now (the transfer and any salary
    // the platform settled meanwhile), without a reload or a click.
    await returnToTab(page);
    await expect(balance).not.toHaveText(shown as string);
    const now = (await sandbox.balances(request, 'agent2')).wallets.MAIN as string;
    await expect(balance).toHaveText(`${formatAmount(Number(now))} VND`);
  });
});
