import {
  isPlatformError,
  register as registerCall,
  registerMobile,
  type SessionValue,
  sendMobileRegisterSms,
  sendRegisterSms,
} from '@lobbykit/api-client';
import {
  buildRegisterPayload,
  DEFAULT_DECLARED_AGE,
  fieldRuleMessage,
  type RegisterField,
  type RegisterFlags,
  type RegisterLanding,
  type RegisterRules,
  type RegistrationLimit,
  readRegistrationLimits,
  registerFieldRequirements,
  smsCountdownSeconds,
  VERIFICATION_CODE_MAX_LENGTH,
} from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCallMutation } from '../../platform/call-hooks';
import { lazyDialog } from '../../platform/lazy-dialog';
import { useJurisdiction } from '../../platform/responsible-gaming/jurisdiction';
import { Button } from '../../primitives/button/button';
import { TextField } from '../../primitives/text-field/text-field';
import { WarningDialog } from '../../primitives/warning-dialog/warning-dialog';
import { DialingCodePicker, SmsSendButton } from './mobile-code-fields';
import { RegisterDeclarations } from './register-declarations';
import { fieldPlaceholder, REGISTER_FIELD_TEXT } from './register-field-text';
import {
  type RegisterFormValues,
  refusedField,
  registerFormResolver,
  VERIFICATION_CODE_RULE,
} from './register-form-checks';
import { RegisterLimitFields, registrationLimitDefaults } from './register-limit-fields';
import { useAffiliateCheck } from './use-affiliate-check';
import { CaptchaField } from './verification/captcha-field';
import { useCaptcha } from './verification/use-captcha';
import { useChallengeStep } from './verification/use-challenge-step';
import { useCountryOptions } from './verification/use-country-options';
import { useSmsSend } from './verification/use-sms-send';

// The terms, with the HTML sanitiser, load when a player first opens them.
const TermsDialogOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('./terms-dialog').then((module) => module.TermsDialog),
  { title: (t) => t('terms_title') },
);

export type RegisterFormProps = {
  rules: RegisterRules;
  flags: RegisterFlags;
  landing: RegisterLanding;
  visitorCountry: string;
  /** Age the player declares (SPEC §5: 18, or the brand's). */
  declaredAge?: number;
  termsHref: string;
  /** The platform registered the player; with the limits chosen, to set once logged in. */
  onRegistered: (
    session: SessionValue,
    password: string | undefined,
    limits: readonly RegistrationLimit[],
  ) => Promise<void> | void;
};

const FULL_WIDTH: ReadonlySet<RegisterField> = new Set(['username', 'mobileNum', 'verificationCode', 'captcha']);

/** The registration form for one method: fields and rules from the server, SMS code, captcha, declarations (SPEC §4, §5). */
export function RegisterForm({
  rules,
  flags,
  landing,
  visitorCountry,
  declaredAge = DEFAULT_DECLARED_AGE,
  termsHref,
  onRegistered,
}: RegisterFormProps) {
  const t = useT();
  const [termsOpen, setTermsOpen] = useState(false);
  const mobile = flags.method === 'mobile';
  const requirements = registerFieldRequirements(rules, flags);
  const shown = requirements.map((field) => field.name);
  const isPhoneField = ({ name }: { name: RegisterField }) => name === 'mobileNum' || name === 'verificationCode';
  // Registering by mobile starts with the number; the other fields follow in the server's order.
  const ordered = mobile
    ? [...requirements.filter(isPhoneField), ...requirements.filter((field) => !isPhoneField(field))]
    : requirements;
  const offeredLimits = useJurisdiction().limitsAtRegistration;
  const [resolver] = useState(() => registerFormResolver(rules, flags, declaredAge, offeredLimits));
  const form = useForm<RegisterFormValues>({
    resolver,
    defaultValues: {
      ageConfirmed: false,
      termsAccepted: false,
      affiliateCode: landing.affiliateCode ?? '',
      limits: registrationLimitDefaults(offeredLimits),
    },
  });
  const { errors } = form.formState;

  const countries = useCountryOptions(shown.includes('mobileNum'));
  const [countryCode, setCountryCode] = useState<string | undefined>(undefined);
  const country =
    countries.options.find((option) => option.countryCode === countryCode) ??
    countries.options.find((option) => option.countryCode === visitorCountry) ??
    countries.options[0];

  const affiliateCodeKnown = useAffiliateCheck(rules, landing.domain);
  const sendSms = useCallMutation(mobile ? sendMobileRegisterSms : sendRegisterSms);
  const register = useCallMutation(mobile ? registerMobile : registerCall);
  const captcha = useCaptcha(shown.includes('captcha'));
  // Kept as keys (or the server's own text), worded at render: they read in the language shown.
  const [warning, setWarning] = useState<{ messageKey: 'invitation_code_error'; focusAfter?: RegisterField } | null>(
    null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const sending = useRef(false);
  const challengeStep = useChallengeStep({ inline: true });
  const sms = useSmsSend({ check: challengeStep.request });

  const errorText = (field: keyof RegisterFormValues): string | undefined => {
    const key = errors[field]?.message;
    if (!key) return undefined;
    if (key.startsWith('reg_pattern_')) {
      const rule = field === 'verificationCode' ? VERIFICATION_CODE_RULE : rules[field];
      return t.message(rule ? fieldRuleMessage(rule) : { key });
    }
    if (key === 'age_declaration_required') return t.message({ key, params: { 0: declaredAge } });
    return t.dynamic(key);
  };

  const sendCode = async () => {
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return;
    // The button waits while the countries load; without them (their call failed) there is no dialing code to send.
    if (!country) {
      setProblem('unknown_error');
      return;
    }
    const mobileNo = (form.getValues('mobileNum') ?? '').trim();
    const sent = await sms.send(`+${country.countryDialingCode} ${mobileNo}`, async (challenge) => {
      const answer = await sendSms.mutateAsync({
        mobileNo,
        countryDialingCode: country.countryDialingCode,
        ...(challenge ? { challenge } : {}),
      });
      return smsCountdownSeconds({ expiredMinutes: answer.expiredMinutes });
    });
    if (sent) form.setFocus('verificationCode');
  };

  const refuse = (error: unknown) => {
    if (!isPlatformError(error) || error.kind !== 'rejected') {
      setProblem(isPlatformError(error) ? error.messageKey : 'unknown_error');
      return;
    }
    if (shown.includes('captcha')) {
      form.setValue('captcha', '');
      captcha.renew();
    }
    if (error.messageKey === 'invitation_code_error') {
      setWarning({ messageKey: 'invitation_code_error', focusAfter: 'affiliateCode' });
      return;
    }
    const field = refusedField(error, shown);
    if (field) form.setError(field, { type: 'server', message: error.messageKey }, { shouldFocus: true });
    else setProblem(error.serverMessage ?? error.messageKey);
  };

  const submit = form.handleSubmit(async (values) => {
    // One registration per intent, however fast the button is pressed (DESIGN.md).
    if (sending.current) return;
    sending.current = true;
    setSubmitting(true);
    setProblem(null);
    try {
      if (!(await affiliateCodeKnown(values.affiliateCode))) {
        // SPEC §8: an invalid affiliate code is a warning dialog with the invitation-code error.
        setWarning({ messageKey: 'invitation_code_error', focusAfter: 'affiliateCode' });
        return;
      }
      const payload = buildRegisterPayload({
        values,
        rules,
        flags,
        landing,
        countryDialingCode: country?.countryDialingCode,
      });
      const solved = await challengeStep.request();
      if (solved === null) return;
      const session = await register.mutateAsync(solved ? { ...payload, challenge: solved } : payload);
      await onRegistered(session, values.password, readRegistrationLimits(offeredLimits, values.limits).limits);
    } catch (error) {
      refuse(error);
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  });

  const fieldInput = ({ name: field, required }: { name: RegisterField; required: boolean }) => {
    const text = REGISTER_FIELD_TEXT[field];
    const label = t(text.label);
    const common = {
      optionalLabel: required ? undefined : t('optional'),
      'aria-required': required || undefined,
      error: errorText(field),
      className: FULL_WIDTH.has(field) ? 'sm:col-span-2' : undefined,
      ...form.register(field),
    };
    if (field === 'captcha') {
      return <CaptchaField key={field} src={captcha.src} onRefresh={captcha.refresh} {...common} />;
    }
    return (
      <TextField
        key={field}
        label={label}
        type={text.type ?? 'text'}
        autoComplete={text.autoComplete}
        inputMode={text.inputMode}
        placeholder={fieldPlaceholder(text, label, t)}
        maxLength={field === 'verificationCode' ? VERIFICATION_CODE_MAX_LENGTH : undefined}
        revealLabels={text.type === 'password' ? { show: t('show_password'), hide: t('hide_password') } : undefined}
        start={
          field === 'mobileNum' && country ? (
            <DialingCodePicker
              countries={countries.options}
              country={country}
              onChange={(next) => setCountryCode(next.countryCode)}
            />
          ) : undefined
        }
        end={
          field === 'verificationCode' ? (
            <SmsSendButton
              remainingSeconds={sms.remainingSeconds}
              sending={sms.sending || countries.isPending}
              onSend={sendCode}
            />
          ) : undefined
        }
        hint={field === 'verificationCode' && sms.sentTo ? t('sms_sent', { phone: sms.sentTo }) : undefined}
        {...common}
      />
    );
  };

  if (challengeStep.active) return challengeStep.element;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-slot="register-form">
      <div className="grid gap-4 sm:grid-cols-2">{ordered.map(fieldInput)}</div>
      <RegisterLimitFields
        offered={offeredLimits}
        control={form.control}
        register={form.register}
        errors={errors.limits}
      />
      <RegisterDeclarations
        register={form.register}
        declaredAge={declaredAge}
        errorOf={errorText}
        onOpenTerms={() => setTermsOpen(true)}
      />
      {problem ? (
        <p role="alert" className="rounded-md bg-danger-surface px-3 py-2.5 text-danger text-sm">
          {t.dynamic(problem)}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting || undefined} className="w-full">
        {submitting ? t('register_in_progress') : t('register_submit')}
      </Button>
      <p aria-live="polite" className="sr-only">
        {sms.sentTo ? t('sms_sent', { phone: sms.sentTo }) : ''}
      </p>
      <WarningDialog
        name="registerWarning"
        open={warning !== null || sms.failure !== null}
        onOpenChange={(open) => {
          if (open) return;
          const focusAfter = warning?.focusAfter;
          setWarning(null);
          sms.dismissFailure();
          if (focusAfter) setTimeout(() => form.setFocus(focusAfter), 0);
        }}
        title={t('warning')}
        message={warning ? t(warning.messageKey) : sms.failure ? t.dynamic(sms.failure) : undefined}
        confirmLabel={t('confirm')}
        closeLabel={t('close')}
      />
      {termsOpen ? <TermsDialogOnDemand open onOpenChange={setTermsOpen} helpHref={termsHref} /> : null}
    </form>
  );
}
