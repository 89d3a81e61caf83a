import { rememberCookieNames } from '@lobbykit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type SandboxSetup, sandboxControlsOf } from '../../../.storybook/sandbox-loader';
import { useAuthDialogs } from '../../platform/auth-dialogs-context';
import { Button } from '../../primitives/button/button';
import { AuthStoryHarness } from '../../testing/auth-story-harness';
import { dialogChunk } from '../../testing/on-demand-story';
import { LoginForm } from './login-form';
import { saveRememberedLogin } from './remembered-login';

function OpenLogin() {
  const dialogs = useAuthDialogs();
  return (
    <Button translate="no" variant="outline" className="m-4" onClick={() => dialogs.open('login')}>
      Open the login dialog
    </Button>
  );
}

const meta = {
  title: 'Auth/Header login form',
  component: AuthStoryHarness,
  args: { merchant: 'header-story' },
  render: (args) => (
    <AuthStoryHarness {...args}>
      <div className="bg-surface-1 p-4">
        <LoginForm variant="header" />
      </div>
      <OpenLogin />
    </AuthStoryHarness>
  ),
} satisfies Meta<typeof AuthStoryHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const headerForm = () => within(screen.getByRole('form', { name: 'Log in' }));

async function submit(username: string, password: string) {
  const form = headerForm();
  await userEvent.type(form.getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(form.getByLabelText('Password'), password);
  await userEvent.click(form.getByRole('button', { name: 'Log in' }));
}

/** The header's one-row form as a visitor first sees it: username, password, remember me and the log-in button. */
export const AtRest: Story = {
  play: async () => {
    const form = headerForm();
    await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await expect(form.getByLabelText('Password')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

export const LogsIn: Story = {
  play: async ({ canvasElement }) => {
    await submit('player1', 'Player123');
    await expect(await within(canvasElement).findByText('member:player1', {}, { timeout: 30_000 })).toBeVisible();
  },
};

/**
 * The header's row never grows. A refusal asking for the captcha opens the login dialog with the
 * message, the captcha and what was typed; the header keeps its height and its fields.
 */
export const RefusalContinuesInTheDialog: Story = {
  // The captcha image the dialog shows is drawn afresh on every run.
  parameters: { visual: { maxDiffPixelRatio: 0.01 } },
  play: async ({ canvasElement, loaded }) => {
    const header = screen.getByRole('form', { name: 'Log in' });
    const height = header.getBoundingClientRect().height;
    await submit('player1', 'Wrong999');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk);
    const inDialog = within(dialog);
    await expect(await inDialog.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    await expect(await inDialog.findByRole('img', { name: 'Captcha image' })).toBeVisible();
    await waitFor(() => expect(inDialog.getByLabelText('Captcha')).toHaveFocus());
    await expect(inDialog.getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
    await expect(inDialog.getByLabelText('Password')).toHaveValue('Wrong999');
    await expect(header.getBoundingClientRect().height).toBe(height);
    await expect(within(header).queryByRole('alert', { hidden: true })).toBeNull();
    await expect(within(header).queryByLabelText('Captcha')).toBeNull();
    await expect(within(header).getByLabelText('Username')).toHaveValue('player1');

    // With the captcha from the dialog the player gets in.
    await userEvent.clear(inDialog.getByLabelText('Password'));
    await userEvent.type(inDialog.getByLabelText('Password'), 'Player123');
    await userEvent.type(inDialog.getByLabelText('Captcha'), (await sandboxControlsOf(loaded).lastCaptchaCode()) ?? '');
    await userEvent.click(inDialog.getByRole('button', { name: 'Log in' }));
    await expect(await within(canvasElement).findByText('member:player1', {}, { timeout: 30_000 })).toBeVisible();
  },
};

/** A missing field is not shown under the header's inputs but in the dialog, which says which. */
export const MissingPasswordContinuesInTheDialog: Story = {
  play: async () => {
    const header = screen.getByRole('form', { name: 'Log in' });
    const height = header.getBoundingClientRect().height;
    await userEvent.type(within(header).getByRole('textbox', { name: 'Username' }), 'player1');
    await userEvent.click(within(header).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk);
    const password = await within(dialog).findByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
    await expect(header.getBoundingClientRect().height).toBe(height);
  },
};

/** SPEC §4: from the header the unregistered-IP step opens in its own dialog. */
export const UnregisteredIpStep: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext('/wps/session/login', {
        body: { success: false, message: 'login_2fa_tips', value: { methods: ['google'] } },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    await submit('player1', 'Player123');
    const step = await screen.findByRole('dialog', { name: 'Verify your identity' }, dialogChunk);
    await userEvent.type(within(step).getByRole('textbox'), '123456');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your identity' })).toBeNull(), {
      timeout: 30_000,
    });
    await expect(await within(canvasElement).findByText('member:player1')).toBeVisible();
  },
};

/** SPEC §3, DESIGN.md: remember me keeps the username for a day, never the password. */
export const RememberMeKeepsTheUsernameOnly: Story = {
  args: { merchant: 'remember-story' },
  play: async ({ canvasElement }) => {
    const form = headerForm();
    await userEvent.click(form.getByRole('checkbox', { name: 'Remember me' }));
    await submit('player1', 'Player123');
    await expect(await within(canvasElement).findByText('member:player1', {}, { timeout: 30_000 })).toBeVisible();
    const names = rememberCookieNames('remember-story');
    await expect(document.cookie).toContain(`${encodeURIComponent(names.lastUser)}=player1`);
    await expect(document.cookie).not.toContain('Player123');

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open the login dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, dialogChunk);
    await expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
    await expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    await expect(within(dialog).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    saveRememberedLogin('remember-story', false, {});
  },
};
