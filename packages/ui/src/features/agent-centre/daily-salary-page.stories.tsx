import { type Contract, getContracts, processDailySalaryContract } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { AgentPageStory } from '../../testing/agent-centre-story-harness';
import { contractPageStates } from '../../testing/contract-page-stories';
import { answerOnce } from '../../testing/sandbox-faults';
import { DailySalaryPage } from './daily-salary-page';

const meta = {
  title: 'Screens/Agent centre/Daily salary',
  component: DailySalaryPage,
  args: { openPage: fn() },
  render: (args) => (
    <AgentPageStory>
      <DailySalaryPage {...args} />
    </AgentPageStory>
  ),
} satisfies Meta<typeof DailySalaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };
const path = getContracts.path;
const process = processDailySalaryContract.path;

const contract = ({ tiers, ...fields }: Partial<Contract>): Contract => ({
  tiers: tiers ?? [{ minValidBet: '0.00', minProfitLoss: '0.00', minActiveMembers: 0, rate: fields.rate ?? '1.2' }],
  id: 'C900001',
  kind: 'dailySalary',
  status: 'accepted',
  upline: 'agent1',
  downline: 'agent2',
  periodType: 'D',
  rate: '1.2',
  profitRate: null,
  lossRate: null,
  minValidBet: '0.00',
  minActiveMembers: 0,
  offeredAt: Date.UTC(2026, 5, 1),
  answeredAt: Date.UTC(2026, 5, 1, 1),
  terminatedAt: null,
  ...fields,
});
const state = (fields: Record<string, unknown>) => ({
  kind: 'dailySalary',
  mine: null,
  downlines: [],
  needsConfirmation: false,
  toTerminate: [],
  terminated: [],
  ...fields,
});

/** SPEC §3, §9: agent1's own contract with the platform, its contract with agent2, and when the wage is paid. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await canvas.findByRole('region', { name: 'My contract' }, wait);
    await expect(mine).toHaveTextContent('1.5%');
    await expect(mine).toHaveTextContent('The platform');
    const downlines = canvas.getByRole('region', { name: 'Contracts with my downlines' });
    await expect(within(downlines).getByText('agent2')).toBeVisible();
    await expect(downlines).toHaveTextContent('1.2%');
    await expect(canvas.getByText('A daily wage is paid the day after the statistics day.')).toBeVisible();
  },
};

/** SPEC §4: an offer to a direct downline; it waits for the downline's answer. */
export const OfferToDownline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('region', { name: 'Offer a contract' }, wait);
    await userEvent.type(within(form).getByLabelText('Downline username'), 'member2');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Offer a contract' }));
    await expect(await within(form).findByRole('status', {}, wait)).toHaveTextContent('The contract was offered.');
    const downlines = canvas.getByRole('region', { name: 'Contracts with my downlines' });
    await waitFor(() => expect(within(downlines).getByText('member2')).toBeVisible(), wait);
  },
};

/** SPEC §4: a rate above the agent's own contract is refused with the catalogue's message. */
export const RateAboveOwn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('region', { name: 'Offer a contract' }, wait);
    await userEvent.type(within(form).getByLabelText('Downline username'), 'member3');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Offer a contract' }));
    await expect(await within(form).findByRole('alert', {}, wait)).toHaveTextContent(
      'The rate cannot be higher than the rate of your own contract',
    );
  },
};

/** SPEC §4: while the contracts load, their place is held. */
export const Loading: Story = contractPageStates.loading;

/** The contracts could not be read: the catalogue's message and a retry, which brings them. */
export const FailedThenRetry: Story = contractPageStates.failedThenRetry;

/** On a 360 px phone the contracts stack, nothing wider than the screen. */
export const Phone: Story = contractPageStates.phone;

/** SPEC §4: an offer below a rate further down names the contracts it ends and is sent only once confirmed. */
export const LowerRateConfirmation: Story = {
  parameters: {
    sandbox: (async (controls) => {
      await answerOnce(
        process,
        state({
          needsConfirmation: true,
          toTerminate: [contract({ upline: 'agent2', downline: 'agent3', rate: '1' })],
        }),
      )(controls);
      await answerOnce(process, state({ downlines: [contract({ status: 'offered', rate: '0.5' })] }))(controls);
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('region', { name: 'Offer a contract' }, wait);
    await userEvent.type(within(form).getByLabelText('Downline username'), 'agent2');
    await userEvent.type(within(form).getByLabelText('Rate (%)'), '0.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Offer a contract' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Terminate downline contracts?' }, wait);
    await expect(dialog).toHaveTextContent('Contracts to be terminated: agent3 (1%)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(form).findByRole('status', {}, wait)).toHaveTextContent('The contract was offered.');
  },
};

/** SPEC §4: the downline's view of an offer from its upline: accept it (or reject it). */
export const OfferToMe: Story = {
  parameters: {
    sandbox: (async (controls) => {
      await answerOnce(
        path,
        state({ mine: contract({ status: 'offered', upline: 'agent1', downline: 'agent2', answeredAt: null }) }),
      )(controls);
      await answerOnce(process, state({ mine: contract({ status: 'accepted' }) }))(controls);
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await canvas.findByRole('region', { name: 'My contract' }, wait);
    await expect(mine).toHaveTextContent('Your upline offers you this contract.');
    await expect(within(mine).getByRole('button', { name: 'Reject' })).toBeEnabled();
    await userEvent.click(within(mine).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(mine).toHaveTextContent('Accepted'), wait);
  },
};

/** A contract of several tiers (daily bet amount, active members, rate) lists each tier in a table. */
export const TieredContract: Story = {
  parameters: {
    sandbox: answerOnce(
      path,
      state({
        mine: contract({
          status: 'offered',
          upline: 'agent1',
          downline: 'agent2',
          answeredAt: null,
          rate: '1.4',
          minValidBet: '1000.00',
          minActiveMembers: 1,
          tiers: [
            { minValidBet: '1000.00', minProfitLoss: '0.00', minActiveMembers: 1, rate: '1' },
            { minValidBet: '5000.00', minProfitLoss: '0.00', minActiveMembers: 3, rate: '1.4' },
          ],
        }),
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = await canvas.findByRole('region', { name: 'My contract' }, wait);
    const table = within(mine).getByRole('table', { name: 'Tiers' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tiers', 'Daily valid bet from', 'Active members from', 'Rate (%)']);
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/Tier 1\s*1000\.00\s*1\s*1%/);
    await expect(rows[2]).toHaveTextContent(/Tier 2\s*5000\.00\s*3\s*1\.4%/);
    await expect(within(mine).getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
};
