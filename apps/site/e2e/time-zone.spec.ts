import type { BetRecord } from '@lobbykit/api-client';
import { expect, type Page, test } from './fixtures';
import { type Account, logIn } from './log-in';
import { sandbox } from './sandbox';

const agent1: Account = { username: 'agent1', password: 'Agent123' };

const HOUR = 3_600_000;
/** The platform's clock is UTC+7: its moment `yyyy-MM-dd hh:mm:ss` is seven hours before the same UTC reading. */
const platformTime = (year: number, month: number, day: number, hours: number, minutes: number, seconds: number) =>
  Date.UTC(year, month - 1, day, hours, minutes, seconds) - 7 * HOUR;

// The browser reads 2027-01-01 00:30 on the platform: still 2026-12-31 in UTC and in New York.
const NOW = platformTime(2027, 1, 1, 0, 30, 0);
const LAST_OF_THE_YEAR = platformTime(2026, 12, 31, 23, 59, 30);
const FIRST_OF_THE_YEAR = platformTime(2027, 1, 1, 0, 0, 10);

const bet = (orderNo: string, betTime: number): BetRecord => ({
  orderNo,
  username: 'agent1',
  betTime,
  gameType: 'RNG',
  vendor: 'PG',
  gameName: `Bet ${orderNo}`,
  betAmount: '10.00',
  validBet: '10.00',
  payout: '0.00',
  winLoss: '-10.00',
  status: 'settled',
});

/**
 * The platform's betting records hold two bets either side of its midnight: it answers each period with those inside
 * it, start included and end excluded, as it does, and keeps every period asked for.
 */
async function betsAtMidnight(page: Page): Promise<Array<{ startTime: number; endTime: number }>> {
  const asked: Array<{ startTime: number; endTime: number }> = [];
  await page.route('**/wps/relay/ODSFE2_personalHistory?*', async (route) => {
    const url = new URL(route.request().url());
    const period = {
      startTime: Number(url.searchParams.get('startTime')),
      endTime: Number(url.searchParams.get('endTime')),
    };
    asked.push(period);
    const list = [bet('B-0000', FIRST_OF_THE_YEAR), bet('B-2359', LAST_OF_THE_YEAR)].filter(
      (row) => row.betTime >= period.startTime && row.betTime < period.endTime,
    );
    const sum = (list.length * 10).toFixed(2);
    await route.fulfill({
      json: {
        success: true,
        value: {
          list,
          pageNo: 1,
          pageSize: 20,
          total: list.length,
          totalPages: list.length ? 1 : 0,
          totals: {
            count: list.length,
            betAmount: sum,
            validBet: sum,
            payout: '0.00',
            winLoss: list.length ? `-${sum}` : '0.00',
          },
        },
      },
    });
  });
  return asked;
}

// One time zone everywhere: the platform's (UTC+7). A player abroad reads every date and time on the platform's
// clock, with its zone named, and "today" is the platform's day, whichever zone the browser is set to.
for (const timezoneId of ['UTC', 'Asia/Bangkok', 'America/New_York']) {
  test.describe(`in a browser set to ${timezoneId}`, () => {
    test.use({ timezoneId, viewport: { width: 1440, height: 900 } });
    test.afterEach(async ({ request }) => sandbox.reset(request));
    // Logging in hashes the password in the sandbox: on the shared 2-core machine that alone can take seconds.
    test.slow();

    test('records cut days at the platform’s midnight, bets at 23:59 and 00:00 are stamped in GMT+7, and the clocks agree', async ({
      page,
    }) => {
      await page.clock.setFixedTime(NOW);
      const asked = await betsAtMidnight(page);
      await logIn(page, agent1);
      await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2027');

      await page.goto('/?mc=personalHistoryCopy');
      const centre = page.getByRole('dialog', { name: 'Member centre' });
      const shown = centre.locator('[data-slot="date-range-shown"]');
      const rows = centre.getByRole('table', { name: 'Betting record' }).locator('tbody tr');
      // Today is 2027-01-01 on the platform, whatever the browser's calendar says; only the bet after midnight is in it.
      // (The centre's first open waits for its chunks and the member's data: seconds on the shared machine.)
      await expect(shown).toHaveText(/^2027-01-01\s*Times in GMT\+7$/, { timeout: 60_000 });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('2027-01-01 00:00:10');
      expect(asked.at(-1)).toEqual({
        startTime: platformTime(2027, 1, 1, 0, 0, 0),
        endTime: platformTime(2027, 1, 2, 0, 0, 0),
      });

      // 2026-12-31 picked as a custom day: the bet at 23:59:30 on the platform's clock, stamped so.
      await centre.getByRole('button', { name: 'Custom' }).click();
      const from = centre.getByLabel('From', { exact: true });
      const to = centre.getByLabel('To', { exact: true });
      await expect(to).toHaveAttribute('max', '2027-01-01');
      await from.fill('2026-12-31');
      await to.fill('2026-12-31');
      await centre.getByRole('button', { name: 'Apply' }).click();
      await expect(shown).toHaveText(/^2026-12-31\s*Times in GMT\+7$/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('2026-12-31 23:59:30');
      expect(asked.at(-1)).toEqual({
        startTime: platformTime(2026, 12, 31, 0, 0, 0),
        endTime: platformTime(2027, 1, 1, 0, 0, 0),
      });

      // Yesterday is the same platform day.
      await centre.getByRole('button', { name: 'Yesterday' }).click();
      await expect(shown).toHaveText(/^2026-12-31\s*Times in GMT\+7$/);
      await expect(rows.first()).toContainText('2026-12-31 23:59:30');

      // The agent centre's clock and its overview's today read the same platform clock.
      await page.goto('/?ac=agentTeamOverview');
      const agentCentre = page.getByRole('dialog', { name: 'Agent centre' });
      await expect(agentCentre.locator('[data-slot="agent-clock"]')).toHaveText(
        /Platform time\s*2027-01-01 00:30:00\s*GMT\+7/,
        { timeout: 60_000 },
      );
      await expect(agentCentre.locator('[data-slot="date-range-shown"]')).toHaveText(/^2027-01-01\s*Times in GMT\+7$/, {
        timeout: 60_000,
      });
    });
  });
}
