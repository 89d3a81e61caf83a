import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AgentPageStory } from '../../testing/agent-centre-story-harness';
import { contractPageStates } from '../../testing/contract-page-stories';
import { HourlySalaryPage } from './hourly-salary-page';

const meta = {
  title: 'Screens/Agent centre/Hourly salary',
  component: HourlySalaryPage,
  args: { openPage: fn() },
  render: (args) => (
    <AgentPageStory>
      <HourlySalaryPage {...args} />
    </AgentPageStory>
  ),
} satisfies Meta<typeof HourlySalaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };

/** SPEC §3, §4: agent1's hourly contract with the platform and the offer to agent2 still waiting for its answer. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await canvas.findByRole('region', { name: 'My contract' }, wait);
    await expect(mine).toHaveTextContent('0.5%');
    await expect(canvas.getByText('An hourly salary is settled when each hour ends.')).toBeVisible();
    const downlines = canvas.getByRole('region', { name: 'Contracts with my downlines' });
    const card = within(downlines).getByText('agent2').closest('li') as HTMLElement;
    await expect(card).toHaveTextContent('0.4%');
    await expect(card).toHaveTextContent('Offered');
  },
};

/** SPEC §4: an offer to a direct downline; it waits for the downline's answer. */
export const OfferToDownline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('region', { name: 'Offer a contract' }, wait);
    await userEvent.type(within(form).getByLabelText('Downline username'), 'member2');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '0.3');
    await userEvent.type(within(form).getByLabelText('Hourly valid bet from'), '00');
    await userEvent.click(within(form).getByRole('button', { name: 'Offer a contract' }));
    await expect(await within(form).findByRole('status', {}, wait)).toHaveTextContent('The contract was offered.');
    const downlines = canvas.getByRole('region', { name: 'Contracts with my downlines' });
    await waitFor(() => expect(within(downlines).getByText('member2')).toBeVisible(), wait);
    const card = within(downlines).getByText('member2').closest('li') as HTMLElement;
    await expect(card).toHaveTextContent('0.3%');
    await expect(card).toHaveTextContent('Offered');
  },
};

/** SPEC §4: while the contracts load, their place is held. */
export const Loading: Story = contractPageStates.loading;

/** The contracts could not be read: the catalogue's message and a retry, which brings them. */
export const FailedThenRetry: Story = contractPageStates.failedThenRetry;

/** On a 360 px phone the contracts stack, nothing wider than the screen. */
export const Phone: Story = contractPageStates.phone;
