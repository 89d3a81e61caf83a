import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { phoneViewport, SignedInStory } from '../../testing/signed-in-story';
import { ReferralPage } from './referral-page';

const writeText = fn<(text: string) => Promise<void>>();
const share = fn<(data: ShareData) => Promise<void>>();

// The story's own clipboard and share sheet: what a click hands them is what the player would paste or share.
function stubBrowser({ canShare }: { canShare: boolean }) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  Object.defineProperty(navigator, 'share', { configurable: true, value: canShare ? share : undefined });
}

const meta = {
  title: 'Screens/Member centre/Invite friends',
  component: ReferralPage,
  args: { openPage: fn() },
  decorators: [
    (Story, { parameters }) => (
      <main className="mx-auto max-w-4xl p-4">
        <SignedInStory {...(parameters.account as { username: string; password: string } | undefined)}>
          <Story />
        </SignedInStory>
      </main>
    ),
  ],
  beforeEach: () => {
    writeText.mockReset().mockResolvedValue(undefined);
    share.mockReset().mockResolvedValue(undefined);
    stubBrowser({ canShare: false });
  },
} satisfies Meta<typeof ReferralPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };

// SPEC §2: code, link with its QR code, and the friends invited with what they earned the player.
export const CodeLinkAndFriends: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('img', { name: 'QR code of your invitation link' }, slow)).toBeVisible();
    const link = page.getByText(/\/register\?referralCode=R\d+$/);
    await expect(link.textContent).toMatch(/^https?:\/\//);
    const friends = page.getByRole('list');
    await expect(within(friends).getAllByRole('listitem')).toHaveLength(3);
    await expect(page.getByText('Friends invited').nextSibling).toHaveTextContent('3');
    // No Web Share API in this browser: no share button.
    await expect(page.queryByRole('button', { name: 'Share' })).toBeNull();

    await userEvent.click(page.getByRole('button', { name: 'Copy link' }));
    await expect(writeText).toHaveBeenCalledWith(link.textContent);
    await expect(await page.findByRole('button', { name: 'Copied' })).toBeVisible();
  },
};

export const CopyFails: Story = {
  play: async ({ canvasElement }) => {
    writeText.mockRejectedValue(new Error('denied'));
    const page = within(canvasElement);
    await page.findByRole('img', { name: 'QR code of your invitation link' }, slow);
    await userEvent.click(page.getByRole('button', { name: 'Copy code' }));
    await expect(await page.findByText('Could not copy. Please select the text and copy it yourself.')).toBeVisible();
  },
};

// Where the browser can share, the link goes to its share sheet with the code in the words.
export const ShareTheLink: Story = {
  ...phoneViewport,
  beforeEach: () => stubBrowser({ canShare: true }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('img', { name: 'QR code of your invitation link' }, slow);
    await userEvent.click(page.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    const [data] = share.mock.calls[0] as [ShareData];
    await expect(data.url).toMatch(/\/register\?referralCode=R\d+$/);
    await expect(data.text).toMatch(/Register with my code R\d+\./);
  },
};

export const NoFriendsYet: Story = {
  parameters: { account: { username: 'member2', password: 'Member123' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No friends have registered with your code yet.', {}, slow)).toBeVisible();
  },
};

export const LoadFailsThenRecovers: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await controls.failNext('/wps/relay/MCSFE_getReferral', { network: true });
      }
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const problem = await page.findByRole('alert', {}, slow);
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(await page.findByRole('img', { name: 'QR code of your invitation link' }, slow)).toBeVisible();
  },
};
