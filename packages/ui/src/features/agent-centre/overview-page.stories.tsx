import { getTeamOverview } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { AgentPageStory } from '../../testing/agent-centre-story-harness';
import { phoneViewport } from '../../testing/signed-in-story';
import { AgentOverviewPage } from './overview-page';

const meta = {
  title: 'Screens/Agent centre/Overview',
  component: AgentOverviewPage,
  args: { openPage: fn() },
  render: (args) => (
    <AgentPageStory>
      <AgentOverviewPage {...args} />
    </AgentPageStory>
  ),
} satisfies Meta<typeof AgentOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 30_000 };

const figure = (root: HTMLElement, term: string) =>
  within(root).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

/** SPEC §2: agent1's team (size, make-up, balance), and over the last 30 days its members, money and play. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Last 30 days' }, wait));
    const team = await canvas.findByRole('region', { name: 'Team' }, wait);
    await expect(Number(figure(team, 'Team size'))).toBeGreaterThan(5);
    await expect(figure(team, 'Agents / members')).toMatch(/^\d+ \/ \d+$/);
    await expect(figure(team, 'Team balance')).toMatch(/VND$/);
    const period = canvas.getByRole('region', { name: 'In this period' });
    await waitFor(() => expect(Number(figure(period, 'Active members'))).toBeGreaterThan(0), wait);
    await expect(figure(period, 'Deposits')).toMatch(/VND$/);
    await expect(figure(period, 'Valid bet')).toMatch(/VND$/);
    await expect(figure(period, 'Team profit and loss')).toMatch(/VND$/);
    const levels = canvas.getByRole('region', { name: 'Downlines by level' });
    await expect(within(levels).getByText('Level 1')).toBeVisible();
  },
};

/** The period switches change the figures of the period, not the team's size. */
export const PeriodSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = await canvas.findByRole('region', { name: 'Team' }, wait);
    const size = figure(team, 'Team size');
    const period = canvas.getByRole('region', { name: 'In this period' });
    const today = figure(period, 'Valid bet');
    await userEvent.click(canvas.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(figure(period, 'Valid bet')).not.toBe(today), wait);
    await expect(figure(team, 'Team size')).toBe(size);
  },
};

/** An agent without a team is told how to start one; the button leads to the register centre. */
export const NoTeam: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(getTeamOverview.path, {
        body: {
          success: true,
          message: null,
          value: {
            teamSize: 0,
            directCount: 0,
            agentCount: 0,
            memberCount: 0,
            levels: [],
            newMembers: 0,
            activeMembers: 0,
            depositCount: 0,
            depositAmount: '0.00',
            withdrawalCount: 0,
            withdrawalAmount: '0.00',
            bets: { count: 0, betAmount: '0.00', validBet: '0.00', payout: '0.00', winLoss: '0.00' },
            teamBalance: '0.00',
          },
        },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No team yet' }, wait)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open an account' }));
    await expect(args.openPage).toHaveBeenCalledWith('registerCenter');
  },
};

/** While the figures load, cards keep their place. */
export const Loading: Story = {
  parameters: {
    sandbox: ((controls) => controls.failNext(getTeamOverview.path, { stall: true })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, wait)).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('region', { name: 'Team' })).toBeNull();
  },
};

/** The figures could not be read: the catalogue's message and a retry, which brings them. */
export const FailedThenRetry: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(getTeamOverview.path, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByRole('alert', {}, wait);
    await expect(problem).toHaveTextContent('The network connection is abnormal. Please try again.');
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Team' }, wait)).toBeVisible();
  },
};

/** On a 360 px phone the figures stand two to a row, nothing wider than the screen. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Team' }, wait)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
