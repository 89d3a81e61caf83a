import { expect, type Locator, type Page, test } from './fixtures';
import { type Account, logIn } from './log-in';
import { sandbox } from './sandbox';

const agent1: Account = { username: 'agent1', password: 'Agent123' };

/** Opens the agent centre from the user menu (SPEC §2: the agent entry, shown to agents only). */
async function openAgentCentre(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  return page.getByRole('dialog', { name: 'Agent centre' });
}

/** Opens a page of the centre's list and asks for the last 30 days. */
async function openRecords(centre: Locator, name: string) {
  await centre.getByRole('navigation', { name: 'Agent centre' }).getByRole('button', { name }).click();
  await expect(centre.getByRole('heading', { level: 2, name })).toBeVisible();
  await centre.getByRole('button', { name: 'Last 30 days' }).click();
}

const visible = (locator: Locator) => locator.locator('visible=true').first();

// The agent centre's record pages against the real sandbox.
test.describe('agent centre records', () => {
  test.afterEach(async ({ request }) => sandbox.reset(request));
  // Logging in hashes the password in the sandbox: on the shared 2-core machine that alone can take seconds.
  test.slow();

  test('an agent reads the announcements and sees the team’s bets, profit and loss, income and transactions with their totals', async ({
    page,
  }) => {
    await logIn(page, agent1);
    const centre = await openAgentCentre(page);
    const count = centre.locator('p').filter({ hasText: /^[\d,]+ records?$/ });
    const total = visible(centre.getByText('Total', { exact: true }));

    const nav = centre.getByRole('navigation', { name: 'Agent centre' });
    await nav.getByRole('button', { name: 'Announcement' }).click();
    const list = centre.getByRole('list', { name: 'Announcement list' });
    await list.getByRole('button').last().click();
    await expect(centre.getByRole('heading', { level: 3 })).toHaveText(
      ((await list.getByRole('button').last().textContent()) ?? '').replace(/^\d+/, ''),
    );

    await openRecords(centre, 'Team betting');
    await expect(count).toBeVisible();
    await expect(total).toBeVisible();
    // A deep member's bets are the team's too. Found by name: the sandbox's bets follow the clock's slots, and at some
    // hours the newest page holds none of theirs.
    await centre.getByRole('searchbox', { name: 'Search by username' }).fill('member6');
    await centre.getByRole('button', { name: 'Search' }).click();
    await expect(visible(centre.getByRole('rowheader', { name: /^member6 / }))).toBeVisible();

    await openRecords(centre, 'User profit and loss');
    await expect(visible(centre.getByText('player1', { exact: true }))).toBeVisible();
    await expect(total).toBeVisible();
    await centre.getByRole('searchbox', { name: 'Search by username' }).fill('player1');
    await centre.getByRole('button', { name: 'Search' }).click();
    await expect(count).toHaveText('1 record');

    await openRecords(centre, 'My income');
    await expect(count).toBeVisible();
    await expect(total).toContainText('Total');
    await expect(visible(centre.getByText(/ VND$/))).toBeVisible();

    await openRecords(centre, 'Transaction details');
    const sums = centre.getByRole('region', { name: 'Totals by type' });
    await expect(sums.getByText('Deposit', { exact: true })).toBeVisible();
    await centre.getByLabel('Type', { exact: true }).selectOption({ label: 'Deposit' });
    await expect(count).toBeVisible();
    await expect(total).toBeVisible();
  });
});

// SPEC §2 "join us": the affiliate programme and its application, for a visitor.
test.describe('join us', () => {
  test.afterEach(async ({ request }) => sandbox.reset(request));

  test('a visitor opens /join, reads the programme and sends the application once', async ({ page }) => {
    await page.goto('/join');
    await expect(page.getByRole('heading', { level: 1, name: 'Affiliates' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What you get' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Apply to become an affiliate' }).click();
    const form = page.getByRole('region', { name: 'Apply to become an affiliate' });
    await expect(form.getByRole('textbox', { name: 'Your name' })).toBeFocused();
    await form.getByRole('textbox', { name: 'Your name' }).fill('Mai Tran');
    await form.getByRole('textbox', { name: 'E-mail or phone' }).fill('+84 912 345 678');
    await form.getByRole('combobox', { name: 'Where will you find players?' }).selectOption({ label: 'Social media' });
    await form.getByRole('button', { name: 'Send application' }).dblclick();
    await expect(form.getByRole('status')).toContainText(
      /Thank you, Mai Tran\. Your reference is AF\d{6}\. An affiliate manager will contact you at \+84 912 345 678\./,
    );
    await expect(page.getByText('Coming soon')).toBeHidden();
  });
});
