import { withdraw } from '@lobbykit/api-client';
import { moneyControls, type Sandbox, SEED_PAYMENT_PASSWORD } from '@lobbykit/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { phoneViewport } from '../../testing/signed-in-story';
import { WithdrawalStory, withdrawalsBefore } from '../../testing/withdrawal-story-harness';
import { WithdrawalPage } from './withdrawal-page';

const OPTIONS = '/wps/relay/GCS_withdrawalOptions';
// Logging the seeded player in hashes its password in the sandbox first: give the first look time.
const slow = { timeout: 30_000 };

const options = (patch: Record<string, unknown>) => ({
  body: {
    success: true,
    message: '',
    value: {
      minAmount: '100.00',
      maxAmount: '50000.00',
      available: '1234.50',
      payoutAccounts: [
        { id: 'BANK-100001', bankName: 'Sandbox Bank', accountName: 'Lucky Player', accountNumber: '•••• 0001' },
      ],
      paymentPasswordSet: true,
      autoConfirmMinutes: 30,
      ...patch,
    },
  },
});

const meta = {
  title: 'Screens/Withdrawal/Withdrawal page',
  component: WithdrawalPage,
  args: { openPage: fn() },
  render: (args) => (
    <WithdrawalStory>
      <WithdrawalPage {...args} />
    </WithdrawalStory>
  ),
} satisfies Meta<typeof WithdrawalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While the options are on their way: the form's shape as a skeleton, announced. (Shown here before the session
 * exists, which holds the calls back the same way a slow answer does, without a request left hanging.)
 */
export const Loading: Story = {
  render: (args) => (
    <div className="mx-auto w-full max-w-3xl bg-surface-1 p-4 sm:p-6">
      <WithdrawalPage {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="withdrawal-skeleton"]')).toHaveAttribute('role', 'status'),
    );
    await expect(canvas.queryByRole('form', { name: 'Withdraw' })).toBeNull();
  },
};

/** SPEC §8: options that cannot be read say why where the form would be; Try again brings the form. */
export const FailsThenRetries: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt += 1) await controls.failNext(OPTIONS, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByText('The network connection is abnormal. Please try again.', {}, slow);
    await userEvent.click(within(problem.closest('[data-slot="call-problem"]') as HTMLElement).getByRole('button'));
    await expect(await canvas.findByRole('form', { name: 'Withdraw' })).toBeVisible();
  },
};

/** No payout account: said plainly, with where to get one; no form to fill in for nothing. */
export const NoPayoutAccount: Story = {
  parameters: {
    sandbox: (async (controls) => controls.failNext(OPTIONS, options({ payoutAccounts: [] }))) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No payout account yet', {}, slow)).toBeVisible();
    await expect(canvas.getByText(/contact customer service/)).toBeVisible();
    await expect(canvas.queryByLabelText('Amount')).toBeNull();
  },
};

/** First time: the player sets a six-digit payment password (proven by the login password), then the form opens. */
export const SetPaymentPasswordFirstTime: Story = {
  parameters: {
    sandbox: (async (controls) =>
      controls.failNext(OPTIONS, options({ paymentPasswordSet: false }))) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Set your payment password' }, slow);
    const step = within(form);
    await userEvent.type(step.getByLabelText('Login password', { selector: 'input' }), 'Player123');
    await userEvent.type(step.getByLabelText('New payment password', { selector: 'input' }), '12a4');
    await userEvent.type(step.getByLabelText('Confirm payment password', { selector: 'input' }), '135799');
    await userEvent.click(step.getByRole('button', { name: 'Set payment password' }));
    await expect(step.getByLabelText('New payment password', { selector: 'input' })).toHaveAccessibleDescription(
      /must be 6 digits/,
    );
    await expect(step.getByText('The two passwords do not match')).toBeVisible();
    const fresh = step.getByLabelText('New payment password', { selector: 'input' });
    await userEvent.clear(fresh);
    await userEvent.type(fresh, '135799');
    await userEvent.click(step.getByRole('button', { name: 'Set payment password' }));
    await expect(await canvas.findByText('Your payment password is set. You can now withdraw.')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Withdraw' })).toBeVisible();
  },
};

/** SPEC §5 before sending: below the minimum and above the main wallet are refused with the reason, nothing sent. */
export const AmountCheckedBeforeSending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByLabelText('Amount', {}, slow);
    await userEvent.type(amount, '99.99');
    await userEvent.type(canvas.getByLabelText('Payment password', { selector: 'input' }), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(amount).toHaveAccessibleDescription(/below the minimum/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1,234.51');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(amount).toHaveAccessibleDescription('Insufficient balance. Available: 1,234.50 VND.');
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(amount).toHaveValue('1234.50');
    await expect(amount).not.toHaveAttribute('aria-invalid');
  },
};

/** Every refused amount names the figure it missed, as the page shows money: the minimum, the maximum, the wallet. */
export const RefusalNamesTheFigure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByLabelText('Amount', {}, slow);
    await userEvent.type(amount, '50.25');
    await userEvent.type(canvas.getByLabelText('Payment password', { selector: 'input' }), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(amount).toHaveAccessibleDescription('The amount is below the minimum. The minimum is 100.00 VND.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '50000.01');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(amount).toHaveAccessibleDescription('The amount is above the maximum. The maximum is 50,000.00 VND.');
  },
};

/** The platform's own refusal of an amount names its figure too, at the amount, with what was typed kept. */
export const PlatformRefusalNamesTheFigure: Story = {
  parameters: {
    sandbox: (async (controls) =>
      controls.failNext(withdraw.path, {
        body: { success: false, value: { max: '200.00' }, message: 'amount_above_maximum' },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount', {}, slow), '300');
    await userEvent.type(canvas.getByLabelText('Payment password', { selector: 'input' }), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm withdrawal' }));
    const amount = await canvas.findByLabelText('Amount');
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('The amount is above the maximum. The maximum is 200.00 VND.'),
    );
    await expect(amount).toHaveFocus();
    await expect(amount).toHaveValue('300');
  },
};

/** The step before sending says what will happen: the amount, where it goes, the main wallet afterwards. Back keeps it all. */
export const ConfirmationStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount', {}, slow), '200');
    await userEvent.type(canvas.getByLabelText('Payment password', { selector: 'input' }), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const review = within(await canvas.findByRole('region', { name: 'Check your withdrawal' }));
    await expect(review.getByText('200.00 VND')).toBeVisible();
    await expect(review.getByText('Sandbox Bank')).toBeVisible();
    await expect(review.getByText('1,034.50 VND')).toBeVisible();
    await expect(review.getByText(/leaves your main wallet as soon as you confirm/)).toBeVisible();
    await userEvent.click(review.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByLabelText('Amount')).toHaveValue('200');
  },
};

/** A wrong payment password sends the player back to the form with the reason; what was typed stays; nothing moved. */
export const WrongPaymentPasswordKeepsTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount', {}, slow), '300');
    await userEvent.type(canvas.getByLabelText('Payment password', { selector: 'input' }), '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm withdrawal' }));
    const password = await canvas.findByLabelText('Payment password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveAccessibleDescription('The payment password is incorrect'));
    await expect(password).toHaveFocus();
    await expect(password).toHaveValue('111111');
    await expect(canvas.getByLabelText('Amount')).toHaveValue('300');
    await expect(canvas.getByTestId('withdrawal-available')).toHaveTextContent('1,234.50 VND');
  },
};

/** Sent once: the pending state, the main wallet lower by exactly the amount, the withdrawal In process in the list. */
export const Pending: Story = {
  ...phoneViewport,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount', {}, slow), '250.25');
    await userEvent.type(canvas.getByLabelText('Payment password', { selector: 'input' }), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const confirm = await canvas.findByRole('button', { name: 'Confirm withdrawal' });
    await userEvent.dblClick(confirm);
    const sent = await canvas.findByText('Withdrawal requested', {}, slow);
    const panel = within(sent.closest('[data-slot="withdrawal-sent"]') as HTMLElement);
    await expect(panel.getByText('250.25 VND')).toBeVisible();
    await expect(panel.getByText('In process')).toBeVisible();
    const rows = await canvas.findAllByRole('listitem');
    await waitFor(() => expect(rows.filter((row) => row.dataset.slot === 'withdrawal-row')).toHaveLength(1));
    await userEvent.click(panel.getByRole('button', { name: 'Account record' }));
    await expect(args.openPage).toHaveBeenCalledWith('transactionHistory');
    await userEvent.click(panel.getByRole('button', { name: 'New withdrawal' }));
    await expect(await canvas.findByTestId('withdrawal-available')).toHaveTextContent('984.25 VND');
  },
};

/** The list: newest first, each with its amount, account and status; a refused one says it was refunded. */
export const ListWithStatuses: Story = {
  render: (args, { loaded }) => (
    <WithdrawalStory
      prepare={withdrawalsBefore(moneyControls(loaded.sandbox as Sandbox), SEED_PAYMENT_PASSWORD, [
        { amount: '150.00', settle: 'Rejected' },
        { amount: '200.00', settle: 'Approved' },
        { amount: '125.50' },
      ])}
    >
      <WithdrawalPage {...args} />
    </WithdrawalStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Your withdrawals' }, slow);
    await waitFor(() => expect(list.querySelectorAll('[data-slot="withdrawal-row"]')).toHaveLength(3));
    const rows = Array.from(list.querySelectorAll<HTMLElement>('[data-slot="withdrawal-row"]'));
    const byAmount = (amount: string) => within(rows.find((row) => row.textContent?.includes(amount)) as HTMLElement);
    await expect(byAmount('125.50 VND').getByText('In process')).toBeVisible();
    await expect(byAmount('200.00 VND').getByText('Approved')).toBeVisible();
    await expect(byAmount('200.00 VND').getByText('Awaiting your confirmation')).toBeVisible();
    await expect(byAmount('150.00 VND').getByText('Rejected')).toBeVisible();
    await expect(byAmount('150.00 VND').getByText('Refunded to your main wallet')).toBeVisible();
    // 1,234.50 − 125.50 − 200.00 (the refused 150.00 came back).
    await expect(await canvas.findByTestId('withdrawal-available')).toHaveTextContent('909.00 VND');
  },
};
