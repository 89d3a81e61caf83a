import { isPlatformError, type PlatformError, setPaymentPassword } from '@lobbykit/api-client';
import { type MessageKey, useT } from '@lobbykit/i18n';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCallMutation } from '../../platform/call-hooks';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { TextField } from '../../primitives/text-field/text-field';

type PaymentPasswordValues = { password: string; paymentPassword: string; confirmPaymentPassword: string };

// The platform's six-digit payment password (the setPaymentPassword call's rule).
const SIX_DIGITS = /^\d{6}$/;

// Refusals that name a field; here the sandbox's in_password_incorrect means the login password did not match.
const FIELD_OF_REFUSAL: Record<string, { field: keyof PaymentPasswordValues; key: MessageKey }> = {
  in_password_incorrect: { field: 'password', key: 'withdrawal_login_password_wrong' },
  inconsistent_twice: { field: 'confirmPaymentPassword', key: 'inconsistent_twice' },
};

/**
 * The first-time "set payment password" step (SPEC §2 withdraw): a player without one sets it, proven by the login
 * password, before a withdrawal can be asked for.
 */
export function SetPaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const mutation = useCallMutation(setPaymentPassword);
  const [problem, setProblem] = useState<PlatformError | null>(null);
  const form = useForm<PaymentPasswordValues>({
    defaultValues: { password: '', paymentPassword: '', confirmPaymentPassword: '' },
  });
  const { errors } = form.formState;
  // The form keeps each field's problem as its key, worded here: it reads in the language shown.
  const errorOf = (field: keyof PaymentPasswordValues) => {
    const key = errors[field]?.message;
    return key ? t.dynamic(key) : undefined;
  };
  const titleId = useId();
  const reveal = { show: t('show_password'), hide: t('hide_password') };

  const onSubmit = form.handleSubmit(async (values) => {
    if (mutation.isPending) return;
    setProblem(null);
    try {
      await mutation.mutateAsync(values);
      onDone();
    } catch (error) {
      const refusal = isPlatformError(error) ? FIELD_OF_REFUSAL[error.messageKey] : undefined;
      if (refusal) form.setError(refusal.field, { type: 'platform', message: refusal.key }, { shouldFocus: true });
      else if (isPlatformError(error)) setProblem(error);
    }
  });

  return (
    <form
      data-slot="set-payment-password-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface-2 p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="font-semibold text-lg">
          {t('withdrawal_set_password_title')}
        </h3>
        <p className="text-sm text-text-muted">{t('withdrawal_set_password_intro')}</p>
      </div>
      {problem ? <FormAlert>{t.message({ key: problem.messageKey })}</FormAlert> : null}
      <TextField
        label={t('withdrawal_login_password')}
        type="password"
        autoComplete="current-password"
        revealLabels={reveal}
        error={errorOf('password')}
        {...form.register('password', { required: 'not_empty' })}
      />
      <TextField
        label={t('withdrawal_new_payment_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        hint={t('withdrawal_payment_password_rule')}
        revealLabels={reveal}
        error={errorOf('paymentPassword')}
        {...form.register('paymentPassword', {
          required: 'not_empty',
          pattern: { value: SIX_DIGITS, message: 'withdrawal_payment_password_rule' },
        })}
      />
      <TextField
        label={t('withdrawal_confirm_payment_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        revealLabels={reveal}
        error={errorOf('confirmPaymentPassword')}
        {...form.register('confirmPaymentPassword', {
          required: 'not_empty',
          validate: (confirm, values) => confirm === values.paymentPassword || 'inconsistent_twice',
        })}
      />
      <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
        {t('withdrawal_set_password_submit')}
      </Button>
    </form>
  );
}
