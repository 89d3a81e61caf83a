import { transferToUpline } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { CashierStory, storyOpenPage } from '../../testing/cashier-story-harness';
import { UplineTransferPage } from './upline-transfer-page';

const meta = {
  title: 'Screens/Member centre/Transfer to upline',
  component: UplineTransferPage,
  args: { openPage: storyOpenPage },
  render: (args) => (
    <CashierStory>
      <UplineTransferPage {...args} />
    </CashierStory>
  ),
} satisfies Meta<typeof UplineTransferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 30_000 };

/** SPEC §6: a member sends money to the upline: amount, remark, confirmation, one request, the new balance. */
export const SendsOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount', {}, LOAD), '34.50');
    await userEvent.type(canvas.getByLabelText(/Remark/), 'For the team');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    const confirm = canvas.getByRole('region', { name: 'Check and confirm' });
    await expect(confirm).toHaveTextContent('For the team');
    const requests = spyOn(globalThis, 'fetch');
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('status', {}, LOAD)).toHaveTextContent(
      'Sent 34.50 VND to your upline. Your main wallet now holds 1,200.00 VND.',
    );
    const sent = requests.mock.calls.filter(([input]) => String(input).includes(transferToUpline.path));
    requests.mockRestore();
    await expect(sent).toHaveLength(1);
  },
};

/** More than the main wallet holds is refused before sending, saying what it holds. */
export const MoreThanTheBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount', {}, LOAD), '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      /^Insufficient balance\. Available: 1,234\.50 VND\./,
    );
  },
};

/** An account without an upline is told so instead of a form (agent1 tops its team). */
export const NoUpline: Story = {
  render: (args) => (
    <CashierStory username="agent1" password="Agent123">
      <UplineTransferPage {...args} />
    </CashierStory>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/has no upline agent/, {}, LOAD)).toBeVisible();
  },
};
