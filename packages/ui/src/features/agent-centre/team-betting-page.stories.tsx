import { getTeamBettingRecords } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../shell/signed-in-story';
import { AgentPageStory } from './agent-centre-story-harness';
import { answerOnce, bodyRows, dropEveryTry, EMPTY_PAGE, settled, stall } from './agent-records-story';
import { TeamBettingPage } from './team-betting-page';

const meta = {
  title: 'Screens/Agent centre/Team betting',
  component: TeamBettingPage,
  args: { openPage: fn() },
  // The sandbox seeds deposits and bets at times (and references) taken from the moment it starts.
  parameters: { visual: { maxDiffPixelRatio: 0.01 } },
  render: (args) => (
    <AgentPageStory>
      <TeamBettingPage {...args} />
    </AgentPageStory>
  ),
} satisfies Meta<typeof TeamBettingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 10_000 };
const path = getTeamBettingRecords.path;

/** SPEC §2: 30 days of the team's bets, several players, the totals of the whole period in the footer. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }, wait));
    const table = await canvas.findByRole('table', { name: 'Team betting' }, wait);
    await waitFor(() => {
      const players = new Set(bodyRows(table).map((row) => row.querySelector('th')?.textContent));
      expect(players.size).toBeGreaterThan(2);
    }, wait);
    const totals = within(table).getAllByRole('row').at(-1) as HTMLElement;
    await expect(totals).toHaveTextContent(/^Total.*VND/);
    await expect(canvas.getByText(/^[\d,]+ records?$/)).toBeVisible();
    await settled(table);
  },
};

/** The agent narrows the list to one downline deep in the team and a game type; then clears the name. */
export const OneDownline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }, wait));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by username' }), 'member6');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const table = await canvas.findByRole('table', { name: 'Team betting' }, wait);
    await waitFor(() => {
      const rows = bodyRows(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.querySelector('th')).toHaveTextContent('member6');
    }, wait);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => {
      const players = new Set(bodyRows(table).map((row) => row.querySelector('th')?.textContent));
      expect(players.size).toBeGreaterThan(1);
    }, wait);
    await settled(table);
  },
};

/** A name outside the team: the platform's words where the list would be, the filters kept. */
export const NotInTeam: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search by username' }, wait), 'stranger9');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('The downline member was not found');
    await expect(canvas.getByRole('searchbox', { name: 'Search by username' })).toHaveValue('stranger9');
  },
};

/** No bets in the period: the honest empty state. */
export const Empty: Story = {
  parameters: {
    sandbox: answerOnce(path, {
      ...EMPTY_PAGE,
      totals: { count: 0, betAmount: '0.00', validBet: '0.00', payout: '0.00', winLoss: '0.00' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No records in this period', {}, wait)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** While the first page loads, skeleton rows hold its place. */
export const Loading: Story = {
  parameters: { sandbox: stall(path) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Team betting' }, wait);
    await expect(table.closest('[data-slot="records-table"]')).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
    await expect(bodyRows(table)).toHaveLength(0);
  },
};

/** The records could not be read: the catalogue's message and a retry, which brings them. */
export const FailedThenRetry: Story = {
  parameters: { sandbox: dropEveryTry(path) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByRole('alert', {}, wait);
    await expect(problem).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Last 30 days' }));
    await settled(await canvas.findByRole('table', { name: 'Team betting' }, wait));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** On a 360 px phone each bet is a card (player, game, win/loss) under a card of the totals. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }, wait));
    const cards = await canvas.findByRole('list', { name: 'Team betting' }, wait);
    await waitFor(() => expect(within(cards).getAllByRole('article').length).toBeGreaterThan(0), wait);
    await expect(canvas.getByRole('region', { name: 'Total' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
