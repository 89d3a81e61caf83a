import { getCustomerService, getSystemStatus } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../.storybook/sandbox-loader';
import { useCallQuery } from '../platform/call-hooks';
import { Button } from '../primitives/button/button';
import { useLiveChat } from './use-live-chat';

/** Stories only: a "Live chat" button as the side bar and the maintenance page have it. */
function LiveChatButton() {
  const t = useT();
  const liveChat = useLiveChat();
  // In the site the status (with the brand's configuration) has arrived before anything shows.
  const status = useCallQuery(getSystemStatus);
  return (
    <div className="flex flex-col items-start gap-3 p-6">
      <Button disabled={!status.isSuccess} onClick={() => void liveChat.open()}>
        {t('live_chat')}
      </Button>
      {liveChat.problem ? (
        <p role="alert" className="text-danger text-sm">
          {t.message({ key: liveChat.problem })}
        </p>
      ) : null}
      {liveChat.dialog}
    </div>
  );
}

const meta = {
  title: 'Screens/Customer service/Live chat',
  component: LiveChatButton,
} satisfies Meta<typeof LiveChatButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const inFrame: SandboxSetup = (controls) => controls.setBrand({ liveChatInFrame: true });
const SERVICE = getCustomerService.path;

/** A window the browser would open, for the play functions to look at. */
const fakeWindow = () => ({ opener: {} as unknown, location: { href: '' }, close: fn() });

const pressLiveChat = async (canvasElement: HTMLElement) => {
  const button = within(canvasElement).getByRole('button', { name: 'Live chat' });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 30_000 });
  await userEvent.click(button);
};

/** SPEC §2 chat room: where the brand allows it, the live chat opens in a frame in the chat room dialog. */
export const ChatInTheChatRoom: Story = {
  parameters: { sandbox: inFrame },
  play: async ({ canvasElement }) => {
    const opened = spyOn(window, 'open');
    await pressLiveChat(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Chat room' }, { timeout: 30_000 });
    const frame = await within(dialog).findByTitle('Customer service live chat', {}, { timeout: 30_000 });
    await expect(frame).toHaveAttribute('src', `${window.location.origin}/sandbox-assets/chat.html`);
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
    await expect(frame).toHaveAttribute('allow', 'clipboard-write');
    await expect(within(dialog).getByRole('link', { name: 'Open in a new window' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(opened).not.toHaveBeenCalled();
    opened.mockRestore();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** By default the live chat opens in its own window, pointed at the decrypted chat address. */
export const ChatInItsOwnWindow: Story = {
  play: async ({ canvasElement }) => {
    const chat = fakeWindow();
    const opened = spyOn(window, 'open').mockImplementation(() => chat as unknown as Window);
    await pressLiveChat(canvasElement);
    await waitFor(() => expect(chat.location.href).toMatch(/\/sandbox-assets\/chat\.html$/), { timeout: 30_000 });
    await expect(chat.opener).toBeNull();
    await expect(chat.close).not.toHaveBeenCalled();
    await expect(screen.queryByRole('dialog')).toBeNull();
    opened.mockRestore();
  },
};

/** SPEC §8: a browser that blocks the window gets "allow popups". */
export const PopupBlocked: Story = {
  play: async ({ canvasElement }) => {
    const opened = spyOn(window, 'open').mockImplementation(() => null);
    await pressLiveChat(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Your browser blocked the pop-up window. Please allow pop-ups for this site and try again.',
    );
    opened.mockRestore();
  },
};

/** SPEC §8: when the customer-service call fails, the window that was opened closes, and the page says why. */
export const WindowClosesWhenServiceFails: Story = {
  parameters: {
    sandbox: (async (controls) => {
      for (let attempt = 0; attempt < 3; attempt++) await controls.failNext(SERVICE, { network: true });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const chat = fakeWindow();
    const opened = spyOn(window, 'open').mockImplementation(() => chat as unknown as Window);
    await pressLiveChat(canvasElement);
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
      'The network connection is abnormal. Please try again.',
    );
    await expect(chat.close).toHaveBeenCalled();
    opened.mockRestore();
  },
};
