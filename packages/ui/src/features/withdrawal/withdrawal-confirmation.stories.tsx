import { moneyControls, type Sandbox, SEED_PAYMENT_PASSWORD } from '@lobbykit/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../../testing/signed-in-story';
import { storyFile, storyPng } from '../../testing/story-images';
import { WithdrawalStory, withdrawalsBefore } from '../../testing/withdrawal-story-harness';
import { WithdrawalPage } from './withdrawal-page';

const slow = { timeout: 30_000 };

const meta = {
  title: 'Screens/Withdrawal/Withdrawal confirmation',
  component: WithdrawalPage,
  args: { openPage: fn() },
  // The seeded player has one withdrawal of 300.00 paid to its account and awaiting its answer (SPEC §4).
  render: (args, { loaded }) => (
    <WithdrawalStory
      prepare={withdrawalsBefore(moneyControls(loaded.sandbox as Sandbox), SEED_PAYMENT_PASSWORD, [
        { amount: '300.00', settle: 'Approved' },
      ])}
    >
      <WithdrawalPage {...args} />
    </WithdrawalStory>
  ),
} satisfies Meta<typeof WithdrawalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openConfirmation(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Confirm receipt' }, slow));
  const panel = await canvas.findByRole('region', { name: 'Confirm receipt' });
  return { canvas, panel: within(panel) };
}

async function answerAndSend(panel: ReturnType<typeof within>, canvas: ReturnType<typeof within>) {
  await userEvent.click(panel.getByRole('button', { name: 'Continue' }));
  await expect(await panel.findByText('Once sent, your answer cannot be changed.')).toBeVisible();
  await userEvent.click(panel.getByRole('button', { name: 'Send answer' }));
  await expect(await canvas.findByText('Thank you. Your answer has been sent.', {}, slow)).toBeVisible();
}

/** As the player first sees it: the paid withdrawal in the list, asking for its answer, nothing opened yet. */
export const AtRest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Confirm receipt' }, slow)).toBeEnabled();
    await expect(canvas.queryByRole('region', { name: 'Confirm receipt' })).toBeNull();
  },
};

/** Received: the rule about an unanswered payment and the forced receipt is said before the choice; then sent once. */
export const Received: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, panel } = await openConfirmation(canvasElement);
    await expect(panel.getByRole('note')).toHaveTextContent(
      'If you do not confirm within 30 minutes, the payment counts as received.',
    );
    await expect(panel.getByRole('note')).toHaveTextContent('With a forced receipt, the deposit is not refunded.');
    await expect(panel.getByText('Did 300.00 VND arrive in Sandbox Bank •••• 0001?')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Continue' }));
    await expect(panel.getByRole('alert')).toHaveTextContent('Please choose an answer');
    await userEvent.click(panel.getByRole('radio', { name: /^Received/ }));
    await answerAndSend(panel, canvas);
    const row = canvasElement.querySelector('[data-slot="withdrawal-confirmation-status"]') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('Received'));
    await expect(canvas.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
  },
};

/** Not received needs proof: refused without, then a PNG previewed (and removable) goes with the answer. */
export const NotReceivedWithProof: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const { canvas, panel } = await openConfirmation(canvasElement);
    await userEvent.click(panel.getByRole('radio', { name: /^Not received/ }));
    await userEvent.click(panel.getByRole('button', { name: 'Continue' }));
    await expect(panel.getByRole('alert')).toHaveTextContent('Please upload proof of payment');
    await userEvent.upload(panel.getByLabelText(/^Upload proof/), [
      await storyPng('statement.png'),
      await storyPng('chat.png', 30),
    ]);
    await expect(await panel.findByRole('img', { name: 'statement.png' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Remove chat.png' }));
    await expect(panel.queryByRole('img', { name: 'chat.png' })).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: 'Continue' }));
    await expect(await panel.findByText('1 image')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Send answer' }));
    await expect(await canvas.findByText('Thank you. Your answer has been sent.', {}, slow)).toBeVisible();
    const row = canvasElement.querySelector('[data-slot="withdrawal-confirmation-status"]') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('Not received'));
  },
};

/** Full payment: the third answer, sent after the review step. */
export const FullPayment: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, panel } = await openConfirmation(canvasElement);
    await userEvent.click(panel.getByRole('radio', { name: /^Full payment/ }));
    await answerAndSend(panel, canvas);
    const row = canvasElement.querySelector('[data-slot="withdrawal-confirmation-status"]') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('Full payment'));
  },
};

/** SPEC §5: a 6 MB photo and a GIF are refused with the reason and never previewed or sent. */
export const WrongOrOversizedImageRefused: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await openConfirmation(canvasElement);
    await userEvent.click(panel.getByRole('radio', { name: /^Not received/ }));
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(panel.getByLabelText(/^Upload proof/), [
      storyFile('photo.jpg', 'image/jpeg', 6 * 1024 * 1024),
      storyFile('receipt.gif', 'image/gif', 1_000),
    ]);
    const refusals = canvasElement.querySelector('[data-slot="image-picker-refusals"]') as HTMLElement;
    await waitFor(() => expect(refusals).toHaveTextContent('photo.jpg: Each image can be at most 5 MB'));
    await expect(refusals).toHaveTextContent('receipt.gif: Images must be PNG or JPG files');
    await expect(panel.queryAllByRole('img')).toHaveLength(0);
    await expect(panel.getByText('0/3')).toBeVisible();
  },
};
