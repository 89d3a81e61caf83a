import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sandboxControlsOf } from '../../../.storybook/sandbox-loader';
import { PhoneAuthError, type PhoneAuthProvider } from '../../platform/phone-auth-provider';
import { useSessionActions } from '../../platform/session-hooks';
import { Button } from '../../primitives/button/button';
import { AuthStoryHarness } from '../../testing/auth-story-harness';
import { dismissPopupNotices, logInThroughDialog } from '../../testing/login-story-steps';
import { dialogChunk } from '../../testing/on-demand-story';

function ReloadMember() {
  const session = useSessionActions();
  return (
    <>
      <Button translate="no" variant="outline" className="m-4" onClick={() => void session.refreshMember()}>
        Reload member
      </Button>
      <Button translate="no" variant="outline" className="m-4" onClick={() => void session.signOut()}>
        Sign out
      </Button>
    </>
  );
}

const meta = {
  title: 'Auth/Session states',
  component: AuthStoryHarness,
  render: (args) => (
    <AuthStoryHarness {...args}>
      <ReloadMember />
    </AuthStoryHarness>
  ),
} satisfies Meta<typeof AuthStoryHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §8 session expired: a 401 on any call ends the session on this side too. */
export const SessionExpires: Story = {
  args: { dialog: 'login', storage: globalThis.sessionStorage },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await logInThroughDialog('player1', 'Player123');
    await dismissPopupNotices();
    await expect(await canvas.findByText('member:player1')).toBeVisible();
    await expect(sessionStorage.getItem('account')).toBe('player1');
    await sandboxControlsOf(loaded).advanceClock(3 * 60 * 60 * 1000);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload member' }));
    await expect(await canvas.findByText('anonymous', {}, { timeout: 30_000 })).toBeVisible();
    // The 401 ends the session down the same path as a logout: the account's session keys go too.
    await expect(sessionStorage.getItem('account')).toBeNull();
  },
};

/**
 * One owner for the token: the stories' transport keeps it in a store of its own (as a brand may), so the session
 * must neither write it to sessionStorage nor miss it; a logout ends the session and clears the session keys.
 */
export const BrandTokenStoreAndLogout: Story = {
  args: { dialog: 'login', storage: globalThis.sessionStorage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logInThroughDialog('player1', 'Player123');
    await dismissPopupNotices();
    await expect(await canvas.findByText('member:player1')).toBeVisible();
    await expect(sessionStorage.getItem('token')).toBeNull();
    await expect(sessionStorage.getItem('account')).toBe('player1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByText('anonymous', {}, { timeout: 30_000 })).toBeVisible();
    await expect(sessionStorage.getItem('account')).toBeNull();
  },
};

/** SPEC §4: visitors' popups (execution B) when the site turns them on; closed once, they stay closed. */
export const VisitorPopups: Story = {
  args: { visitorPopups: true },
  play: async ({ canvasElement }) => {
    const popups = await screen.findByRole('dialog', { name: 'Announcements' }, { timeout: 30_000 });
    await expect(within(popups).getByRole('heading', { name: 'Join LobbyKit' })).toBeVisible();
    await expect(within(popups).queryByRole('heading', { name: 'Good luck today' })).toBeNull();
    // Closed with Escape, the popup that opened by itself hands focus to the page, not to nowhere.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull());
    await expect(within(canvasElement).getByText('anonymous')).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(canvasElement.querySelector('main')));
  },
};

const busyProvider: PhoneAuthProvider = {
  name: 'Busy SMS',
  async sendCode() {
    throw new PhoneAuthError('auth/too-many-requests');
  },
};

/** SPEC §8: a phone-verification code from the provider is shown with its catalogue message. */
export const PhoneAuthTooManyRequests: Story = {
  args: { dialog: 'login', phoneAuth: busyProvider },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk);
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Phone verification' }, { timeout: 30_000 }));
    const form = within(within(dialog).getByRole('tabpanel'));
    await userEvent.type(form.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'The verification code could not be sent.' });
    await expect(warning).toHaveTextContent('Too many requests. Please try again after 5 minutes.');
    await userEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    await expect(form.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};
