import { sendLoginSms } from '@lobbykit/api-client';
import { buildLoginSchema, internationalPhoneNumber, type LoginValues, smsCountdownSeconds } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuthDialogs, useAuthSettings } from '../../platform/auth-dialogs-context';
import { useCallMutation } from '../../platform/call-hooks';
import {
  type PhoneAuthProvider,
  type PhoneAuthVerification,
  phoneAuthMessageKey,
} from '../../platform/phone-auth-provider';
import { useRefusalText } from '../../platform/refusal-text';
import { Button } from '../../primitives/button/button';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { domainResolver } from './domain-resolver';
import { MobileCodeFields } from './mobile-code-fields';
import { readRememberedLogin, saveRememberedLogin } from './remembered-login';
import { SmsFailureDialog } from './sms-failure-dialog';
import { useLoginAttempt } from './use-login-attempt';
import { CaptchaField } from './verification/captcha-field';
import { useChallengeStep } from './verification/use-challenge-step';
import { useCountryOptions } from './verification/use-country-options';
import { useSmsSend } from './verification/use-sms-send';

const DEFAULT_DIALING_CODE = '84';

/** Props of {@link MobileCodeLoginForm}: the platform's SMS, or an external phone-auth provider. */
export type MobileCodeLoginFormProps = { via: 'sms' } | { via: 'phone-auth'; provider: PhoneAuthProvider };

/**
 * Mobile number and code login (SPEC §1, §4): the send button counts down expiredMinutes × 60 seconds (60 via
 * the external route), sends at most once a second, and a refused send shows the server's message in a warning.
 */
export function MobileCodeLoginForm(props: MobileCodeLoginFormProps) {
  const t = useT();
  const dialogs = useAuthDialogs();
  const { merchant } = useAuthSettings();
  const [remembered] = useState(() => readRememberedLogin(merchant));
  const [remember, setRemember] = useState(remembered.mobile !== null);
  const [dialingCode, setDialingCode] = useState(remembered.mobile?.countryDialingCode ?? DEFAULT_DIALING_CODE);
  const countries = useCountryOptions(true);
  const country = countries.options.find((option) => option.countryDialingCode === dialingCode);
  const sendSms = useCallMutation(sendLoginSms);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const verification = useRef<PhoneAuthVerification | null>(null);
  const login = useLoginAttempt(props.via === 'sms' ? 'sms' : 'firebase');
  const refusalText = useRefusalText();
  const challengeStep = useChallengeStep({ inline: true });
  // PLATFORM-FACTS loginCode: the platform's SMS send carries the challenge result; the external route has its own.
  const sms = useSmsSend(
    props.via === 'sms'
      ? { check: challengeStep.request }
      : { check: async () => undefined, failureKey: phoneAuthMessageKey },
  );
  const form = useForm<LoginValues>({
    resolver: domainResolver(buildLoginSchema({ method: 'mobile', captchaShown: login.captchaShown })),
    defaultValues: { mobileNum: remembered.mobile?.mobileNum ?? '', verificationCode: '', captcha: '' },
  });
  const { errors } = form.formState;
  const fieldError = (name: keyof LoginValues) => {
    const message = errors[name]?.message;
    return message ? t.dynamic(message) : undefined;
  };

  const sendCode = async () => {
    if (!(await form.trigger('mobileNum'))) return;
    const mobileNum = (form.getValues('mobileNum') ?? '').trim();
    await sms.send(`+${dialingCode} ${mobileNum}`, async (challenge) => {
      if (props.via === 'sms') {
        const sent = await sendSms.mutateAsync({
          mobileNum,
          countryDialingCode: dialingCode,
          ...(challenge ? { challenge } : {}),
        });
        return smsCountdownSeconds({ expiredMinutes: sent.expiredMinutes });
      }
      verification.current = await props.provider.sendCode({
        phoneNumber: internationalPhoneNumber(dialingCode, mobileNum),
        mobileNum,
        countryDialingCode: dialingCode,
      });
      return smsCountdownSeconds({ via: 'external' });
    });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const mobileNum = (values.mobileNum ?? '').trim();
    const code = (values.verificationCode ?? '').trim();
    setConfirmError(null);
    let password = code;
    if (props.via === 'phone-auth') {
      if (!verification.current) {
        setConfirmError('auth/missing-verification-code');
        return;
      }
      try {
        password = (await verification.current.confirm(code)).idToken;
      } catch (error) {
        setConfirmError(phoneAuthMessageKey(error));
        return;
      }
    }
    const solved = await challengeStep.request();
    if (solved === null) return;
    const ok = await login.attempt({
      username: mobileNum,
      password,
      countryDialingCode: dialingCode,
      ...(login.captchaShown ? { captcha: values.captcha ?? '' } : {}),
      ...(solved ? { challenge: solved } : {}),
    });
    if (!ok) return;
    saveRememberedLogin(merchant, remember, { mobile: { mobileNum, countryDialingCode: dialingCode } });
    if (dialogs.current === 'login') dialogs.close();
  });

  const shownError = confirmError ?? (login.ipMethods || !login.error ? null : refusalText(login.error));
  if (challengeStep.active) return challengeStep.element;
  return (
    <form
      data-slot="mobile-code-login-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('login_title')}
      className="flex flex-col gap-4"
    >
      {props.via === 'phone-auth' ? (
        <p className="text-sm text-text-muted">{t('login_with_provider', { provider: props.provider.name })}</p>
      ) : null}
      {shownError ? <FormAlert>{t.dynamic(shownError)}</FormAlert> : null}
      <MobileCodeFields
        countries={countries.options}
        country={country}
        onDialingCodeChange={setDialingCode}
        mobileInput={form.register('mobileNum')}
        mobileError={fieldError('mobileNum')}
        codeInput={form.register('verificationCode')}
        codeError={fieldError('verificationCode')}
        sentTo={sms.sentTo}
        remainingSeconds={sms.remainingSeconds}
        sending={sms.sending}
        onSend={sendCode}
      />
      {login.captchaShown ? (
        <CaptchaField
          src={login.captcha.src}
          onRefresh={login.captcha.refresh}
          error={fieldError('captcha')}
          {...form.register('captcha')}
        />
      ) : null}
      <Checkbox
        size="sm"
        label={t('remember_me')}
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
        className="text-sm text-text"
      />
      <Button type="submit" size="lg" className="w-full" disabled={login.busy} aria-busy={login.busy || undefined}>
        {login.busy ? t('login_in_progress') : t('login_submit')}
      </Button>
      <SmsFailureDialog failure={sms.failure} onDismiss={sms.dismissFailure} />
    </form>
  );
}

/** Login with the mobile number and an SMS code from the platform (SPEC §1). */
export function SmsLoginForm() {
  return <MobileCodeLoginForm via="sms" />;
}
