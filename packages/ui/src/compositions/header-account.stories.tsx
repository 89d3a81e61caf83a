import { getBalance } from '@lobbykit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { sandboxControlsOf } from '../../.storybook/sandbox-loader';
import { AuthDialogsProvider } from '../features/auth/auth-dialogs-provider';
import { UserMenu } from '../features/shell/user-menu';
import { SessionProvider } from '../platform/session-provider';
import { HeaderAccount } from './header-account';

const meta = {
  title: 'Screens/Shell/Header account',
  component: HeaderAccount,
  args: { onOpen: fn() },
  // Its look is the app shell's logged-in header, whose stories have the baselines.
  tags: ['no-visual'],
  decorators: [
    (Story) => (
      <SessionProvider storage={null}>
        <AuthDialogsProvider merchant="story">
          <header className="flex justify-end bg-surface-1 p-4">
            <Story />
          </header>
        </AuthDialogsProvider>
      </SessionProvider>
    ),
  ],
} satisfies Meta<typeof HeaderAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

// Logging a seeded account in hashes its password in the sandbox first: give the first look time.
const slow = { timeout: 30_000 };

/**
 * The header reads only the session parts it shows (status, account, agent or not), so the account menu is not
 * drawn again when something else changes: the after-login popups closing, or a new balance. The user menu's
 * renders are counted through a spy on its module (.storybook/preview.tsx).
 */
export const StaysStillWhileTheBalanceRefreshes: Story = {
  play: async ({ canvasElement, loaded }) => {
    const header = within(canvasElement);
    await userEvent.type(await header.findByRole('textbox', { name: 'Username' }), 'player1');
    await userEvent.type(header.getByLabelText('Password', { selector: 'input' }), 'Player123');
    await userEvent.click(header.getByRole('button', { name: 'Log in' }));
    const popups = await screen.findByRole('dialog', { name: 'Announcements' }, slow);
    // Settled: behind the popups, the menu shows the player and their unread count (player1 has 4).
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="user-menu"]')).toHaveTextContent('player1, 4 unread messages'),
    );
    const rendersBefore = mocked(UserMenu).mock.calls.length;
    await expect(rendersBefore).toBeGreaterThan(0);

    await userEvent.click(within(popups).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull());
    const refresh = header.getByRole('button', { name: /Refresh balance/ });
    await waitFor(() => expect(refresh).toHaveTextContent('1,234.50'));
    // The platform now reports another balance, so the refresh shows on screen.
    await sandboxControlsOf(loaded).failNext(getBalance.path, {
      body: { success: true, message: '', value: { currency: 'VND', main: '2000.00', total: '2000.00', wallets: [] } },
    });
    await userEvent.click(refresh);
    await waitFor(() => expect(refresh).toHaveTextContent('2,000.00'));

    await expect(header.getByRole('button', { name: /Account menu: player1/ })).toBeVisible();
    await expect(mocked(UserMenu).mock.calls.length).toBe(rendersBefore);
  },
};
