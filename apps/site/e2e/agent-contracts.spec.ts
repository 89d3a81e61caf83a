import { type Browser, expect, type Page, test } from './fixtures';
import { type Account, logIn } from './log-in';
import { sandbox } from './sandbox';

const agent1: Account = { username: 'agent1', password: 'Agent123' };
// agent1's direct downline that is an agent itself, so it has an agent centre of its own.
const agent2: Account = { username: 'agent2', password: 'Agent123' };
// agent2's direct downline, holding a 1 % daily-salary contract with agent2 (seed).
const agent3: Account = { username: 'agent3', password: 'Agent123' };

/** A signed-in browser of its own for one side of the contract. */
async function signedIn(browser: Browser, baseURL: string, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, account);
  return page;
}

/** Opens the agent centre's Daily salary page from the user menu (SPEC §2, flag `salary`). */
async function openDailySalary(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await centre.getByRole('navigation', { name: 'Agent centre' }).getByRole('button', { name: 'Daily salary' }).click();
  await expect(centre.getByRole('region', { name: 'My contract' })).toBeVisible();
  return centre;
}

// A daily-salary contract offered by the upline and accepted by the downline (SPEC §4), real sandbox.
test.describe('agent contracts', () => {
  test.afterEach(async ({ request }) => sandbox.reset(request));
  // Two log-ins hash two passwords in the sandbox: on the shared 2-core machine that alone takes seconds.
  test.slow();

  test('agent1 offers agent2 a daily-salary contract, agent2 accepts it, agent1 sees it accepted', async ({
    browser,
    baseURL,
  }) => {
    const upline = await signedIn(browser, baseURL as string, agent1);
    const downline = await signedIn(browser, baseURL as string, agent2);

    // agent2 ends the contract it holds, so agent1 may offer a new one.
    let centre = await openDailySalary(downline);
    let mine = centre.getByRole('region', { name: 'My contract' });
    await mine.getByRole('button', { name: 'Terminate' }).click();
    await downline.getByRole('dialog', { name: 'Terminate' }).getByRole('button', { name: 'Terminate' }).click();
    await expect(mine).toContainText('Terminated');

    // agent1 offers 1.1 %.
    const uplineCentre = await openDailySalary(upline);
    const form = uplineCentre.getByRole('region', { name: 'Offer a contract' });
    await form.getByLabel('Downline username').fill('agent2');
    await form.getByLabel('Rate (%)').fill('1.1');
    await form.getByRole('button', { name: 'Offer a contract' }).click();
    await expect(form.getByRole('status')).toHaveText(/The contract was offered/);
    const withAgent2 = uplineCentre
      .getByRole('region', { name: 'Contracts with my downlines' })
      .locator('[data-downline="agent2"]');
    await expect(withAgent2).toContainText('1.1%');
    await expect(withAgent2).toContainText('Offered');

    // agent2 sees the offer and accepts it.
    // Home afresh: a reload would keep the open centre (its page is in the address, `?ac=`).
    await downline.goto('/');
    centre = await openDailySalary(downline);
    mine = centre.getByRole('region', { name: 'My contract' });
    await expect(mine).toContainText('Your upline offers you this contract.');
    await expect(mine).toContainText('1.1%');
    await mine.getByRole('button', { name: 'Accept' }).click();
    await expect(mine).toContainText('Accepted');
    await expect(mine.getByRole('button', { name: 'Accept' })).toBeHidden();

    // agent1 sees it accepted.
    await upline.goto('/');
    const again = await openDailySalary(upline);
    const accepted = again
      .getByRole('region', { name: 'Contracts with my downlines' })
      .locator('[data-downline="agent2"]');
    await expect(accepted).toContainText('1.1%');
    await expect(accepted).toContainText('Accepted');

    await upline.context().close();
    await downline.context().close();
  });

  test('agent1 offers agent2 a rate below agent3’s, confirms the named contract, agent3 sees its contract terminated', async ({
    browser,
    baseURL,
  }) => {
    const upline = await signedIn(browser, baseURL as string, agent1);
    const sub = await signedIn(browser, baseURL as string, agent2);

    // agent2 ends its 1.2 % contract with agent1, so agent1 may offer a new one.
    const subCentre = await openDailySalary(sub);
    const subContract = subCentre.getByRole('region', { name: 'My contract' });
    await subContract.getByRole('button', { name: 'Terminate' }).click();
    await sub.getByRole('dialog', { name: 'Terminate' }).getByRole('button', { name: 'Terminate' }).click();
    await expect(subContract).toContainText('Terminated');
    await sub.context().close();

    // agent1 offers agent2 0.9 %: below agent3's 1 % with agent2, so the offer asks first and names that contract.
    const centre = await openDailySalary(upline);
    const form = centre.getByRole('region', { name: 'Offer a contract' });
    await form.getByLabel('Downline username').fill('agent2');
    await form.getByLabel('Rate (%)').fill('0.9');
    await form.getByRole('button', { name: 'Offer a contract' }).click();
    const confirm = upline.getByRole('dialog', { name: 'Terminate downline contracts?' });
    await expect(confirm).toContainText('Contracts to be terminated: agent3 (1%)');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByRole('status')).toHaveText(/The contract was offered/);
    const withAgent2 = centre
      .getByRole('region', { name: 'Contracts with my downlines' })
      .locator('[data-downline="agent2"]');
    await expect(withAgent2).toContainText('0.9%');
    await expect(withAgent2).toContainText('Offered');

    // agent3, in a browser of its own, sees its contract with agent2 terminated.
    const downline = await signedIn(browser, baseURL as string, agent3);
    const own = (await openDailySalary(downline)).getByRole('region', { name: 'My contract' });
    await expect(own).toContainText('agent2');
    await expect(own).toContainText('1%');
    await expect(own).toContainText('Terminated');
    await expect(own.getByRole('button', { name: 'Terminate' })).toBeHidden();

    await upline.context().close();
    await downline.context().close();
  });

  test('agent1 offers agent2 a two-tier daily salary from the keyboard; agent2 sees both tiers and accepts', async ({
    browser,
    baseURL,
  }) => {
    const upline = await signedIn(browser, baseURL as string, agent1);
    const downline = await signedIn(browser, baseURL as string, agent2);

    // agent2 ends the contract it holds, so agent1 may offer a new one.
    const own = (await openDailySalary(downline)).getByRole('region', { name: 'My contract' });
    await own.getByRole('button', { name: 'Terminate' }).click();
    await downline.getByRole('dialog', { name: 'Terminate' }).getByRole('button', { name: 'Terminate' }).click();
    await expect(own).toContainText('Terminated');

    // Two tiers: 0.8 % from any daily bet, 1.1 % from 1000.00 with 2 active members.
    const centre = await openDailySalary(upline);
    const form = centre.getByRole('region', { name: 'Offer a contract' });
    await form.getByLabel('Downline username').fill('agent2');
    await form.getByRole('group', { name: 'Tier 1' }).getByLabel('Rate (%)').fill('0.8');
    await form.getByRole('button', { name: 'Add a tier' }).focus();
    await upline.keyboard.press('Enter');
    const second = form.getByRole('group', { name: 'Tier 2' });
    await expect(second.getByLabel('Daily valid bet from')).toBeFocused();
    await upline.keyboard.press('ControlOrMeta+a');
    await upline.keyboard.type('1000');
    await second.getByLabel('Active members from').fill('2');
    await second.getByLabel('Rate (%)').fill('1.1');
    await form.getByRole('button', { name: 'Offer a contract' }).click();
    await expect(form.getByRole('status')).toHaveText(/The contract was offered/);
    const withAgent2 = centre
      .getByRole('region', { name: 'Contracts with my downlines' })
      .locator('[data-downline="agent2"]');
    await expect(withAgent2.getByRole('table', { name: 'Tiers' }).getByRole('row')).toHaveText([
      /Tiers/,
      /Tier 1\s*0\.00\s*0\s*0\.8%/,
      /Tier 2\s*1000\.00\s*2\s*1\.1%/,
    ]);

    // agent2, in its own browser, sees the two tiers and accepts.
    await downline.goto('/');
    const mine = (await openDailySalary(downline)).getByRole('region', { name: 'My contract' });
    await expect(mine).toContainText('Your upline offers you this contract.');
    await expect(mine.getByRole('table', { name: 'Tiers' }).getByRole('row')).toHaveCount(3);
    await expect(mine.getByRole('table', { name: 'Tiers' })).toContainText('1.1%');
    await mine.getByRole('button', { name: 'Accept' }).click();
    await expect(mine).toContainText('Accepted');

    await upline.context().close();
    await downline.context().close();
  });

  test('the Dividend and Hourly salary pages open with the contracts agent1 holds', async ({ page }) => {
    await logIn(page, agent1);
    const centre = await openDailySalary(page);
    const nav = centre.getByRole('navigation', { name: 'Agent centre' });
    await nav.getByRole('button', { name: 'Dividend' }).click();
    await expect(centre.getByText('A dividend is settled when each period ends', { exact: false })).toBeVisible();
    await expect(centre.getByRole('region', { name: 'My contract' })).toContainText('Weekly');
    await nav.getByRole('button', { name: 'Hourly salary' }).click();
    await expect(centre.getByText('An hourly salary is settled when each hour ends.')).toBeVisible();
    await expect(centre.getByRole('region', { name: 'My contract' })).toContainText('0.5%');
    await expect(centre.getByText('Coming soon')).toBeHidden();
  });
});
