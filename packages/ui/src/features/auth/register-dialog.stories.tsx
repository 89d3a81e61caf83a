import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sandboxControlsOf } from '../../../.storybook/sandbox-loader';
import {
  declare,
  dialog,
  expectSignedIn,
  fillAccount,
  input,
  pressSendCode,
  registerStoryClock,
  registerStoryMeta,
  setup,
  typeInto,
  usernameOnly,
  verifyMobile,
} from '../../testing/register-story-steps';
import { dropEveryTry, stall } from '../../testing/sandbox-faults';
import { AuthDialogsProvider } from './auth-dialogs-provider';
import type { RegisterDialog } from './register-dialog';
import { sliderChallenge } from './verification/slider-challenge';

const meta = {
  title: 'Screens/Register dialog',
  ...registerStoryMeta,
} satisfies Meta<typeof RegisterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    await pressSendCode(form);
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
    await pressSendCode(form);
    await expect(await form.findByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();
    await expect(
      form.getByText('A verification code was sent to +84 955512348.', { selector: 'p:not(.sr-only)' }),
    ).toBeVisible();
    await expect(input(form, 'Verification code')).toHaveFocus();
    registerStoryClock.advance(2000);
    await expect(await form.findByRole('button', { name: 'Resend in 58 seconds' })).toBeDisabled();
  },
};

/** The dialing codes are still on their way: Send code is busy, not pressed in vain. */
export const SendWaitsForTheDialingCodes: Story = {
  parameters: { sandbox: stall('/wps/system/countryCode') },
  play: async () => {
    const form = await dialog();
    await typeInto(form, 'Mobile number', '955512349');
    const send = form.getByRole('button', { name: 'Send code' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
  },
};

/** The dialing codes could not be read (every try dropped): Send code says so instead of doing nothing. */
export const SendWithoutDialingCodes: Story = {
  parameters: { sandbox: dropEveryTry('/wps/system/countryCode') },
  play: async () => {
    const form = await dialog();
    await typeInto(form, 'Mobile number', '955512350');
    await pressSendCode(form);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'An unknown error occurred. Please try again later.',
    );
    await expect(input(form, 'Mobile number')).toHaveValue('955512350');
  },
};

export const SmsNeedsAValidNumberFirst: Story = {
  play: async () => {
    const form = await dialog();
    await pressSendCode(form);
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
    await pressSendCode(form);
    const warning = within(await screen.findByRole('dialog', { name: 'Warning' }));
    await expect(warning.getByText('This mobile number is already registered')).toBeVisible();
    await userEvent.click(warning.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning' })).toBeNull());
    await expect(form.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

export const InThai: Story = {
  globals: { language: 'TH' },
  parameters: setup(usernameOnly),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'สร้างบัญชี' }, { timeout: 30_000 })).toBeVisible();
  },
};
