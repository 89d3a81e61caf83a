import { sendLoginSms } from '@lobbykit/api-client';
import { smsCountdownSeconds } from '@lobbykit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type SandboxSetup, sandboxControlsOf, sharedClockOf } from '../../../../.storybook/sandbox-loader';
import { AuthSettingsContext } from '../../../platform/auth-dialogs-context';
import { useCallMutation } from '../../../platform/call-hooks';
import { ClockProvider } from '../../../platform/clock-provider';
import type { ChallengeProvider } from '../../../platform/verification/challenge-provider';
import { MobileCodeFields } from '../mobile-code-fields';
import { SmsFailureDialog } from '../sms-failure-dialog';
import { sliderChallenge } from './slider-challenge';
import { useChallengeStep } from './use-challenge-step';
import { useCountryOptions } from './use-country-options';
import { useSmsSend } from './use-sms-send';

/** The number and code fields of an SMS login, wired as the form wires them: check, send, count down, warn. */
function SmsCodeFields() {
  const [dialingCode, setDialingCode] = useState('84');
  const countries = useCountryOptions(true);
  const sendSms = useCallMutation(sendLoginSms);
  const check = useChallengeStep({ inline: false });
  const sms = useSmsSend({ check: check.request });
  const form = useForm({ defaultValues: { mobileNum: '', code: '' } });
  const send = () => {
    const mobileNum = form.getValues('mobileNum').trim();
    void sms.send(`+${dialingCode} ${mobileNum}`, async (challenge) => {
      const sent = await sendSms.mutateAsync({
        mobileNum,
        countryDialingCode: dialingCode,
        ...(challenge ? { challenge } : {}),
      });
      return smsCountdownSeconds({ expiredMinutes: sent.expiredMinutes });
    });
  };
  return (
    <div className="flex max-w-md flex-col gap-4">
      <MobileCodeFields
        countries={countries.options}
        country={countries.options.find((option) => option.countryDialingCode === dialingCode)}
        onDialingCodeChange={setDialingCode}
        mobileInput={form.register('mobileNum')}
        mobileError={undefined}
        codeInput={form.register('code')}
        codeError={undefined}
        sentTo={sms.sentTo}
        remainingSeconds={sms.remainingSeconds}
        sending={sms.sending}
        onSend={send}
      />
      {check.element}
      <SmsFailureDialog failure={sms.failure} onDismiss={sms.dismissFailure} />
    </div>
  );
}

function SmsSend({ challenge }: { challenge: ChallengeProvider | null }) {
  return (
    <AuthSettingsContext value={{ merchant: 'story', phoneAuth: null, challenge }}>
      <SmsCodeFields />
    </AuthSettingsContext>
  );
}

const meta = {
  title: 'Auth/Verification/SMS code',
  component: SmsSend,
  args: { challenge: null },
  // One clock for the page and the platform, standing still until a play function moves it: a countdown reads exactly.
  parameters: { layout: 'padded', sharedClock: true },
  decorators: [
    (Story, { loaded }) => (
      <ClockProvider clock={sharedClockOf(loaded).now}>
        <Story />
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof SmsSend>;

export default meta;
type Story = StoryObj<typeof meta>;

const MOBILE = '912345678';
const SMS_LOGIN_PATH = '/wps/verification/sms/noLogin';

async function typeTheNumber(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The dialing code comes with the platform's countries; the number is typed once they are in.
  await expect(await canvas.findByRole('button', { name: /^Country code: Vietnam/ })).toHaveTextContent('+84');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile number' }), MOBILE);
  return canvas;
}

/**
 * SPEC §4, §9: the code is sent and the button counts down expiredMinutes × 60 seconds, disabled; when the count
 * ends it sends again.
 */
export const SendsThenCountsDown: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = await typeTheNumber(canvasElement);
    const clock = sharedClockOf(loaded);
    const controls = sandboxControlsOf(loaded);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();
    await expect(canvas.getByLabelText('Verification code')).toHaveAccessibleDescription(
      'A verification code was sent to +84 912345678.',
    );
    await expect(await controls.lastSmsCode(MOBILE)).toMatch(/^\d{6}$/);

    clock.advance(1000);
    await expect(await canvas.findByRole('button', { name: 'Resend in 59 seconds' })).toBeDisabled();
    clock.advance(58_000);
    await expect(await canvas.findByRole('button', { name: 'Resend in 1 second' })).toBeDisabled();

    clock.advance(1000);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();
    const code = (await controls.lastSmsCode(MOBILE)) ?? '';
    await userEvent.type(canvas.getByLabelText('Verification code'), code);
    await expect(canvas.getByLabelText('Verification code')).toHaveValue(code);
  },
};

/** PLATFORM-FACTS loginCode: with a security check the send waits for it; cancelled, nothing is sent. */
export const SecurityCheckFirst: Story = {
  args: { challenge: sliderChallenge },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await typeTheNumber(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const check = await screen.findByRole('dialog', { name: 'Security check' });
    await userEvent.click(within(check).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await expect(await sandboxControlsOf(loaded).lastSmsCode(MOBILE)).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const again = await screen.findByRole('dialog', { name: 'Security check' });
    await userEvent.click(within(again).getByRole('button', { name: 'Verify without dragging' }));
    await expect(await canvas.findByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();
    await expect(await sandboxControlsOf(loaded).lastSmsCode(MOBILE)).toMatch(/^\d{6}$/);
  },
};

/**
 * SPEC §8: a refused send shows the server's message in a warning with confirm; the number stays and, a second on
 * (one send a second, SPEC §9), sending again counts down.
 */
export const RefusedThenSentAgain: Story = {
  parameters: {
    sandbox: ((controls) =>
      controls.failNext(SMS_LOGIN_PATH, {
        body: { success: false, message: 'The SMS gateway is busy.', value: null },
      })) satisfies SandboxSetup,
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await typeTheNumber(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'The verification code could not be sent.' });
    await expect(warning).toHaveTextContent('The SMS gateway is busy.');
    await userEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /could not be sent/ })).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(MOBILE);

    sharedClockOf(loaded).advance(1000);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: 'Resend in 60 seconds' })).toBeDisabled();
  },
};
