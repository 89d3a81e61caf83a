import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '../../testing/signed-in-story';
import { type RecordsColumn, RecordsTable } from './records-table';

type Row = { id: string; game: string; stake: string; winLoss: string };

const rows: Row[] = [
  { id: 'A1', game: 'Mahjong Ways', stake: '200.00 VND', winLoss: '+400.00 VND' },
  { id: 'A2', game: 'Baccarat table 3', stake: '1,500.00 VND', winLoss: '-1,500.00 VND' },
  { id: 'A3', game: 'Match winner', stake: '50.00 VND', winLoss: '+45.00 VND' },
];

const columns: RecordsColumn<Row>[] = [
  { id: 'game', header: 'Game', hideInCard: true, cell: (row) => row.game },
  { id: 'ref', header: 'Reference', cell: (row) => row.id },
  { id: 'stake', header: 'Stake', numeric: true, cell: (row) => row.stake, total: '1,750.00 VND' },
  { id: 'winLoss', header: 'Win/loss', numeric: true, cell: (row) => row.winLoss, total: '-1,055.00 VND' },
];

const meta = {
  title: 'Primitives/Records table',
  component: RecordsTable<Row>,
  args: {
    label: 'Bets',
    columns,
    rows,
    rowKey: (row: Row) => row.id,
    cardTitle: (row: Row) => row.game,
    totalsLabel: 'Total',
  },
  render: (args) => (
    <div className="p-4">
      <RecordsTable {...args} />
    </div>
  ),
} satisfies Meta<typeof RecordsTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where there is room: a real table, amounts right-aligned, a totals row in the footer. */
export const Table: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Bets' });
    const [head, ...body] = within(table).getAllByRole('row');
    await expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Game', 'Reference', 'Stake', 'Win/loss']);
    await expect(within(body[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Mahjong Ways');
    const totals = body.at(-1) as HTMLElement;
    await expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    const stake = within(totals).getByText('1,750.00 VND');
    await expect(getComputedStyle(stake).textAlign).toBe('end');
    await expect(canvas.queryByRole('list', { name: 'Bets' })).toBeNull();
  },
};

/** On a 360 px phone: one labelled card per record and the totals first, no table. */
export const PhoneCards: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'Bets' })).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(canvas.getByRole('article', { name: 'Baccarat table 3' })).toHaveTextContent('-1,500.00 VND');
    await expect(canvas.getByRole('region', { name: 'Total' })).toHaveTextContent('1,750.00 VND');
  },
};

/** Before the first page arrives: skeleton rows under the real headers, marked busy. */
export const Loading: Story = {
  args: { rows: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="records-table"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('columnheader', { name: 'Stake' })).toBeVisible();
  },
};
