import { getUserProfitLoss } from '@lobbykit/api-client';
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
import { UserProfitLossPage } from './user-profit-loss-page';

const meta = {
  title: 'Screens/Agent centre/User profit and loss',
  component: UserProfitLossPage,
  args: { openPage: fn() },
  render: inAgentCentre(UserProfitLossPage),
} satisfies Meta<typeof UserProfitLossPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = getUserProfitLoss.path;
const ZERO = '0.00';

/** SPEC §2: each downline who played in the last 30 days, with the team's totals in the footer. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showLast30Days(canvas);
    const table = await canvas.findByRole('table', { name: 'User profit and loss' }, wait);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(4), wait);
    const names = bodyRows(table).map((row) => row.querySelector('th .font-medium')?.textContent);
    await expect(names).toContain('player1');
    const totals = within(table).getAllByRole('row').at(-1) as HTMLElement;
    await expect(totals).toHaveTextContent(/^Total\d+.*VND$/);
    await expect(canvas.getByText('Profit and loss is win/loss plus bonus.')).toBeVisible();
    await settled(table);
  },
};

/** One downline's line: its figures alone, and the totals are its own. */
export const OneDownline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showLast30Days(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by username' }), 'player1');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const table = await canvas.findByRole('table', { name: 'User profit and loss' }, wait);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1), wait);
    const [row] = bodyRows(table);
    await expect(row?.querySelector('th')).toHaveTextContent('player1');
    const figures = (tr: Element | undefined) => [...(tr?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
    const totals = within(table).getAllByRole('row').at(-1);
    await expect(figures(totals)).toEqual(figures(row));
    await settled(table);
  },
};

/** Nobody played in the period: the honest empty state. */
export const Empty: Story = emptyStory(path, {
  totals: {
    betCount: 0,
    betAmount: ZERO,
    validBet: ZERO,
    winLoss: ZERO,
    bonus: ZERO,
    depositAmount: ZERO,
    withdrawalAmount: ZERO,
    profitLoss: ZERO,
  },
});

/** While the first page loads, skeleton rows hold its place. */
export const Loading: Story = loadingStory(path, 'User profit and loss');

/** The report could not be read: the catalogue's message and a retry, which brings it. */
export const FailedThenRetry: Story = failedThenRetryStory(path, 'User profit and loss');

/** On a 360 px phone each downline is a card with its profit and loss, under the team's totals. */
export const Phone: Story = phoneStory('User profit and loss', 'Total');
