import { getVipLevels, getVipProgress, type VipProgress } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { AuthStoryHarness } from '../../testing/auth-story-harness';
import { SignedInStory } from '../../testing/signed-in-story';
import { VipPage } from './vip-page';

const meta = {
  title: 'Screens/VIP/VIP page',
  component: VipPage,
  render: (args) => (
    <AuthStoryHarness>
      <div className="min-h-screen bg-page">
        <SignedInStory>
          <VipPage {...args} />
        </SignedInStory>
      </div>
    </AuthStoryHarness>
  ),
} satisfies Meta<typeof VipPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Logging the seeded player in hashes its password in the sandbox first: give the first look time.
const slow = { timeout: 30_000 };

const visitorRender: Story['render'] = (args) => (
  <AuthStoryHarness>
    <div className="min-h-screen bg-page">
      <VipPage {...args} />
    </div>
  </AuthStoryHarness>
);

const benefits = (upgrade: string, rebate: string, withdrawals: string) => [
  { key: 'upgradeBonus', value: upgrade },
  { key: 'rebateRate', value: rebate },
  { key: 'dailyWithdrawals', value: withdrawals },
];
const topLevel: VipProgress = {
  level: 1,
  name: 'Diamond',
  nextLevel: null,
  validBet: { current: '1250000.00', required: null },
  deposit: { current: '150000.00', required: null },
  percent: 100,
  benefits: [...benefits('888.00', '0.8%', '20'), { key: 'dedicatedService', value: 'yes' }] as VipProgress['benefits'],
  levels: [
    {
      level: 0,
      name: 'Bronze',
      validBetRequired: '0.00',
      depositRequired: '0.00',
      benefits: benefits('0.00', '0.3%', '3') as VipProgress['benefits'],
    },
    {
      level: 1,
      name: 'Diamond',
      validBetRequired: '1000000.00',
      depositRequired: '100000.00',
      benefits: [
        ...benefits('888.00', '0.8%', '20'),
        { key: 'dedicatedService', value: 'yes' },
      ] as VipProgress['benefits'],
    },
  ],
};

/** While the player's standing is on its way: the standing and the ladder as skeletons, announced. */
export const Loading: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(getVipProgress.path, { stall: true, stallMs: 120_000 })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading…' }, slow)).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="vip-standing-skeleton"]')).not.toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/**
 * The player's level and the progress to the next (the lower of the two requirements), what the level gives, and the
 * five levels with the player's marked.
 */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByTestId('vip-level-name', {}, slow);
    const levels = canvas.getByRole('list', { name: 'VIP levels' });
    await waitFor(() => expect(within(levels).getAllByRole('article')).toHaveLength(5));
    const mine = within(levels).getByRole('article', { name: name.textContent ?? '' });
    await expect(within(mine).getByText('Your level')).toBeVisible();
    await expect(levels.querySelectorAll('[data-current]')).toHaveLength(1);
    const progress = canvas.getByRole('progressbar');
    await expect(progress).toHaveAccessibleName(/^Progress to /);
    const percent = Number(progress.getAttribute('aria-valuenow'));
    await expect(percent).toBeGreaterThanOrEqual(0);
    await expect(percent).toBeLessThanOrEqual(100);
    await expect(canvas.getByText(`${percent}%`)).toBeVisible();
    const silver = within(within(levels).getByRole('article', { name: 'Silver' }));
    await expect(silver.getByText('10,000.00 VND')).toBeVisible();
    await expect(silver.getByText('5 a day')).toBeVisible();
    await expect(within(within(levels).getByRole('article', { name: 'Diamond' })).getByText('Included')).toBeVisible();
  },
};

/** At the top level there is no next level to chase: said plainly, with every benefit of the level. */
export const TopLevel: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(getVipProgress.path, {
        body: { success: true, message: '', value: topLevel },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You have reached the top level. Enjoy every benefit.', {}, slow),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const standing = within(canvasElement.querySelector('[data-slot="vip-standing"]') as HTMLElement);
    await expect(standing.getByText('888.00 VND')).toBeVisible();
    await expect(standing.getByText('20 a day')).toBeVisible();
  },
};

/** SPEC §8: a standing that cannot be read says why where the levels would be; Try again brings them. */
export const FailsThenRetries: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await controls.failNext(getVipProgress.path, { network: true });
      }
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const problem = await canvas.findByText('The network connection is abnormal. Please try again.', {}, slow);
    await userEvent.click(within(problem.closest('[data-slot="call-problem"]') as HTMLElement).getByRole('button'));
    await expect(await canvas.findByTestId('vip-level-name', {}, slow)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5));
  },
};

/** A visitor sees every level and what it gives, and a call to log in that opens the login. */
export const Visitor: Story = {
  render: visitorRender,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Log in to see your VIP level' }, slow)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5), slow);
    await expect(canvas.queryByTestId('vip-level-name')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-current]')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await screen.findByRole('dialog', { name: 'Log in' }, slow)).toBeVisible();
  },
};

/** No levels offered: the honest empty state under the call to log in. */
export const VisitorNoLevels: Story = {
  render: visitorRender,
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(getVipLevels.path, {
        body: { success: true, message: '', value: { levels: [] } },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No VIP levels yet', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};
