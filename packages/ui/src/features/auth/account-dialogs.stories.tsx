import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sandboxControlsOf } from '../../../.storybook/sandbox-loader';
import { useAuthDialogs } from '../../platform/auth-dialogs-context';
import { useGatedAction } from '../../platform/use-gated-action';
import { Button } from '../../primitives/button/button';
import { AuthStoryHarness, storyNavigate } from '../../testing/auth-story-harness';
import { dismissPopupNotices, logInThroughDialog } from '../../testing/login-story-steps';
import { dialogChunk } from '../../testing/on-demand-story';
import { storyClock } from '../../testing/story-clock';

/** What a page offers a player: a gated deposit, change password and sign out. */
function AccountActions() {
  const dialogs = useAuthDialogs();
  const gated = useGatedAction();
  const [deposited, setDeposited] = useState(false);
  return (
    <div translate="no" className="flex flex-wrap gap-2 p-4">
      <Button onClick={() => gated(() => setDeposited(true))}>Deposit</Button>
      <Button variant="outline" onClick={() => dialogs.open('change-password')}>
        Change my password
      </Button>
      <Button variant="ghost" onClick={() => dialogs.open('logout')}>
        Leave
      </Button>
      {deposited ? <p className="basis-full text-sm">Deposit page opened</p> : null}
    </div>
  );
}

const meta = {
  title: 'Auth/Account dialogs',
  component: AuthStoryHarness,
  render: (args) => (
    <AuthStoryHarness {...args}>
      <AccountActions />
    </AuthStoryHarness>
  ),
} satisfies Meta<typeof AuthStoryHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4, §8: a visitor's gated action opens login; a trial account gets 'need a real account'. */
export const TrialAccountRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await logInThroughDialog('trial1', 'Trial123');
    await dismissPopupNotices();
    await expect(await canvas.findByText('member:trial1')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    const warning = await screen.findByRole('dialog', { name: 'Real account required' }, dialogChunk);
    await expect(warning).toHaveTextContent('This is a trial account. Please register a real account to continue.');
    await userEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Real account required' })).toBeNull());
    await expect(canvas.queryByText('Deposit page opened')).toBeNull();
  },
};

export const RealMemberPassesTheGate: Story = {
  args: { dialog: 'login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logInThroughDialog('player1', 'Player123');
    await dismissPopupNotices();
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(await canvas.findByText('Deposit page opened')).toBeVisible();
  },
};

/** SPEC §4, §9: the default password forces a change that cannot be dismissed; then the popups follow. */
export const ForcedChangeWithDefaultPassword: Story = {
  args: { dialog: 'login' },
  play: async ({ canvasElement }) => {
    storyNavigate.mockClear();
    await logInThroughDialog('newbie1', '123456');
    const change = await screen.findByRole('dialog', { name: 'Change password' }, dialogChunk);
    await expect(change).toHaveAccessibleDescription(
      'For your security, please change the default password before you continue.',
    );
    await expect(within(change).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Change password' })).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull();

    await userEvent.type(within(change).getByLabelText('Current password'), '123456');
    await userEvent.type(within(change).getByLabelText('New password'), 'Newbie2024');
    await userEvent.type(within(change).getByLabelText('Confirm new password'), 'Newbie2024');
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull(), {
      timeout: 30_000,
    });
    await expect(storyNavigate).toHaveBeenLastCalledWith('/');
    await expect(await within(canvasElement).findByText('member:newbie1')).toBeVisible();
    await dismissPopupNotices();
  },
};

/** SPEC §4: change password, then the member info reloads and the player goes to '/'. */
export const ChangePassword: Story = {
  args: { dialog: 'login' },
  play: async ({ canvasElement }) => {
    storyNavigate.mockClear();
    await logInThroughDialog('player1', 'Player123');
    await dismissPopupNotices();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change my password' }));
    const change = await screen.findByRole('dialog', { name: 'Change password' }, dialogChunk);
    await userEvent.type(within(change).getByLabelText('Current password'), 'Player123');
    await userEvent.type(within(change).getByLabelText('New password'), 'Player456');
    await userEvent.type(within(change).getByLabelText('Confirm new password'), 'Player999');
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    const confirm = within(change).getByLabelText('Confirm new password');
    await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));
    await expect(confirm).toHaveFocus();

    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Player456');
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull(), {
      timeout: 30_000,
    });
    await expect(storyNavigate).toHaveBeenLastCalledWith('/');
    await expect(within(canvasElement).getByText('member:player1')).toBeVisible();
  },
};

/** SPEC §2, §4: sign out asks first; cancel keeps the session, confirm ends it and goes to '/'. */
export const LogoutCancelThenConfirm: Story = {
  args: { dialog: 'login' },
  play: async ({ canvasElement }) => {
    storyNavigate.mockClear();
    const canvas = within(canvasElement);
    await logInThroughDialog('player1', 'Player123');
    await dismissPopupNotices();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    let confirm = await screen.findByRole('dialog', { name: 'Sign out' }, dialogChunk);
    await expect(confirm).toHaveTextContent('Are you sure you want to sign out?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign out' })).toBeNull());
    await expect(canvas.getByText('member:player1')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    confirm = await screen.findByRole('dialog', { name: 'Sign out' }, dialogChunk);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign out' })).toBeNull());
    await expect(await canvas.findByText('anonymous')).toBeVisible();
    await expect(storyNavigate).toHaveBeenLastCalledWith('/');
  },
};

/** The forgot-password dialog as a player first sees it: the two ways to reset, the first one's empty form. */
export const ForgotPasswordAtRest: Story = {
  args: { dialog: 'forgot' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Forgot password' }, dialogChunk));
    const tabs = await dialog.findByRole('tablist', {}, { timeout: 30_000 });
    await expect(within(tabs).getByRole('tab', { name: 'By phone' })).toBeVisible();
    await expect(within(tabs).getByRole('tab', { name: 'By e-mail' })).toBeVisible();
    const form = within(dialog.getByRole('tabpanel'));
    for (const field of form.getAllByRole('textbox')) await expect(field).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Reset password' })).toBeEnabled();
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** SPEC §3, §5: forgot by e-mail; the platform mails the reset. */
export const ForgotByEmail: Story = {
  args: { dialog: 'forgot' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' }, dialogChunk);
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'By e-mail' }, { timeout: 30_000 }));
    const form = within(within(dialog).getByRole('tabpanel'));
    await userEvent.type(form.getByRole('textbox', { name: 'Username' }), 'player1');
    await userEvent.type(form.getByRole('textbox', { name: 'E-mail' }), 'player1@lobbykit.test');
    await userEvent.click(form.getByRole('button', { name: 'Reset password' }));
    await expect(await form.findByRole('status')).toHaveTextContent(
      'Please check your e-mail for instructions to reset your password.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Back to log in' }));
    await expect(await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk)).toBeVisible();
  },
};

/** SPEC §4: forgot by phone, then an automatic login with the mobile number and the new password. */
export const ForgotByPhoneThenLogin: Story = {
  args: { dialog: 'forgot', clock: storyClock().now },
  play: async ({ canvasElement, loaded }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' }, dialogChunk);
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'By phone' }, { timeout: 30_000 }));
    const form = within(within(dialog).getByRole('tabpanel'));
    await userEvent.type(form.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await expect(await form.findByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();
    const code = await sandboxControlsOf(loaded).lastSmsCode('912345678');
    await userEvent.type(form.getByLabelText('Verification code'), code ?? '');
    await userEvent.type(form.getByLabelText('New password'), 'Fresh2024');
    await userEvent.click(form.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password' })).toBeNull(), {
      timeout: 30_000,
    });
    await expect(await within(canvasElement).findByText('member:player1')).toBeVisible();
  },
};
