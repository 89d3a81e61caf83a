import { createSessionTokenStore } from '@lobbykit/api-client';
import { createPlatformClient } from '@lobbykit/api-client/client';
import { expect, test } from './fixtures';
import { logIn, player1 } from './log-in';
import { sandbox } from './sandbox';

test.use({ viewport: { width: 1440, height: 900 } });

// The money a player moved is in the account record, found by its type, and the record pages.
test.describe('records', () => {
  test.afterEach(async ({ request }) => sandbox.reset(request));

  test('wallet transfers just made are in the account record, filtered by type, and the whole window pages', async ({
    page,
    baseURL,
  }) => {
    // Two logins, two transfers and two record pages on a machine shared by the whole test command.
    test.setTimeout(120_000);
    const client = createPlatformClient({
      baseUrl: baseURL as string,
      merchant: 'LOBBYKIT',
      language: 'EN',
      device: 'WEB',
      tokenStore: createSessionTokenStore(null),
    });
    await client.login({ username: 'player1', password: 'Player123', type: 'username' });
    await client.transfer({ from: 'MAIN', to: 'PG', amount: '12.34' });
    await client.transfer({ from: 'PG', to: 'MAIN', amount: '5.00' });

    await logIn(page, player1, '/?mc=transactionHistory');
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await centre.getByLabel('Type').selectOption({ label: 'Transfer' });
    const table = centre.getByRole('table', { name: 'Account record' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('5.00 VND');
    await expect(rows.nth(0)).toContainText(/PG.*Main wallet/);
    await expect(rows.nth(1)).toContainText('12.34 VND');
    await expect(rows.nth(1)).toContainText(/Main wallet.*PG/);

    // Every type over the whole window the platform keeps: more than one page, moved through by the pager.
    await centre.getByLabel('Type').selectOption({ label: 'All' });
    await centre.getByRole('button', { name: 'Custom' }).click();
    const from = centre.getByLabel('From');
    await from.fill((await from.getAttribute('min')) as string);
    await centre.getByRole('button', { name: 'Apply' }).click();
    const pager = centre.getByRole('navigation', { name: 'Pagination' });
    const firstOfPageOne = await rows.first().textContent();
    await pager.getByRole('button', { name: /^Page 2 of \d+$/ }).click();
    await expect(pager.getByRole('button', { name: /^Page 2 of/ })).toHaveAttribute('aria-current', 'page');
    await expect(rows.first()).not.toHaveText(firstOfPageOne as string);
    await expect(centre.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
  });
});
