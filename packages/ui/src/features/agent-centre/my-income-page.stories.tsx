import { getAgentIncome } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../shell/signed-in-story';
import { AgentPageStory } from './agent-centre-story-harness';
import { answerOnce, bodyRows, dropEveryTry, EMPTY_PAGE, settled, stall } from './agent-records-story';
import { MyIncomePage } from './my-income-page';

const meta = {
  title: 'Screens/Agent centre/My income',
  component: MyIncomePage,
  args: { openPage: fn() },
  render: (args) => (
    <AgentPageStory>
      <MyIncomePage {...args} />
    </AgentPageStory>
  ),
} satisfies Meta<typeof MyIncomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 10_000 };
const path = getAgentIncome.path;

/** SPEC §2: what agent1's contracts paid in the last 30 days, by contract type, with the total. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }, wait));
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }, wait));
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
export const Empty: Story = {
  parameters: { sandbox: answerOnce(path, { ...EMPTY_PAGE, totalAmount: '0.00' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No records in this period', {}, wait)).toBeVisible();
  },
};

/** While the first page loads, skeleton rows hold its place. */
export const Loading: Story = {
  parameters: { sandbox: stall(path) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'My income' }, wait);
    await expect(table.closest('[data-slot="records-table"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The income could not be read: the catalogue's message and a retry, which brings it. */
export const FailedThenRetry: Story = {
  parameters: { sandbox: dropEveryTry(path) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByRole('alert', {}, wait);
    await expect(problem).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Last 30 days' }));
    await settled(await canvas.findByRole('table', { name: 'My income' }, wait));
  },
};

/** On a 360 px phone each payment is a card with its amount, under the total. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }, wait));
    const cards = await canvas.findByRole('list', { name: 'My income' }, wait);
    await waitFor(() => expect(within(cards).getAllByRole('article').length).toBeGreaterThan(0), wait);
    await expect(canvas.getByRole('region', { name: 'Total' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
