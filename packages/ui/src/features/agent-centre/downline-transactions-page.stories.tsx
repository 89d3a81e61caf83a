import { getDownlineTransactions } from '@lobbykit/api-client';
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
import { DownlineTransactionsPage } from './downline-transactions-page';

const meta = {
  title: 'Screens/Agent centre/Transaction details',
  component: DownlineTransactionsPage,
  args: { openPage: fn() },
  // The sandbox seeds deposits and bets at times (and references) taken from the moment it starts.
  parameters: { visual: { maxDiffPixelRatio: 0.01 } },
  render: inAgentCentre(DownlineTransactionsPage),
} satisfies Meta<typeof DownlineTransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = getDownlineTransactions.path;

/** SPEC §2: the team's money moves of the last 30 days, and the count and sum of each type. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showLast30Days(canvas);
    const totals = await canvas.findByRole('region', { name: 'Totals by type' }, wait);
    await expect(within(totals).getByText('Deposit', { selector: 'dt' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Transaction details' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0), wait);
    await settled(table);
  },
};

/** Deposits only: every move listed is a deposit and the footer adds them up, as the type's sum says. */
export const DepositsOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showLast30Days(canvas);
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'Deposit');
    const table = await canvas.findByRole('table', { name: 'Transaction details' }, wait);
    await waitFor(() => {
      const rows = bodyRows(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.querySelectorAll('td')[1]).toHaveTextContent('Deposit');
    }, wait);
    await settled(table);
    const totals = canvas.getByRole('region', { name: 'Totals by type' });
    const sum = within(totals)
      .getByText('Deposit', { selector: 'dt' })
      .nextElementSibling?.querySelector('[data-slot="money"]');
    const footer = within(table).getAllByRole('row').at(-1) as HTMLElement;
    await expect(footer).toHaveTextContent(`Total${sum?.textContent}`);
  },
};

/** One downline: every move listed is theirs. */
export const OneDownline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showLast30Days(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by username' }), 'player1');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const table = await canvas.findByRole('table', { name: 'Transaction details' }, wait);
    await waitFor(() => {
      const rows = bodyRows(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.querySelectorAll('td')[0]).toHaveTextContent('player1');
    }, wait);
    await settled(table);
  },
};

/** No money moved in the period: the honest empty state, no totals. */
export const Empty: Story = emptyStory(path, { totals: [] }, async (canvas) => {
  await expect(canvas.queryByRole('region', { name: 'Totals by type' })).toBeNull();
});

/** While the first page loads, skeleton rows hold its place. */
export const Loading: Story = loadingStory(path, 'Transaction details');

/** The moves could not be read: the catalogue's message and a retry, which brings them. */
export const FailedThenRetry: Story = failedThenRetryStory(path, 'Transaction details');

/** On a 360 px phone the sums stand one a row and each move is a card. */
export const Phone: Story = phoneStory('Transaction details', 'Totals by type');
