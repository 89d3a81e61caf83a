import { createSandboxPhoneAuth, SANDBOX_PHONE_AUTH_CODE } from '@lobbykit/sandbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { type SandboxSetup, sandboxControlsOf } from '../../../.storybook/sandbox-loader';
import { AuthStoryHarness } from '../../testing/auth-story-harness';
import { dialogChunk } from '../../testing/on-demand-story';
import { statusFirst } from '../../testing/status-first';
import { storyClock } from '../../testing/story-clock';
import { sliderChallenge } from './verification/slider-challenge';

const meta = {
  title: 'Auth/Login dialog',
  component: AuthStoryHarness,
  args: { dialog: 'login' },
} satisfies Meta<typeof AuthStoryHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOGIN_PATH = '/wps/session/login';
const SMS_LOGIN_PATH = '/wps/verification/sms/noLogin';
const failLoginWith =
  (body: unknown): SandboxSetup =>
  (controls) =>
    controls.failNext(LOGIN_PATH, { body });

async function loginDialog() {
  return screen.findByRole('dialog', { name: 'Log in' }, dialogChunk);
}

async function typeCredentials(dialog: HTMLElement, username: string, password: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

async function expectLoggedInAs(canvasElement: HTMLElement, account: string) {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull(), { timeout: 30_000 });
  await expect(await within(canvasElement).findByText(`member:${account}`)).toBeVisible();
}

/** The dialog as a visitor first sees it: the ways to log in, empty fields, nothing refused yet. */
export const AtRest: Story = {
  play: async () => {
    const dialog = within(await loginDialog());
    const tabs = await dialog.findByRole('tablist', {}, { timeout: 30_000 });
    await expect(within(tabs).getByRole('tab', { name: 'Username', selected: true })).toBeVisible();
    await expect(within(tabs).getByRole('tab', { name: 'Mobile number' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    await expect(dialog.getByLabelText('Password')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(await dialog.findByRole('button', { name: 'Free trial' }, { timeout: 30_000 })).toBeVisible();
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

export const UsernameAndPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    await expectLoggedInAs(canvasElement, 'player1');
  },
};

export const EmptyFieldsAreAnnounced: Story = {
  play: async () => {
    const dialog = await loginDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    await expect(username).toHaveAccessibleDescription('This field cannot be empty');
    await expect(username).toHaveFocus();
  },
};

/** SPEC §4, §8: a wrong password is refused with the captcha flag; the captcha appears and refreshes at most once a second. */
export const WrongPasswordShowsCaptcha: Story = {
  play: async ({ canvasElement, loaded }) => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Wrong999');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong username or password.');
    const captchaInput = await within(dialog).findByLabelText('Captcha');
    const image = await within(dialog).findByRole('img', { name: 'Captcha image' });
    const firstSrc = image.getAttribute('src');
    await expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('player1');

    const requests = spyOn(globalThis, 'fetch');
    const captchaRequests = () =>
      requests.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).includes('/captcha'),
      );
    const refresh = within(dialog).getByRole('button', { name: 'Get a new captcha' });
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Captcha image' }).getAttribute('src')).not.toBe(firstSrc),
    );
    // SPEC §9: two presses within a second ask for one new image.
    await expect(captchaRequests()).toHaveLength(1);
    requests.mockRestore();

    const code = await sandboxControlsOf(loaded).lastCaptchaCode();
    const password = within(dialog).getByLabelText('Password');
    await userEvent.clear(password);
    await userEvent.type(password, 'Player123');
    await userEvent.type(captchaInput, code ?? '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await expectLoggedInAs(canvasElement, 'player1');
  },
};

/** SPEC §8: with the network down the catalogue message shows and what was typed stays. */
export const NetworkFailureKeepsTheForm: Story = {
  parameters: { sandbox: ((controls) => controls.failNext(LOGIN_PATH, { network: true })) satisfies SandboxSetup },
  play: async () => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The network connection is abnormal. Please try again.',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
    await expect(within(dialog).getByLabelText('Password')).toHaveValue('Player123');
    await expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeEnabled();
  },
};

// 2026-06-18 12:00 on the platform's clock (UTC+7): when the time-out the platform names ends.
const TIME_OUT_ENDS = Date.UTC(2026, 5, 18, 5, 0);

/**
 * A time-out or self-exclusion refuses the login: the message says until when, on the platform's clock and zone, as
 * the platform's refusal names it, and what was typed stays.
 */
export const RefusedWhileTimedOut: Story = {
  parameters: {
    sandbox: failLoginWith({
      success: false,
      message: 'account_time_out_until',
      value: { kind: 'time-out', term: '24h', until: TIME_OUT_ENDS },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account is on a time-out until 2026-06-18 12:00 GMT+7. You cannot log in, deposit or play until then.',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
    await expect(within(canvasElement).getByTestId('session')).toHaveTextContent('anonymous');
  },
};

/** A permanent self-exclusion has no end to name: the message says so plainly. */
export const RefusedWhilePermanentlyExcluded: Story = {
  parameters: {
    sandbox: failLoginWith({
      success: false,
      message: 'account_self_excluded_permanent',
      value: { kind: 'self-exclusion', term: 'permanent', until: null },
    }),
  },
  play: async () => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account is permanently self-excluded. You cannot log in, deposit or play.',
    );
  },
};

export const TooManyRequests: Story = {
  parameters: {
    sandbox: failLoginWith({ success: false, message: 'auth/too-many-requests', value: { retryAfterSeconds: 300 } }),
  },
  play: async () => {
    const dialog = await loginDialog();
    await typeCredentials(dialog, 'player1', 'Player123');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again after 5 minutes.',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
  },
};

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

/** The login methods come from the module settings; while they load, the tab row keeps its place (no layout shift). */
export const TabsKeepTheirPlaceWhileSettingsLoad: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext('/wps/system/whitelabel', { stall: true, stallMs: 800 })) satisfies SandboxSetup,
  },
  play: async () => {
    const dialog = await loginDialog();
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    await expect(within(dialog).queryByRole('tablist')).toBeNull();
    const before = username.getBoundingClientRect().top;
    await within(dialog).findByRole('tablist', {}, { timeout: 30_000 });
    await expect(username.getBoundingClientRect().top).toBe(before);
  },
};

/** SPEC §1, §6: free play opens a trial session (member type 4). */
export const FreePlay: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await loginDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Free trial' }, { timeout: 30_000 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull(), { timeout: 30_000 });
    await expect(await within(canvasElement).findByText(/^member:/)).toBeVisible();
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
