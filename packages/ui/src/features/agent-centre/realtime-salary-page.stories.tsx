import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AgentPageStory } from '../../testing/agent-centre-story-harness';
import { contractPageStates } from '../../testing/contract-page-stories';
import { RealTimeSalaryPage } from './realtime-salary-page';

const meta = {
  title: 'Screens/Agent centre/Real-time salary',
  component: RealTimeSalaryPage,
  args: { openPage: fn() },
  render: (args) => (
    <AgentPageStory>
      <RealTimeSalaryPage {...args} />
    </AgentPageStory>
  ),
} satisfies Meta<typeof RealTimeSalaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };

/**
 * SPEC §3, §9: agent1's real-time contract with the platform (single betting 0.3 %, profit 1 %, loss 2 %), its
 * accepted contract with agent2, and the settlement every 5 minutes.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await canvas.findByRole('region', { name: 'My contract' }, wait);
    await expect(within(mine).getByText('Single betting rate (%)').nextElementSibling).toHaveTextContent('0.3%');
    await expect(within(mine).getByText('Profit salary rate (%)').nextElementSibling).toHaveTextContent('1%');
    await expect(within(mine).getByText('Loss salary rate (%)').nextElementSibling).toHaveTextContent('2%');
    await expect(canvas.getByText(/A real-time salary is settled every 5 minutes/)).toBeVisible();
    const downlines = canvas.getByRole('region', { name: 'Contracts with my downlines' });
    const card = within(downlines).getByText('agent2').closest('li') as HTMLElement;
    await expect(within(card).getByText('Loss salary rate (%)').nextElementSibling).toHaveTextContent('1%');
    await expect(card).toHaveTextContent('Accepted');
  },
};

/** SPEC §3, §4: an offer with its three rates to a direct downline; it waits for the downline's answer. */
export const OfferToDownline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('region', { name: 'Offer a contract' }, wait);
    await userEvent.type(within(form).getByLabelText('Downline username'), 'member2');
    await userEvent.type(within(form).getByLabelText('Single betting rate (%)'), '0.1');
    await userEvent.clear(within(form).getByLabelText('Profit salary rate (%)'));
    await userEvent.type(within(form).getByLabelText('Profit salary rate (%)'), '0.5');
    await userEvent.clear(within(form).getByLabelText('Loss salary rate (%)'));
    await userEvent.type(within(form).getByLabelText('Loss salary rate (%)'), '1.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Offer a contract' }));
    await expect(await within(form).findByRole('status', {}, wait)).toHaveTextContent('The contract was offered.');
    const downlines = canvas.getByRole('region', { name: 'Contracts with my downlines' });
    await waitFor(() => expect(within(downlines).getByText('member2')).toBeVisible(), wait);
    const card = within(downlines).getByText('member2').closest('li') as HTMLElement;
    await expect(within(card).getByText('Single betting rate (%)').nextElementSibling).toHaveTextContent('0.1%');
    await expect(within(card).getByText('Profit salary rate (%)').nextElementSibling).toHaveTextContent('0.5%');
    await expect(within(card).getByText('Loss salary rate (%)').nextElementSibling).toHaveTextContent('1.5%');
    await expect(card).toHaveTextContent('Offered');
  },
};

/** SPEC §4: a loss salary above agent1's own is refused with the catalogue's message; nothing is offered. */
export const RateAboveOwn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('region', { name: 'Offer a contract' }, wait);
    await userEvent.type(within(form).getByLabelText('Downline username'), 'member2');
    await userEvent.type(within(form).getByLabelText('Single betting rate (%)'), '0.1');
    await userEvent.clear(within(form).getByLabelText('Loss salary rate (%)'));
    await userEvent.type(within(form).getByLabelText('Loss salary rate (%)'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Offer a contract' }));
    await expect(await within(form).findByRole('alert', {}, wait)).toBeVisible();
    const downlines = canvas.getByRole('region', { name: 'Contracts with my downlines' });
    await expect(within(downlines).queryByText('member2')).toBeNull();
  },
};

/** SPEC §4: while the contracts load, their place is held. */
export const Loading: Story = contractPageStates.loading;

/** The contracts could not be read: the catalogue's message and a retry, which brings them. */
export const FailedThenRetry: Story = contractPageStates.failedThenRetry;

/** On a 360 px phone the contracts stack, nothing wider than the screen. */
export const Phone: Story = contractPageStates.phone;
