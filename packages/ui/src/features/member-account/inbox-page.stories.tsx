import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { useUnreadCount } from '../../platform/member-badges';
import { phoneViewport, SignedInStory } from '../../testing/signed-in-story';
import { InboxPage } from './inbox-page';

/** Stands in for the badges outside the page (user menu, member-centre list): they read the same count. */
function BadgeProbe() {
  return <output data-testid="badge">{useUnreadCount()}</output>;
}

const meta = {
  title: 'Screens/Member centre/Platform information',
  component: InboxPage,
  args: { openPage: fn() },
  decorators: [
    (Story, { parameters }) => (
      <main className="mx-auto max-w-4xl p-4">
        <SignedInStory {...(parameters.account as { username: string; password: string } | undefined)}>
          <BadgeProbe />
          <Story />
        </SignedInStory>
      </main>
    ),
  ],
} satisfies Meta<typeof InboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 30_000 };

const titlesOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.textContent?.replace(/^Unread: /, '').split(/System|Promotion|Account/)[0]);

// SPEC §2: unread messages come first, newest first; then the read ones.
export const UnreadFirst: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = await page.findByRole('list', { name: 'Messages' }, slow);
    await expect(page.getByText('4 unread messages')).toBeVisible();
    await expect(titlesOf(list).slice(0, 5)).toEqual([
      'Security reminder',
      'Weekend tournament',
      'Deposit received',
      'Points mall restocked',
      'Password changed',
    ]);
    await expect(within(list).getAllByText(/^Unread:/)).toHaveLength(4);
  },
};

// Opening a message shows its HTML sanitised (the script is gone) and marks it read: both counts drop together.
export const ReadAMessage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = await page.findByRole('list', { name: 'Messages' }, slow);
    await waitFor(() => expect(page.getByTestId('badge')).toHaveTextContent('4'));
    await userEvent.click(within(list).getByRole('button', { name: /Security reminder/ }));
    const message = page.getByRole('article', { name: 'Security reminder' });
    await expect(within(message).getByText('Never share your payment password.')).toBeVisible();
    await expect(message.querySelector('script')).toBeNull();
    await expect((window as { __lobbykitXss?: boolean }).__lobbykitXss).toBeUndefined();
    await waitFor(() => expect(page.getByText('3 unread messages')).toBeVisible());
    await waitFor(() => expect(page.getByTestId('badge')).toHaveTextContent('3'));
  },
};

export const MarkAllAsRead: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const markAll = await page.findByRole('button', { name: 'Mark all as read' }, slow);
    await waitFor(() => expect(markAll).toBeEnabled());
    await userEvent.click(markAll);
    await waitFor(() => expect(page.getByText('No unread messages')).toBeVisible());
    await expect(markAll).toBeDisabled();
    await waitFor(() => expect(page.getByTestId('badge')).toHaveTextContent('0'));
    await expect(page.queryAllByText(/^Unread:/)).toHaveLength(0);
  },
};

// On a phone the list gives way to the open message, and Back brings the list again.
export const ReadOnAPhone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = await page.findByRole('list', { name: 'Messages' }, slow);
    await userEvent.click(within(list).getByRole('button', { name: /Weekend tournament/ }));
    await expect(page.getByRole('article', { name: 'Weekend tournament' })).toBeVisible();
    await expect(list).not.toBeVisible();
    await userEvent.click(page.getByRole('button', { name: /Back to messages/ }));
    await expect(await page.findByRole('list', { name: 'Messages' })).toBeVisible();
  },
};

export const NoMessages: Story = {
  parameters: { account: { username: 'member2', password: 'Member123' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No messages yet.', {}, slow)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const ListFailsThenRecovers: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await controls.failNext('/wps/relay/CSP_messageList', { network: true });
      }
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const problem = await page.findByRole('alert', {}, slow);
    await expect(problem).toHaveTextContent('The network connection is abnormal');
    await userEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await expect(await page.findByRole('list', { name: 'Messages' }, slow)).toBeVisible();
  },
};
