import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type SandboxSetup, sandboxControlsOf } from '../../../.storybook/sandbox-loader';
import { ClockProvider } from '../../platform/clock-provider';
import { useMember, useSessionStatus } from '../../platform/session-hooks';
import { SessionProvider } from '../../platform/session-provider';
import { storyClock } from '../../testing/story-clock';
import { AuthDialogsProvider } from './auth-dialogs-provider';
import { RegisterDialog } from './register-dialog';
import { sliderChallenge } from './verification/slider-challenge';

type SandboxControls = Parameters<SandboxSetup>[0];
type Screen = ReturnType<typeof within>;

function SessionLine() {
  const status = useSessionStatus();
  const member = useMember();
  return (
    <p className="p-4 text-sm text-text-muted">
      {status === 'member' ? `Signed in as ${member?.account}` : `Session: ${status}`}
    </p>
  );
}

// Time stands still until a play function moves it, so the SMS countdown reads exactly.
const clock = storyClock();

const meta = {
  title: 'Screens/Register dialog',
  component: RegisterDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSwitchToLogin: fn(),
    navigate: fn(),
    landingUrl: 'https://play.lobbykit.test/register?referralCode=R2',
  },
  decorators: [
    (Story) => (
      <ClockProvider clock={clock.now}>
        <SessionProvider storage={null} navigate={() => undefined}>
          <SessionLine />
          <Story />
        </SessionProvider>
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof RegisterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const setup = (run: SandboxSetup) => ({ sandbox: run });
/** Username registration only, without SMS verification: the shortest form. */
const usernameOnly: SandboxSetup = (controls) => controls.setModuleFlags({ MOBILENUMREG3: false, REGMOBVERF3: false });

/** The open dialog, once its rules have loaded (the sandbox seeds itself on the first request). */
async function dialog() {
  const found = within(await screen.findByRole('dialog', { name: 'Create an account' }));
  await found.findByRole('button', { name: 'Register' }, { timeout: 30_000 });
  // The captcha image arrives a moment later; wait so the screen is checked as a player sees it.
  await waitFor(() => expect(found.queryByText('Loading…')).toBeNull());
  return found;
}

/** The input a label names (the tab panel is labelled by its tab too, so pick the input). */
function input(form: Screen, label: string | RegExp): HTMLElement {
  const found = form.getAllByLabelText(label).find((element: HTMLElement) => element.tagName === 'INPUT');
  if (!found) throw new Error(`no input labelled ${label}`);
  return found;
}

async function typeInto(form: Screen, label: string | RegExp, text: string) {
  await userEvent.type(input(form, label), text);
}

/** Types the number, sends the code and types the code the sandbox sent. */
async function verifyMobile(form: Screen, controls: SandboxControls, mobile: string) {
  await typeInto(form, 'Mobile number', mobile);
  await userEvent.click(form.getByRole('button', { name: 'Send code' }));
  await expect(await form.findByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();
  await typeInto(form, 'Verification code', (await controls.lastSmsCode(mobile)) ?? '');
}

async function declare(form: Screen) {
  await userEvent.click(form.getByRole('checkbox', { name: /18 years old/ }));
  await userEvent.click(form.getByRole('checkbox', { name: /Terms and Conditions/ }));
}

async function fillAccount(form: Screen, username: string, mobile: string | null = '955500111') {
  await typeInto(form, 'Username', username);
  await typeInto(form, 'Password', 'Secret123');
  await typeInto(form, 'Confirm password', 'Secret123');
  if (mobile) await typeInto(form, 'Mobile number', mobile);
}

async function expectSignedIn(args: Story['args'], account: string) {
  await expect(await screen.findByText(`Signed in as ${account}`, {}, { timeout: 30_000 })).toBeVisible();
  await expect(args?.navigate).toHaveBeenCalledWith('/');
  await expect(args?.onOpenChange).toHaveBeenCalledWith(false);
}

export const RegisterByUsername: Story = {
  play: async ({ args, loaded }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('tab', { name: 'Username' }));
    await typeInto(form, 'Username', 'newplayer1');
    await typeInto(form, 'Password', 'Secret123');
    await typeInto(form, 'Confirm password', 'Secret123');
    await verifyMobile(form, sandboxControlsOf(loaded), '955512345');
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expectSignedIn(args, 'newplayer1');
  },
};

/** The terms open in a dialog over the form, from the help centre's terms topic; what was typed stays. */
export const ReadsTheTermsWithoutLosingTheForm: Story = {
  play: async () => {
    const form = await dialog();
    await userEvent.click(form.getByRole('tab', { name: 'Username' }));
    await typeInto(form, 'Username', 'newplayer2');
    await userEvent.click(form.getByRole('button', { name: 'Terms and Conditions' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms and Conditions' }, { timeout: 30_000 });
    await expect(await within(terms).findByText('You must be 18 or older to play.')).toBeVisible();
    await userEvent.click(within(terms).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Terms and Conditions' })).toBeNull());
    await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('newplayer2');
  },
};

/**
 * PLATFORM-FACTS register, usernameRegSMS: with a challenge provider the SMS send and the registration each run the
 * security check first, and what was typed is still there when it is solved.
 */
export const SecurityCheckBeforeSmsAndRegistration: Story = {
  decorators: [
    (Story) => (
      <AuthDialogsProvider merchant="story" challenge={sliderChallenge}>
        <Story />
      </AuthDialogsProvider>
    ),
  ],
  play: async ({ args, loaded }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('tab', { name: 'Username' }));
    await fillAccount(form, 'checked1', '955512399');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    const check = await form.findByRole('region', { name: 'Security check' });
    await userEvent.click(within(check).getByRole('button', { name: 'Verify without dragging' }));
    await expect(await form.findByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();
    await expect(input(form, 'Username')).toHaveValue('checked1');
    await expect(input(form, 'Mobile number')).toHaveValue('955512399');
    await typeInto(form, 'Verification code', (await sandboxControlsOf(loaded).lastSmsCode('955512399')) ?? '');
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    const again = await form.findByRole('region', { name: 'Security check' });
    await userEvent.click(within(again).getByRole('button', { name: 'Verify without dragging' }));
    await expectSignedIn(args, 'checked1');
    // The new session's popup notices open over the form; the story ends once they are shown and hold the focus.
    const notices = await screen.findByRole('dialog', { name: 'Announcements' }, { timeout: 30_000 });
    await waitFor(() => expect(notices).toContainElement(document.activeElement as HTMLElement | null));
  },
};

export const RegisterByMobile: Story = {
  parameters: setup((controls) => controls.setModuleFlags({ MOBILENUMPASSREG3: false })),
  play: async ({ args, loaded }) => {
    const form = await dialog();
    await expect(form.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      form.queryAllByLabelText('Password').find((element: HTMLElement) => element.tagName === 'INPUT') ?? null,
    ).toBeNull();
    await verifyMobile(form, sandboxControlsOf(loaded), '955512346');
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expectSignedIn(args, '955512346');
  },
};

export const RegisterByMobileWithPassword: Story = {
  play: async ({ args, loaded }) => {
    const form = await dialog();
    await expect(form.getByRole('tab', { name: 'Mobile and password' })).toHaveAttribute('aria-selected', 'true');
    await verifyMobile(form, sandboxControlsOf(loaded), '955512347');
    await typeInto(form, 'Password', 'Secret123');
    await typeInto(form, 'Confirm password', 'Secret123');
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expectSignedIn(args, '955512347');
  },
};

export const UsernameRegistrationOnly: Story = {
  parameters: setup(usernameOnly),
  play: async () => {
    const form = await dialog();
    await expect(form.queryByRole('tablist')).toBeNull();
    await expect(input(form, 'Username')).toBeVisible();
    await expect(
      form.queryAllByLabelText('Verification code').find((element: HTMLElement) => element.tagName === 'INPUT') ?? null,
    ).toBeNull();
  },
};

export const RegistrationClosed: Story = {
  parameters: setup((controls) => controls.setModuleFlags({ MOBILENUMREG3: false, USERNAMEREG3: false })),
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog', { name: 'Create an account' }));
    await expect(await form.findByText(/Registration is not available/, {}, { timeout: 30_000 })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Log in now' }));
    await expect(args.onSwitchToLogin).toHaveBeenCalled();
  },
};

export const SmsCodeCountingDown: Story = {
  play: async () => {
    const form = await dialog();
    await typeInto(form, 'Mobile number', '955512348');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await expect(await form.findByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();
    await expect(
      form.getByText('A verification code was sent to +84 955512348.', { selector: 'p:not(.sr-only)' }),
    ).toBeVisible();
    await expect(input(form, 'Verification code')).toHaveFocus();
    clock.advance(2000);
    await expect(await form.findByRole('button', { name: 'Resend in 58 seconds' })).toBeDisabled();
  },
};

export const SmsNeedsAValidNumberFirst: Story = {
  play: async () => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    const mobile = input(form, 'Mobile number');
    await expect(mobile).toHaveAccessibleDescription('This field cannot be empty');
    await expect(mobile).toHaveFocus();
  },
};

export const SmsFailureWarning: Story = {
  play: async () => {
    const form = await dialog();
    // The seeded player1 owns this number, so the platform refuses to send a registration code.
    await typeInto(form, 'Mobile number', '912345678');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    const warning = within(await screen.findByRole('dialog', { name: 'Warning' }));
    await expect(warning.getByText('This mobile number is already registered')).toBeVisible();
    await userEvent.click(warning.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning' })).toBeNull());
    await expect(form.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

export const FieldsFromRegisterRules: Story = {
  parameters: setup(async (controls) => {
    await usernameOnly(controls);
    await controls.setRegisterRules({
      email: { required: true },
      qqNum: { enabled: true, required: false },
      idNumber: { enabled: true, required: true },
      whatsapp: null,
      payeeName: { enabled: false },
    });
  }),
  play: async () => {
    const form = await dialog();
    await expect(input(form, 'E-mail')).toHaveAttribute('aria-required', 'true');
    await expect(form.getByText('QQ number').parentElement).toHaveTextContent('QQ number(Optional)');
    await expect(
      form.queryAllByLabelText(/WhatsApp/).find((element: HTMLElement) => element.tagName === 'INPUT') ?? null,
    ).toBeNull();
    await expect(
      form.queryAllByLabelText(/Real name/).find((element: HTMLElement) => element.tagName === 'INPUT') ?? null,
    ).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expect(input(form, 'E-mail')).toHaveAccessibleDescription('This field cannot be empty');
    await expect(input(form, 'ID number')).toHaveAccessibleDescription('This field cannot be empty');
    await expect(input(form, /QQ number/)).not.toHaveAttribute('aria-invalid');
  },
};

const CONFIGURABLE: Record<string, string> = {
  payeeName: 'Real name',
  paymentPassword: 'Payment password',
  qqNum: 'QQ number',
  line: 'LINE ID',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  wechat: 'WeChat',
  idNumber: 'ID number',
  email: 'E-mail',
  recommenderId: 'Referrer ID',
  affiliateCode: 'Affiliate code',
  captcha: 'Captcha',
};

export const EveryConfigurableFieldRequired: Story = {
  parameters: setup(async (controls) => {
    await usernameOnly(controls);
    await controls.setRegisterRules(
      Object.fromEntries(Object.keys(CONFIGURABLE).map((field) => [field, { enabled: true, required: true }])),
    );
  }),
  play: async () => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    for (const label of Object.values(CONFIGURABLE)) {
      const field = input(form, label);
      await expect(field).toHaveAttribute('aria-required', 'true');
      await expect(field).toHaveAccessibleDescription('This field cannot be empty');
    }
  },
};

export const EveryConfigurableFieldHidden: Story = {
  parameters: setup(async (controls) => {
    await usernameOnly(controls);
    await controls.setRegisterRules({
      ...Object.fromEntries(Object.keys(CONFIGURABLE).map((field) => [field, { enabled: false }])),
      mobileNum: null,
    });
  }),
  play: async ({ args }) => {
    const form = await dialog();
    const labels = [...document.querySelectorAll('[data-slot="register-form"] label')];
    await expect(labels.map((label) => label.textContent)).toEqual([
      'Username',
      'Password',
      'Confirm password',
      'I confirm that I am 18 years old or older',
      'I have read and agree to the Terms and Conditions',
    ]);
    await fillAccount(form, 'newplayer7', null);
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expectSignedIn(args, 'newplayer7');
  },
};

export const PatternMessages: Story = {
  parameters: setup(usernameOnly),
  play: async () => {
    const form = await dialog();
    await typeInto(form, 'Username', '1abc');
    await typeInto(form, 'Password', 'no spaces!');
    await typeInto(form, 'Mobile number', '12ab');
    await typeInto(form, /WhatsApp/, '+84');
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    const username = input(form, 'Username');
    await expect(username).toHaveFocus();
    await expect(username).toHaveAccessibleDescription(
      '6 - 12 characters: start with a letter, then letters or digits',
    );
    await expect(input(form, 'Password')).toHaveAccessibleDescription(
      '6 - 20 characters: letters and digits only, no special characters',
    );
    await expect(input(form, 'Mobile number')).toHaveAccessibleDescription('9 - 11 characters: digits only');
    await expect(input(form, /WhatsApp/)).toHaveAccessibleDescription('8 - 15 characters: digits only');
  },
};

export const ConfirmPasswordMismatch: Story = {
  parameters: setup(usernameOnly),
  play: async () => {
    const form = await dialog();
    await typeInto(form, 'Password', 'Secret123');
    await typeInto(form, 'Confirm password', 'Secret124');
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expect(input(form, 'Confirm password')).toHaveAccessibleDescription('The two passwords do not match');
  },
};

export const InvalidAffiliateCode: Story = {
  parameters: setup(usernameOnly),
  play: async () => {
    const form = await dialog();
    await fillAccount(form, 'newplayer2');
    await typeInto(form, /Affiliate code/, 'NOPE99');
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    const warning = within(await screen.findByRole('dialog', { name: 'Warning' }));
    await expect(warning.getByText('The invitation code is invalid')).toBeVisible();
    await userEvent.click(warning.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(input(form, /Affiliate code/)).toHaveFocus());
    await expect(screen.getByText('Session: anonymous')).toBeVisible();
  },
};

export const ValidAffiliateCode: Story = {
  parameters: setup(usernameOnly),
  play: async ({ args }) => {
    const form = await dialog();
    await fillAccount(form, 'newplayer3', '955500112');
    await typeInto(form, /Affiliate code/, 'AGENT1');
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expectSignedIn(args, 'newplayer3');
  },
};

export const CaptchaRequired: Story = {
  parameters: setup(async (controls) => {
    await usernameOnly(controls);
    await controls.setRegisterRules({ captcha: { required: true } });
  }),
  play: async ({ args, loaded }) => {
    const form = await dialog();
    const image = await form.findByRole('img', { name: 'Captcha image' });
    await expect(image).toBeVisible();
    const firstImage = image.getAttribute('src');
    await fillAccount(form, 'newplayer4', '955500113');
    await typeInto(form, 'Captcha', 'ZZZZ');
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    const captcha = input(form, 'Captcha');
    await waitFor(() => expect(captcha).toHaveAccessibleDescription('The captcha is incorrect'));
    await expect(captcha).toHaveValue('');
    await expect(input(form, 'Username')).toHaveValue('newplayer4');
    // A refused captcha is spent: a new image comes, and its code lets the player in.
    await waitFor(() =>
      expect(form.getByRole('img', { name: 'Captcha image' }).getAttribute('src')).not.toBe(firstImage),
    );
    await waitFor(async () => expect(await sandboxControlsOf(loaded).lastCaptchaCode()).not.toBe(null));
    await typeInto(form, 'Captcha', (await sandboxControlsOf(loaded).lastCaptchaCode()) ?? '');
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expectSignedIn(args, 'newplayer4');
  },
};

export const AgeAndTermsMissing: Story = {
  parameters: setup(usernameOnly),
  play: async () => {
    const form = await dialog();
    await fillAccount(form, 'newplayer5');
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    const age = form.getByRole('checkbox', { name: /18 years old/ });
    await expect(age).toHaveAccessibleDescription('Please confirm that you are 18 years old or older');
    await expect(age).toHaveFocus();
    await expect(form.getByRole('checkbox', { name: /Terms and Conditions/ })).toHaveAccessibleDescription(
      'Please agree to the Terms and Conditions',
    );
  },
};

export const ServerRefusalKeepsWhatWasTyped: Story = {
  parameters: setup(usernameOnly),
  play: async () => {
    const form = await dialog();
    await fillAccount(form, 'player1', '955500114');
    await typeInto(form, /E-mail/, 'me@example.com');
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    const username = input(form, 'Username');
    await waitFor(() => expect(username).toHaveAccessibleDescription('This username is already taken'));
    await expect(username).toHaveFocus();
    await expect(username).toHaveValue('player1');
    await expect(input(form, 'Password')).toHaveValue('Secret123');
    await expect(input(form, /E-mail/)).toHaveValue('me@example.com');
    await expect(form.getByRole('checkbox', { name: /Terms and Conditions/ })).toBeChecked();
  },
};

export const NetworkFailure: Story = {
  parameters: setup(async (controls) => {
    await usernameOnly(controls);
    await controls.failNext('/wps/member/register', { network: true });
  }),
  play: async ({ args }) => {
    const form = await dialog();
    await fillAccount(form, 'newplayer6', '955500115');
    await declare(form);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('The network connection is abnormal');
    await expect(input(form, 'Username')).toHaveValue('newplayer6');
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expectSignedIn(args, 'newplayer6');
  },
};

export const InThai: Story = {
  globals: { language: 'TH' },
  parameters: setup(usernameOnly),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'สร้างบัญชี' }, { timeout: 30_000 })).toBeVisible();
  },
};
