import { getBettingRecords } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type SandboxSetup, sandboxControlsOf } from '../../../.storybook/sandbox-loader';
import { dropEveryTry, RecordsStory } from '../../testing/records-story';
import { phoneViewport } from '../../testing/signed-in-story';
import { BettingRecordPage } from './betting-record-page';

const meta = {
  title: 'Screens/Records/Betting record',
  component: BettingRecordPage,
  args: { openPage: fn() },
  render: (args) => (
    <RecordsStory>
      <BettingRecordPage {...args} />
    </RecordsStory>
  ),
} satisfies Meta<typeof BettingRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1, -1);
const cellOf = (row: HTMLElement, index: number) => within(row).getAllByRole('cell')[index] as HTMLElement;

/** 30 days of bets: paged by the platform, narrowed to one game type (back to page 1), totals in the footer. */
export const FilteredAndPaged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }));
    const next = await canvas.findByRole('button', { name: 'Next page' }, wait);
    const table = canvas.getByRole('table', { name: 'Betting record' });
    // The row header holds the game, its vendor and the bet's order number.
    const firstOrder = () => within(bodyRows(table)[0] as HTMLElement).getByRole('rowheader').textContent;
    const pageOne = firstOrder();
    await userEvent.click(next);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Page 2 of/ })).toHaveAttribute('aria-current', 'page'),
    );
    await waitFor(() => expect(firstOrder()).not.toBe(pageOne), wait);
    await expect(bodyRows(table)).toHaveLength(20);

    await userEvent.selectOptions(canvas.getByLabelText('Game type'), 'Sports');
    await waitFor(() => {
      const rows = bodyRows(table);
      expect(rows.length).toBeGreaterThan(0);
      // Column 2 of the cells (after the game, a row header) is the game type.
      for (const row of rows) expect(cellOf(row, 1)).toHaveTextContent('Sports');
    }, wait);
    const pager = canvas.queryByRole('navigation', { name: 'Pagination' });
    if (pager)
      await expect(within(pager).getByRole('button', { name: /^Page 1 of/ })).toHaveAttribute('aria-current', 'page');
    const totals = within(table).getAllByRole('row').at(-1) as HTMLElement;
    await expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    await expect(totals).toHaveTextContent(/VND/);
  },
};

/** A page change that fails says so where the bets were, with a retry; the period and the filter stay. */
export const FailedPageKeepsFilters: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }));
    await userEvent.selectOptions(canvas.getByLabelText('Game type'), 'Slots');
    // The slots' first page has arrived (not the page before the filter, still showing while it loads).
    await waitFor(() => {
      const rows = bodyRows(canvas.getByRole('table', { name: 'Betting record' }));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(cellOf(row, 1)).toHaveTextContent('Slots');
    }, wait);
    const next = await canvas.findByRole('button', { name: 'Next page' }, wait);
    await dropEveryTry(sandboxControlsOf(loaded), getBettingRecords.path);
    await userEvent.click(next);
    const problem = await canvas.findByRole('alert', {}, wait);
    await expect(problem).toHaveTextContent('The network connection is abnormal. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('Game type')).toHaveValue('RNG');

    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    const table = await canvas.findByRole('table', { name: 'Betting record' }, wait);
    await expect(canvas.getByRole('button', { name: /^Page 2 of/ })).toHaveAttribute('aria-current', 'page');
    for (const row of bodyRows(table)) await expect(cellOf(row, 1)).toHaveTextContent('Slots');
  },
};

/** While the first page is on its way: skeleton rows under the real headers, marked busy. */
export const Loading: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(getBettingRecords.path, { stall: true, stallMs: 120_000 })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Betting record' }, wait);
    await expect(canvasElement.querySelector('[data-slot="records-table"]')).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('columnheader', { name: 'Win/loss' })).toBeVisible();
  },
};

/** On a 360 px phone the bets are labelled cards with the win or loss at the top right, and the totals first. */
export const PhoneCards: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }));
    const list = await canvas.findByRole('list', { name: 'Betting record' }, wait);
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBe(20), wait);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Total' })).toHaveTextContent(/Win\/loss.*VND/);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
