import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { phoneViewport, SignedInStory } from '../../testing/signed-in-story';
import { MissionsPage } from './missions-page';

const meta = {
  title: 'Screens/Member centre/Mission activity',
  component: MissionsPage,
  args: { openPage: fn() },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-4xl p-4">
        <SignedInStory>
          <Story />
        </SignedInStory>
      </main>
    ),
  ],
} satisfies Meta<typeof MissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };

// SPEC §2: the missions with their progress, the available count, and a mission's leaderboard with my place.
export const MissionsAndLeaderboard: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const slots = await page.findByRole('article', { name: 'Slots week' }, slow);
    await expect(page.getByText(/missions? available/)).toBeVisible();
    await expect(within(slots).getByRole('button', { name: 'Claim' })).toBeVisible();
    const board = page.getByRole('region', { name: 'Leaderboard' });
    const table = await within(board).findByRole('table', {}, slow);
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    await userEvent.click(within(board).getByRole('button', { name: 'Live casino marathon' }));
    await expect(within(board).getByRole('button', { name: 'Live casino marathon' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(within(board).getByRole('table')).toHaveAccessibleName(/Live casino marathon/));
  },
};

export const MissionsOnAPhone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('article', { name: 'Slots week' }, slow);
    await within(page.getByRole('region', { name: 'Leaderboard' })).findByRole('table', {}, slow);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const LoadFailsThenRecovers: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await controls.failNext('/wps/relay/MCSFE_getMissionSummaryDetails', { network: true });
      }
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const problem = await page.findByRole('alert', {}, slow);
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(await page.findByRole('article', { name: 'Slots week' }, slow)).toBeVisible();
  },
};
