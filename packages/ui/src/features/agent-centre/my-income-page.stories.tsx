import { getAgentIncome } from '@lobbykit/api-client';
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
import { MyIncomePage } from './my-income-page';

const meta = {
  title: 'Screens/Agent centre/My income',
  component: MyIncomePage,
  args: { openPage: fn() },
  render: inAgentCentre(MyIncomePage),
} satisfies Meta<typeof MyIncomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = getAgentIncome.path;

/** SPEC §2: what agent1's contracts paid in the last 30 days, by contract type, with the total. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showLast30Days(canvas);
    const table = await canvas.findByRole('table', { name: 'My income' }, wait);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0), wait);
    await expect(bodyRows(table)[0]).toHaveTextContent(/%/);
    const totals = within(table).getAllByRole('row').at(-1) as HTMLElement;
    await expect(totals).toHaveTextContent(/^Total.*[\d,]+\.\d{2} VND$/);
    await settled(table);
  },
};

/** One contract type: every payment listed is of that type. */
export const ByContractType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showLast30Days(canvas);
    const table = await canvas.findByRole('table', { name: 'My income' }, wait);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0), wait);
    const first = bodyRows(table)[0]?.querySelector('td')?.textContent ?? '';
    await userEvent.selectOptions(canvas.getByLabelText('Contract type'), first);
    await waitFor(() => {
      for (const row of bodyRows(table)) expect(row.querySelector('td')).toHaveTextContent(first);
    }, wait);
    await settled(table);
  },
};

/** No payment in the period: the honest empty state. */
export const Empty: Story = emptyStory(path, { totalAmount: '0.00' });

/** While the first page loads, skeleton rows hold its place. */
export const Loading: Story = loadingStory(path, 'My income');

/** The income could not be read: the catalogue's message and a retry, which brings it. */
export const FailedThenRetry: Story = failedThenRetryStory(path, 'My income');

/** On a 360 px phone each payment is a card with its amount, under the total. */
export const Phone: Story = phoneStory('My income', 'Total');
