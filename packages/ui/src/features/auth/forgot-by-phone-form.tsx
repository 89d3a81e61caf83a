import {
  getRegisterSettings,
  isPlatformError,
  login as loginCall,
  sendLoginSms,
  setPasswordByPhone,
} from '@lobbykit/api-client';
import { buildForgotByPhoneSchema, type ForgotByPhoneValues, smsCountdownSeconds } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuthDialogs } from '../../platform/auth-dialogs-context';
import { useCallMutation, useCallQuery } from '../../platform/call-hooks';
import { useSessionActions } from '../../platform/session-hooks';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { TextField } from '../../primitives/text-field/text-field';
import { domainResolver } from './domain-resolver';
import { MobileCodeFields } from './mobile-code-fields';
import { SmsFailureDialog } from './sms-failure-dialog';
import { useRuleMessage } from './use-rule-message';
import { useChallengeStep } from './verification/use-challenge-step';
import { useCountryOptions } from './verification/use-country-options';
import { useSmsSend } from './verification/use-sms-send';

/**
 * Forgot password by phone (SPEC §3, §4, §5): mobile, SMS code and a new password; once it is set, the player is
 * logged in with the mobile number and the new password.
 */
export function ForgotByPhoneForm() {
  const t = useT();
  const dialogs = useAuthDialogs();
  const { signIn } = useSessionActions();
  const rules = useCallQuery(getRegisterSettings);
  const countries = useCountryOptions(true);
  const [dialingCode, setDialingCode] = useState('84');
  const country = countries.options.find((option) => option.countryDialingCode === dialingCode);
  const sendSms = useCallMutation(sendLoginSms);
  const setPassword = useCallMutation(setPasswordByPhone);
  const login = useCallMutation(loginCall);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [loggingIn, setLoggingIn] = useState(false);
  const inFlight = useRef(false);
  const challengeStep = useChallengeStep({ inline: true });
  const sms = useSmsSend({ check: challengeStep.request });
  const form = useForm<ForgotByPhoneValues>({
    resolver: domainResolver(
      buildForgotByPhoneSchema({ mobileNum: rules.data?.mobileNum ?? null, password: rules.data?.password ?? null }),
    ),
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '' },
  });
  const fieldError = useRuleMessage(form.formState.errors, rules.data, { newPassword: 'password' });

  const sendCode = async () => {
    if (!(await form.trigger('mobileNum'))) return;
    const mobileNum = (form.getValues('mobileNum') ?? '').trim();
    await sms.send(`+${dialingCode} ${mobileNum}`, async (challenge) => {
      const sent = await sendSms.mutateAsync({
        mobileNum,
        countryDialingCode: dialingCode,
        ...(challenge ? { challenge } : {}),
      });
      return smsCountdownSeconds({ expiredMinutes: sent.expiredMinutes });
    });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setErrorKey(null);
    const mobileNum = (values.mobileNum ?? '').trim();
    const newPassword = values.newPassword ?? '';
    try {
      await setPassword.mutateAsync({
        mobileNum,
        newPassword,
        verificationCode: (values.verificationCode ?? '').trim(),
        countryDialingCode: dialingCode,
      });
      setLoggingIn(true);
      // SPEC §4: after the password is set, log in with the mobile number.
      const value = await login.mutateAsync({ username: mobileNum, password: newPassword, type: 'username' });
      await signIn(value, { loginType: 'username', password: newPassword });
      dialogs.close();
    } catch (error) {
      setErrorKey(isPlatformError(error) ? error.messageKey : 'unknown_error');
    } finally {
      inFlight.current = false;
      setLoggingIn(false);
    }
  });

  const busy = setPassword.isPending || loggingIn;
  if (challengeStep.active) return challengeStep.element;
  return (
    <form
      data-slot="forgot-by-phone-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('forgot_by_phone')}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-text-muted">{t('forgot_phone_hint')}</p>
      {errorKey ? <FormAlert>{t.dynamic(errorKey)}</FormAlert> : null}
      {loggingIn ? (
        <p role="status" className="text-sm text-text">
          {t('after_reset_pass')}
        </p>
      ) : null}
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
      <TextField
        label={t('new_password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('new_password_placeholder')}
        revealLabels={{ show: t('show_password'), hide: t('hide_password') }}
        error={fieldError('newPassword')}
        {...form.register('newPassword')}
      />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
        {t('forgot_submit')}
      </Button>
      <Button variant="ghost" onClick={() => dialogs.open('login')}>
        {t('back_to_login')}
      </Button>
      <SmsFailureDialog failure={sms.failure} onDismiss={sms.dismissFailure} />
    </form>
  );
}
