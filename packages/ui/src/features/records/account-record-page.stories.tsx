import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectRecordsAtRest, RecordsStory } from '../../testing/records-story';
import { phoneViewport } from '../../testing/signed-in-story';
import { AccountRecordPage } from './account-record-page';

const meta = {
  title: 'Screens/Records/Account record',
  component: AccountRecordPage,
  args: { openPage: fn() },
  render: (args) => (
    <RecordsStory>
      <AccountRecordPage {...args} />
    </RecordsStory>
  ),
} satisfies Meta<typeof AccountRecordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 10_000 };

/** As a member first opens it: today's money moves of every type, nothing narrowed yet. */
export const AtRest: Story = {
  // The sandbox draws each record's reference afresh, so the columns shift by a few pixels from run to run.
  parameters: { visual: { maxDiffPixelRatio: 0.01 } },
  play: ({ canvasElement }) => expectRecordsAtRest(canvasElement),
};

/** 30 days of money moves narrowed to deposits: every row a deposit into the main wallet, money in summed. */
export const FilteredByType: Story = {
  // The sandbox draws each record's reference afresh, so the columns shift by a few pixels from run to run.
  parameters: { visual: { maxDiffPixelRatio: 0.01 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }));
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'Deposit');
    const table = await canvas.findByRole('table', { name: 'Account record' }, wait);
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const cells = within(row).getAllByRole('cell');
        expect(cells[0]).toHaveTextContent('Deposit');
        expect(cells[2]).toHaveTextContent('Main wallet');
        expect(cells.at(-1)).toHaveTextContent(/^\+[\d,]+\.\d{2} VND$/);
      }
    }, wait);
    await expect(canvas.getByText('Money out').nextElementSibling).toHaveTextContent('0.00 VND');
  },
};

/** A type of move the member never made: the honest empty state, the filters still there to change. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Type'), 'Transfer to downline');
    await expect(await canvas.findByText('No records in this period', {}, wait)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByLabelText('Type')).toHaveValue('transfer-downline');
  },
};

/** On a 360 px phone each move is a card titled with its type and time, the signed amount at its end. */
export const PhoneCards: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }));
    const list = await canvas.findByRole('list', { name: 'Account record' }, wait);
    const cards = await waitFor(() => {
      const found = within(list).getAllByRole('article');
      expect(found.length).toBeGreaterThan(0);
      return found;
    }, wait);
    await expect(cards[0]).toHaveAccessibleName(/\d{4}-\d{2}-\d{2}/);
    await expect(cards[0]).toHaveTextContent(/VND/);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
