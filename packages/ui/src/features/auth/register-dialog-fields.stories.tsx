import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sandboxControlsOf } from '../../../.storybook/sandbox-loader';
import {
  declare,
  dialog,
  expectSignedIn,
  fillAccount,
  input,
  registerStoryMeta,
  setup,
  typeInto,
  usernameOnly,
} from '../../testing/register-story-steps';
import type { RegisterDialog } from './register-dialog';

const meta = {
  title: 'Screens/Register dialog/Fields and refusals',
  ...registerStoryMeta,
} satisfies Meta<typeof RegisterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

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
