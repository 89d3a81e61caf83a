import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SandboxSetup } from '../../../.storybook/sandbox-loader';
import { RegisterDialog } from './register-dialog';

const meta = {
  title: 'Screens/Register dialog',
  component: RegisterDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSwitchToLogin: fn(),
    onRegistered: fn(),
    navigate: fn(),
    landingUrl: 'https://play.lobbykit.test/register?referralCode=R2',
  },
} satisfies Meta<typeof RegisterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type SandboxControls = Parameters<SandboxSetup>[0];
const controlsOf = (loaded: Record<string, unknown>) => (loaded.sandbox as { controls: SandboxControls }).controls;

/** The open dialog, once its rules have loaded (the sandbox seeds itself on the first request). */
async function dialog() {
  const found = within(await screen.findByRole('dialog', { name: 'Create an account' }));
  await found.findByRole('button', { name: 'Register' }, { timeout: 10_000 });
  return found;
}

/** Types the number, sends the code and types the code the sandbox sent. */
async function verifyMobile(form: ReturnType<typeof within>, controls: SandboxControls, mobile: string) {
  await userEvent.type(await form.findByRole('textbox', { name: 'Mobile number' }), mobile);
  await userEvent.click(form.getByRole('button', { name: 'Send code' }));
  await expect(await form.findByRole('button', { name: /Resend in 60 seconds/ })).toBeDisabled();
  const code = await controls.lastSmsCode(mobile);
  await userEvent.type(form.getByRole('textbox', { name: 'Verification code' }), code ?? '');
}

async function declare(form: ReturnType<typeof within>) {
  await userEvent.click(form.getByRole('checkbox', { name: /18 years old/ }));
  await userEvent.click(form.getByRole('checkbox', { name: /Terms and Conditions/ }));
}

export const RegisterByUsername: Story = {
  play: async ({ args, loaded }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('tab', { name: 'Username' }));
    await userEvent.type(await form.findByRole('textbox', { name: 'Username' }), 'newplayer1');
    await userEvent.type(form.getByLabelText('Password'), 'Secret123');
    await userEvent.type(form.getByLabelText('Confirm password'), 'Secret123');
    await verifyMobile(form, controlsOf(loaded), '955512345');
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/'));
    await expect(args.onRegistered).toHaveBeenCalledWith(
      expect.objectContaining({ account: 'newplayer1', type: 0 }),
      'Secret123',
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
