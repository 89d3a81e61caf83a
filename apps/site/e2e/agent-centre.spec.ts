import { expect, type Page, test } from './fixtures';
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

// Issue 15: the agent centre against the real sandbox.
test.describe('agent centre', () => {
  test.afterEach(async ({ request }) => sandbox.reset(request));
  // Logging in hashes the password in the sandbox: on the shared 2-core machine that alone can take seconds.
  test.slow();

  test('an agent opens the agent centre on its overview, with the platform clock and the page list', async ({
    page,
  }) => {
    await logIn(page, agent1);
    const centre = await openAgentCentre(page);
    await expect(centre.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    const nav = centre.getByRole('navigation', { name: 'Agent centre' });
    await expect(nav.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button')).toHaveText([
      'Announcement',
      'Overview',
      'Account',
      'Team management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Transaction details',
      'Dividend',
      'Daily salary',
      'Hourly salary',
    ]);
    // The overview: agent1's team and, over the last 30 days, its play.
    const team = centre.getByRole('region', { name: 'Team' });
    await expect(team.getByText('Team size', { exact: true })).toBeVisible();
    await centre.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(centre.getByRole('region', { name: 'In this period' }).getByText('Active members')).toBeVisible();
    await expect(centre.getByRole('region', { name: 'Downlines by level' })).toContainText('Level 1');
    await expect(centre.locator('[data-slot="agent-clock"]')).toHaveText(
      /Platform time\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\s*GMT\+7/,
    );
    await centre.getByRole('button', { name: 'Close' }).click();
    await expect(centre).toBeHidden();
  });

  test('a member has no agent centre in the user menu', async ({ page }) => {
    await logIn(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu/ })
      .click();
    await expect(page.getByRole('menuitem', { name: /Member centre/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Agent centre' })).toHaveCount(0);
  });
});
