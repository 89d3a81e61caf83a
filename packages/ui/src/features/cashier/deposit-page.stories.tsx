import { deposit, getDepositChannels } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { CashierStory, storyOpenPage } from '../../testing/cashier-story-harness';
import { phoneViewport } from '../../testing/signed-in-story';
import { DepositPage } from './deposit-page';

const meta = {
  title: 'Screens/Member centre/Deposit',
  component: DepositPage,
  args: { openPage: storyOpenPage },
  render: (args) => (
    <CashierStory>
      <DepositPage {...args} />
    </CashierStory>
  ),
} satisfies Meta<typeof DepositPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 30_000 };
const deposits = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([input]) => String(input).includes(deposit.path));

/** A channel, a quick amount, the confirmation, one request (a double click sends one), the new balance. */
export const DepositsOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /E-wallet/ }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: '100.00 VND' }));
    await expect(canvas.getByLabelText('Amount')).toHaveValue('100.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const confirm = canvas.getByRole('region', { name: 'Check and confirm' });
    await expect(confirm).toHaveTextContent('Deposit 100.00 VND through E-wallet.');
    const requests = spyOn(globalThis, 'fetch');
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Confirm' }));
    const done = await canvas.findByRole('status', {}, LOAD);
    await expect(done).toHaveTextContent('Deposit received');
    await expect(done).toHaveTextContent('Main wallet balance1,334.50 VND');
    await expect(deposits(requests)).toHaveLength(1);
    requests.mockRestore();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to my wallet' }));
    await expect(args.openPage).toHaveBeenCalledWith('transferFund');
  },
};

/** The amount is checked against the channel's limits before anything is sent; the refusal names the minimum. */
export const BelowTheMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Bank transfer/ }, LOAD));
    await userEvent.type(canvas.getByLabelText('Amount'), '49.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      /^The amount is below the minimum\. The minimum is 50\.00 VND\./,
    );
    await expect(canvas.queryByRole('region', { name: 'Check and confirm' })).toBeNull();
  },
};

/** A refusal from the platform: its message on the confirmation, the amount kept for another try. */
export const RefusedByThePlatform: Story = {
  parameters: {
    sandbox: (async (controls) =>
      controls.failNext(deposit.path, {
        body: { success: false, value: null, message: 'channel_not_found' },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount', {}, LOAD), '200');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent('This payment channel is not available');
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    await expect(canvas.getByLabelText('Amount')).toHaveValue('200');
  },
};

/** No channel open: said plainly, not an empty form. */
export const NoChannels: Story = {
  parameters: {
    sandbox: (async (controls) =>
      controls.failNext(getDepositChannels.path, {
        body: { success: true, value: { channels: [] } },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No payment channel is open right now/, {}, LOAD)).toBeVisible();
  },
};

/** Channels that cannot be read: the catalogue's message and a retry that loads them. */
export const FailedThenRetried: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(getDepositChannels.path, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LOAD);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getAllByRole('radio').length).toBeGreaterThan(1), LOAD);
  },
};

/** At 360 px: the channels stack, nothing wider than the screen. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('radio', { name: /Bank transfer/ }, LOAD);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
