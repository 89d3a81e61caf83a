import { getTransactionHistory, type TransactionRecord } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
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

const wait = { timeout: 30_000 };

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

/** A moment on the platform's clock (UTC+7), as its `yyyy-MM-dd hh:mm:ss` reads. */
const platformTime = (day: string, time: string) => Date.parse(`${day}T${time}+07:00`);
const deposit = (reference: string, time: number): TransactionRecord => ({
  reference,
  type: 'deposit',
  direction: 'in',
  amount: '100.00',
  from: 'Bank transfer',
  to: 'MAIN',
  status: 'Approved',
  remark: null,
  time,
});
const aroundMidnight = {
  success: true,
  value: {
    records: [
      deposit('D-000010', platformTime('2026-06-17', '00:00:10')),
      deposit('D-235930', platformTime('2026-06-16', '23:59:30')),
    ],
    pageNo: 1,
    pageSize: 20,
    totalPages: 1,
    totalCount: 2,
    totals: { moneyIn: '200.00', moneyOut: '0.00' },
  },
};

/**
 * One time zone everywhere: moves either side of the platform's midnight read on its clock, whatever the browser's
 * zone (the stories' browser runs on UTC, seven hours behind), and the zone is named by the period.
 */
export const StampedOnThePlatformClock: Story = {
  parameters: {
    sandbox: (async (controls) => {
      // The platform answers the page's reads with these two moves (a reread on focus gets the same).
      for (let read = 0; read < 3; read++)
        await controls.failNext(getTransactionHistory.path, { body: aroundMidnight });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Account record' }, wait);
    const rows = await waitFor(() => {
      const found = within(table).getAllByRole('row').slice(1);
      expect(found).toHaveLength(2);
      return found;
    }, wait);
    await expect(rows[0]).toHaveTextContent('2026-06-17 00:00:10');
    await expect(rows[1]).toHaveTextContent('2026-06-16 23:59:30');
    await expect(canvasElement.querySelector('[data-slot="date-range-zone"]')).toHaveTextContent('Times in GMT+7');
  },
};
