import { createSandboxPhoneAuth, SANDBOX_PHONE_AUTH_CODE } from '@lobbykit/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type SandboxSetup, sandboxControlsOf } from '../../../.storybook/sandbox-loader';
import { AuthStoryHarness } from '../../testing/auth-story-harness';
import { expectLoggedInAs, loginDialog, typeCredentials } from '../../testing/login-story-steps';
import { dialogChunk } from '../../testing/on-demand-story';
import { statusFirst } from '../../testing/status-first';
import { storyClock } from '../../testing/story-clock';
import { sliderChallenge } from './verification/slider-challenge';

// The login dialog's second story file under its title (login-dialog-password.stories.tsx says why there are two):
// logging in by SMS code and by the external phone-auth route, and the checks a login may meet on the way (the
// security check, the unregistered-IP step).
const meta = {
  title: 'Auth/Login dialog',
  component: AuthStoryHarness,
  args: { dialog: 'login' },
} satisfies Meta<typeof AuthStoryHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const SMS_LOGIN_PATH = '/wps/verification/sms/noLogin';

// Time stands still in the SMS stories until a play function moves it, so a countdown reads exactly.
const smsClock = storyClock();

/** SPEC §1, §4: SMS login; the send button counts down expiredMinutes × 60 seconds, then sends again. */
export const SmsCode: Story = {
  args: { clock: smsClock.now },
  play: async ({ canvasElement, loaded }) => {
    const dialog = await loginDialog();
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile number' }, { timeout: 30_000 }));
    const form = within(within(dialog).getByRole('tabpanel'));
    await userEvent.type(form.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await expect(await form.findByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();
    smsClock.advance(1000);
    await expect(await form.findByRole('button', { name: 'Resend in 59 seconds' })).toBeDisabled();
    smsClock.advance(58_000);
    await expect(await form.findByRole('button', { name: 'Resend in 1 second' })).toBeDisabled();
    smsClock.advance(1000);
    await expect(await form.findByRole('button', { name: 'Send code' })).toBeEnabled();
    const code = await sandboxControlsOf(loaded).lastSmsCode('912345678');
    await userEvent.type(form.getByLabelText('Verification code'), code ?? '');
    await userEvent.click(form.getByRole('button', { name: 'Log in' }));
    await expectLoggedInAs(canvasElement, 'player1');
  },
};

/** When the platform asks for the security check (`info.brand.challenge`), the built-in slider runs and the login goes through. */
export const SecurityCheckAskedByThePlatform: Story = {
  // As on the site, the status (and with it the brand's flags) is in before anything renders.
  decorators: [statusFirst],
  parameters: {
    sandbox: ((controls) => controls.setBrand({ challenge: true })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    const check = await within(dialog).findByRole('region', { name: 'Security check' });
    await userEvent.click(await within(check).findByRole('button', { name: 'Verify without dragging' }));
    await expectLoggedInAs(canvasElement, 'player1');
  },
};

/** PLATFORM-FACTS loginCode: with a challenge provider the SMS send runs the security check first; cancelling sends nothing. */
export const SecurityCheckBeforeSmsSend: Story = {
  args: { challenge: sliderChallenge, clock: smsClock.now },
  play: async ({ canvasElement, loaded }) => {
    const dialog = await loginDialog();
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile number' }, { timeout: 30_000 }));
    const panel = () => within(within(dialog).getByRole('tabpanel'));
    await userEvent.type(panel().getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await userEvent.click(panel().getByRole('button', { name: 'Send code' }));
    const check = await within(dialog).findByRole('region', { name: 'Security check' });
    await userEvent.click(within(check).getByRole('button', { name: 'Cancel' }));
    await expect(panel().getByRole('textbox', { name: 'Mobile number' })).toHaveValue('912345678');
    await expect(await sandboxControlsOf(loaded).lastSmsCode('912345678')).toBeNull();

    await userEvent.click(panel().getByRole('button', { name: 'Send code' }));
    const again = await within(dialog).findByRole('region', { name: 'Security check' });
    await userEvent.click(within(again).getByRole('button', { name: 'Verify without dragging' }));
    await expect(await panel().findByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();
    const code = await sandboxControlsOf(loaded).lastSmsCode('912345678');
    await userEvent.type(panel().getByLabelText('Verification code'), code ?? '');
    await userEvent.click(panel().getByRole('button', { name: 'Log in' }));
    const atLogin = await within(dialog).findByRole('region', { name: 'Security check' });
    await userEvent.click(within(atLogin).getByRole('button', { name: 'Verify without dragging' }));
    await expectLoggedInAs(canvasElement, 'player1');
  },
};

/** SPEC §8: a refused send shows the server's message in a warning dialog with confirm. */
export const SmsSendFailure: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(SMS_LOGIN_PATH, {
        body: { success: false, message: 'The SMS gateway is busy.', value: null },
      })) satisfies SandboxSetup,
  },
  play: async () => {
    const dialog = await loginDialog();
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile number' }, { timeout: 30_000 }));
    const form = within(within(dialog).getByRole('tabpanel'));
    await userEvent.type(form.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'The verification code could not be sent.' });
    await expect(warning).toHaveTextContent('The SMS gateway is busy.');
    await userEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /could not be sent/ })).toBeNull());
    await expect(form.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('912345678');
    await expect(form.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

/** SPEC §1, §8: the external phone-auth route through the sandbox stand-in; its countdown is one minute. */
export const PhoneAuth: Story = {
  args: { phoneAuth: createSandboxPhoneAuth(), clock: smsClock.now },
  play: async ({ canvasElement }) => {
    const dialog = await loginDialog();
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Phone verification' }, { timeout: 30_000 }));
    const form = within(within(dialog).getByRole('tabpanel'));
    await expect(form.getByText('Continue with Sandbox SMS')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await expect(await form.findByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();

    await userEvent.type(form.getByLabelText('Verification code'), '000000');
    await userEvent.click(form.getByRole('button', { name: 'Log in' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('The verification code is invalid.');

    await userEvent.clear(form.getByLabelText('Verification code'));
    await userEvent.type(form.getByLabelText('Verification code'), SANDBOX_PHONE_AUTH_CODE);
    await userEvent.click(form.getByRole('button', { name: 'Log in' }));
    await expectLoggedInAs(canvasElement, 'player1');
  },
};

/**
 * SPEC §4: a login from an unregistered IP asks for one more proof, offering what the account has on file; a wrong
 * answer is refused in place, the right one goes through.
 */
export const UnregisteredIpStep: Story = {
  parameters: {
    sandbox: (async (controls) => {
      await controls.setSystemStatus({ location: { ip: '198.51.100.23', country: 'TH' } });
    }) satisfies SandboxSetup,
  },
  play: async ({ canvasElement }) => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    const step = within(await within(dialog).findByRole('form', { name: 'Verify your identity' }, dialogChunk));
    await expect(step.getByRole('radio', { name: 'Verify by mobile number' })).toBeChecked();
    await expect(step.queryByRole('radio', { name: 'Verify by bank account name' })).toBeNull();
    await userEvent.click(step.getByRole('radio', { name: 'Verify by e-mail' }));
    await userEvent.click(step.getByRole('button', { name: 'Confirm' }));
    await expect(step.getByLabelText('E-mail')).toHaveAccessibleDescription('This field cannot be empty');
    await userEvent.type(step.getByLabelText('E-mail'), 'someone@else.test');
    await userEvent.click(step.getByRole('button', { name: 'Confirm' }));
    await expect(await step.findByRole('alert')).toHaveTextContent("Those details don't match your account.");
    await expect(step.getByLabelText('E-mail')).toHaveValue('someone@else.test');
    await userEvent.clear(step.getByLabelText('E-mail'));
    await userEvent.type(step.getByLabelText('E-mail'), 'player1@lobbykit.test');
    await userEvent.click(step.getByRole('button', { name: 'Confirm' }));
    await expectLoggedInAs(canvasElement, 'player1');
  },
};

/** The slider challenge is keyboard operable: End moves it to the end and the login goes on (WCAG 2.2 2.1.1). */
export const SliderChallengeByKeyboard: Story = {
  args: { challenge: sliderChallenge },
  play: async ({ canvasElement }) => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    const check = await within(dialog).findByRole('region', { name: 'Security check' });
    const slider = within(check).getByRole('slider', { name: 'Slide to the end to verify' });
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('10');
    await expect(within(dialog).getByRole('region', { name: 'Security check' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expectLoggedInAs(canvasElement, 'player1');
  },
};

/** WCAG 2.2 2.5.7, 3.3.8: a button solves the challenge without dragging; cancelling sends nothing. */
export const SliderChallengeButtonAlternative: Story = {
  args: { challenge: sliderChallenge },
  play: async ({ canvasElement }) => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    let check = await within(dialog).findByRole('region', { name: 'Security check' });
    await userEvent.click(within(check).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Security check' })).toBeNull());
    await expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
    await expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(within(canvasElement).getByText('anonymous')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    check = await within(dialog).findByRole('region', { name: 'Security check' });
    await userEvent.click(within(check).getByRole('button', { name: 'Verify without dragging' }));
    await expectLoggedInAs(canvasElement, 'player1');
  },
};

/** The challenge as the player first sees it: the slider and the no-dragging button, both named. */
export const SliderChallengeShown: Story = {
  args: { challenge: sliderChallenge },
  play: async () => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    const check = await within(dialog).findByRole('region', { name: 'Security check' });
    await expect(within(check).getByRole('slider', { name: 'Slide to the end to verify' })).toHaveValue('0');
    await expect(within(check).getByRole('button', { name: 'Verify without dragging' })).toBeEnabled();
  },
};
