import { getTeamBettingRecords } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bodyRows, settled } from '../../testing/agent-records-story';
import {
  emptyStory,
  failedThenRetryStory,
  inAgentCentre,
  loadingStory,
  phoneStory,
  showLast30Days,
  wait,
} from '../../testing/agent-records-story-kit';
import { TeamBettingPage } from './team-betting-page';

const meta = {
  title: 'Screens/Agent centre/Team betting',
  component: TeamBettingPage,
  args: { openPage: fn() },
  // The sandbox seeds deposits and bets at times (and references) taken from the moment it starts.
  parameters: { visual: { maxDiffPixelRatio: 0.01 } },
  render: inAgentCentre(TeamBettingPage),
} satisfies Meta<typeof TeamBettingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = getTeamBettingRecords.path;

/** SPEC §2: 30 days of the team's bets, several players, the totals of the whole period in the footer. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showLast30Days(canvas);
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
    await showLast30Days(canvas);
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
export const Empty: Story = emptyStory(
  path,
  { totals: { count: 0, betAmount: '0.00', validBet: '0.00', payout: '0.00', winLoss: '0.00' } },
  async (canvas) => {
    await expect(canvas.queryByRole('table')).toBeNull();
  },
);

/** While the first page loads, skeleton rows hold its place. */
export const Loading: Story = loadingStory(path, 'Team betting', async (table) => {
  await expect(table.querySelectorAll('tbody tr')).toHaveLength(5);
  await expect(bodyRows(table)).toHaveLength(0);
});

/** The records could not be read: the catalogue's message and a retry, which brings them. */
export const FailedThenRetry: Story = failedThenRetryStory(path, 'Team betting', async (canvas) => {
  await expect(canvas.queryByRole('alert')).toBeNull();
});

/** On a 360 px phone each bet is a card (player, game, win/loss) under a card of the totals. */
export const Phone: Story = phoneStory('Team betting', 'Total');
