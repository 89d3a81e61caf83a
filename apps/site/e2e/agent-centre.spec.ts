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

// The agent centre against the real sandbox.
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
      'Real-time salary',
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
    await expect(page).toHaveURL(/[?&]ac=agentTeamOverview/);
    await centre.getByRole('button', { name: 'Close' }).click();
    await expect(centre).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]ac=/);
  });

  test('?ac= opens the agent centre on that page; switching pages follows in the address; Close removes it', async ({
    page,
  }) => {
    await logIn(page, agent1, '/promotions?ac=agentDailyWages2');
    const centre = page.getByRole('dialog', { name: 'Agent centre' });
    await expect(centre.getByRole('heading', { level: 2, name: 'Daily salary' })).toBeVisible();
    await expect(centre.getByText('A daily wage is paid the day after the statistics day.')).toBeVisible();
    const nav = centre.getByRole('navigation', { name: 'Agent centre' });
    await expect(nav.getByRole('button', { name: 'Daily salary' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Real-time salary' }).click();
    await expect(page).toHaveURL(/\/promotions\?ac=agentRealtimeSalary$/);
    await expect(centre.getByText(/A real-time salary is settled every 5 minutes/)).toBeVisible();
    await centre.getByRole('button', { name: 'Close' }).click();
    await expect(centre).toBeHidden();
    await expect(page).toHaveURL(/\/promotions$/);
  });

  test('?ac= to a visitor asks to log in and leaves the address without it', async ({ page }) => {
    await page.goto('/promotions?ac=agentTeamOverview');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('dialog', { name: 'Agent centre' })).toBeHidden();
  });

  test('an agent transfers to a downline from team management: confirmed, sent once, the money moves once', async ({
    page,
    request,
  }) => {
    await logIn(page, agent1);
    // Opening the centre pays the team's salaries that came due (the sandbox settles on centre calls): read the
    // balances after it, so they differ by the transfer alone.
    const centre = await openAgentCentre(page);
    await expect(centre.getByRole('region', { name: 'Team' }).getByText('Team size', { exact: true })).toBeVisible();
    const agentBefore = await sandbox.balances(request, 'agent1');
    const downlineBefore = await sandbox.balances(request, 'player1');
    await centre
      .getByRole('navigation', { name: 'Agent centre' })
      .getByRole('button', { name: 'Team management' })
      .click();
    await centre.getByRole('button', { name: 'Transfer to player1' }).click();
    await centre.getByLabel('Amount').fill('250.50');
    await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
    const confirm = centre.getByRole('region', { name: 'Check and confirm' });
    await expect(confirm).toContainText('player1');
    await confirm.getByRole('button', { name: 'Confirm' }).dblclick();
    await expect(centre.getByRole('status')).toContainText('Sent 250.50 VND to player1.');
    const agentAfter = await sandbox.balances(request, 'agent1');
    const downlineAfter = await sandbox.balances(request, 'player1');
    const cents = (value: string | undefined) => Math.round(Number(value) * 100);
    expect(cents(agentBefore.wallets.MAIN) - cents(agentAfter.wallets.MAIN)).toBe(25050);
    expect(cents(downlineAfter.wallets.MAIN) - cents(downlineBefore.wallets.MAIN)).toBe(25050);
    // The header's balance follows.
    await expect(page.getByRole('banner')).toContainText(
      new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Number(agentAfter.wallets.MAIN)),
    );
  });

  test('an agent opens a downline account in the register centre and finds it in the team', async ({ page }) => {
    await logIn(page, agent1);
    const centre = await openAgentCentre(page);
    const nav = centre.getByRole('navigation', { name: 'Agent centre' });
    await nav.getByRole('button', { name: 'Account' }).click();
    await expect(centre.getByText(/\/register\?affiliateCode=AGENT1$/)).toBeVisible();
    const open = centre.getByRole('form', { name: 'Open a downline account' });
    await open.getByLabel('Username').fill('e2eplayer1');
    await open.getByLabel('Password', { exact: true }).fill('Secret123');
    await open.getByLabel('Confirm password').fill('Secret123');
    await open.getByRole('button', { name: 'Open an account' }).click();
    await expect(open.getByRole('status')).toContainText('The account e2eplayer1 is open');
    await nav.getByRole('button', { name: 'Team management' }).click();
    await expect(
      centre.getByRole('table', { name: 'My team' }).getByRole('rowheader', { name: /e2eplayer1/ }),
    ).toBeVisible();
  });
});
