import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectRecordsAtRest, RecordsStory } from '../../testing/records-story';
import { BonusDetailsPage } from './bonus-details-page';

const meta = {
  title: 'Screens/Records/Bonus details',
  component: BonusDetailsPage,
  args: { openPage: fn() },
  render: (args) => (
    <RecordsStory>
      <BonusDetailsPage {...args} />
    </RecordsStory>
  ),
} satisfies Meta<typeof BonusDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };

/** As a member first opens it: today's bonuses of every type, nothing narrowed yet. */
export const AtRest: Story = {
  play: ({ canvasElement }) => expectRecordsAtRest(canvasElement),
};

/** 30 days of bonuses narrowed to rebates: each row a rebate, the total of them in the footer. */
export const FilteredByKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }));
    await userEvent.selectOptions(canvas.getByLabelText('Bonus type'), 'Rebate');
    const table = await canvas.findByRole('table', { name: 'Bonus details' }, wait);
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1, -1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('Rebate');
    }, wait);
    const totals = within(table).getAllByRole('row').at(-1) as HTMLElement;
    await expect(totals).toHaveTextContent(/^Total.*\+[\d,]+\.\d{2} VND$/);
  },
};

/** A friend who never received a bonus: the honest empty state. */
export const Empty: Story = {
  render: (args) => (
    <RecordsStory username="friend1" password="Friend123">
      <BonusDetailsPage {...args} />
    </RecordsStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }));
    await expect(await canvas.findByText('No records in this period', {}, wait)).toBeVisible();
    await expect(canvas.getByText('Try a longer period or another filter.')).toBeVisible();
  },
};
