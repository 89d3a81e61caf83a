import { getContracts } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AgentPageStory } from '../../testing/agent-centre-story-harness';
import { contractPageStates } from '../../testing/contract-page-stories';
import { answerOnce } from '../../testing/sandbox-faults';
import { DividendPage } from './dividend-page';

const meta = {
  title: 'Screens/Agent centre/Dividend',
  component: DividendPage,
  args: { openPage: fn() },
  render: (args) => (
    <AgentPageStory>
      <DividendPage {...args} />
    </AgentPageStory>
  ),
} satisfies Meta<typeof DividendPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };
const path = getContracts.path;

/** SPEC §3: agent1's weekly dividend contract with the platform and its contract with agent2, with their periods. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await canvas.findByRole('region', { name: 'My contract' }, wait);
    await expect(mine).toHaveTextContent('40%');
    await expect(mine).toHaveTextContent('Weekly');
    await expect(mine).toHaveTextContent('1000.00');
    const downlines = canvas.getByRole('region', { name: 'Contracts with my downlines' });
    await expect(within(downlines).getByText('agent2')).toBeVisible();
    await expect(downlines).toHaveTextContent('30%');
  },
};

/** SPEC §3, §4: an offer with its period type (D, W, H or M); it waits for the downline's answer. */
export const OfferMonthly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('region', { name: 'Offer a contract' }, wait);
    await userEvent.type(within(form).getByLabelText('Downline username'), 'member3');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '20');
    await userEvent.selectOptions(within(form).getByLabelText('Period'), 'Monthly');
    await userEvent.click(within(form).getByRole('button', { name: 'Offer a contract' }));
    await expect(await within(form).findByRole('status', {}, wait)).toHaveTextContent('The contract was offered.');
    const downlines = canvas.getByRole('region', { name: 'Contracts with my downlines' });
    await waitFor(() => expect(within(downlines).getByText('member3')).toBeVisible(), wait);
    const card = within(downlines).getByText('member3').closest('li') as HTMLElement;
    await expect(card).toHaveTextContent('Monthly');
    await expect(card).toHaveTextContent('Offered');
  },
};

/**
 * SPEC §3 (a contract may have tiers): an offer of two tiers (period valid bet, period P&L, active members, rate), the second added
 * from the keyboard; the downline's card lists both tiers.
 */
export const OfferTiers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('region', { name: 'Offer a contract' }, wait);
    await userEvent.type(within(form).getByLabelText('Downline username'), 'member3');
    const first = within(form).getByRole('group', { name: 'Tier 1' });
    await userEvent.clear(within(first).getByLabelText('Period valid bet from'));
    await userEvent.type(within(first).getByLabelText('Period valid bet from'), '1000');
    await userEvent.type(within(first).getByLabelText('Rate (%)'), '10');
    within(form).getByRole('button', { name: 'Add a tier' }).focus();
    await userEvent.keyboard('{Enter}');
    const second = await within(form).findByRole('group', { name: 'Tier 2' });
    await waitFor(() => expect(within(second).getByLabelText('Period valid bet from')).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}5000');
    await userEvent.clear(within(second).getByLabelText('Period P&L from'));
    await userEvent.type(within(second).getByLabelText('Period P&L from'), '2000');
    await userEvent.clear(within(second).getByLabelText('Active members from'));
    await userEvent.type(within(second).getByLabelText('Active members from'), '3');
    await userEvent.type(within(second).getByLabelText('Rate (%)'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Offer a contract' }));
    await expect(await within(form).findByRole('status', {}, wait)).toHaveTextContent('The contract was offered.');
    await expect(within(form).queryByRole('group', { name: 'Tier 2' })).toBeNull();
    const downlines = canvas.getByRole('region', { name: 'Contracts with my downlines' });
    await waitFor(() => expect(within(downlines).getByText('member3')).toBeVisible(), wait);
    const card = within(downlines).getByText('member3').closest('li') as HTMLElement;
    const rows = within(within(card).getByRole('table')).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/Tier 1\s*1000\.00\s*0\.00\s*0\s*10%/);
    await expect(rows[2]).toHaveTextContent(/Tier 2\s*5000\.00\s*2000\.00\s*3\s*20%/);
    await expect(card).toHaveTextContent('Offered');
  },
};

/**
 * Tiers whose rates do not rise are refused by the domain's rule before anything is sent; removing the
 * second tier hands the focus back to "Add a tier", and the one-tier offer goes.
 */
export const TierRulesRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('region', { name: 'Offer a contract' }, wait);
    await userEvent.type(within(form).getByLabelText('Downline username'), 'member4');
    await userEvent.type(within(within(form).getByRole('group', { name: 'Tier 1' })).getByLabelText('Rate (%)'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
    const second = await within(form).findByRole('group', { name: 'Tier 2' });
    await userEvent.clear(within(second).getByLabelText('Period valid bet from'));
    await userEvent.type(within(second).getByLabelText('Period valid bet from'), '5000');
    await userEvent.type(within(second).getByLabelText('Rate (%)'), '15');
    await userEvent.click(within(form).getByRole('button', { name: 'Offer a contract' }));
    await expect(await within(form).findByRole('alert', {}, wait)).toHaveTextContent(
      'Each tier must pay a higher rate than the one before it.',
    );
    const downlines = canvas.getByRole('region', { name: 'Contracts with my downlines' });
    await expect(within(downlines).queryByText('member4')).toBeNull();
    await userEvent.click(within(second).getByRole('button', { name: 'Remove tier 2' }));
    await expect(within(form).getByRole('button', { name: 'Add a tier' })).toHaveFocus();
    await expect(within(form).queryByRole('alert')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Offer a contract' }));
    await expect(await within(form).findByRole('status', {}, wait)).toHaveTextContent('The contract was offered.');
  },
};

/**
 * The offer form with three tiers, each a labelled group with its own remove button; at the most tiers
 * "Add a tier" is off. (A new agent's page, with no contract yet, so the form is in view.)
 */
export const TierForm: Story = {
  parameters: {
    sandbox: answerOnce(path, {
      kind: 'dividend',
      mine: null,
      downlines: [],
      needsConfirmation: false,
      toTerminate: [],
      terminated: [],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('region', { name: 'Offer a contract' }, wait);
    await expect(within(form).queryByRole('button', { name: 'Remove tier 1' })).toBeNull();
    const add = within(form).getByRole('button', { name: 'Add a tier' });
    await userEvent.click(add);
    await userEvent.click(add);
    for (const [index, bet, rate] of [
      [1, '1000', '10'],
      [2, '5000', '15'],
      [3, '20000', '20'],
    ] as const) {
      const tier = within(form).getByRole('group', { name: `Tier ${index}` });
      await userEvent.clear(within(tier).getByLabelText('Period valid bet from'));
      await userEvent.type(within(tier).getByLabelText('Period valid bet from'), bet);
      await userEvent.type(within(tier).getByLabelText('Rate (%)'), rate);
      if (index > 1) await expect(within(tier).getByRole('button', { name: `Remove tier ${index}` })).toBeEnabled();
    }
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(within(form).getAllByRole('group')).toHaveLength(5);
    await expect(add).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove tier 5' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Remove tier 4' }));
    await expect(within(form).getAllByRole('group')).toHaveLength(3);
    await expect(add).toBeEnabled();
  },
};

/** SPEC §4: while the contracts load, their place is held. */
export const Loading: Story = contractPageStates.loading;

/** The contracts could not be read: the catalogue's message and a retry, which brings them. */
export const FailedThenRetry: Story = contractPageStates.failedThenRetry;

/** On a 360 px phone the contracts stack, nothing wider than the screen. */
export const Phone: Story = contractPageStates.phone;
