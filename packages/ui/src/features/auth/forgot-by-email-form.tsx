import { forgotPasswordByEmail, getRegisterSettings, isPlatformError } from '@lobbykit/api-client';
import { buildForgotByEmailSchema, type ForgotByEmailValues } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuthDialogs } from '../../platform/auth-dialogs-context';
import { useCallMutation, useCallQuery } from '../../platform/call-hooks';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { TextField } from '../../primitives/text-field/text-field';
import { domainResolver } from './domain-resolver';
import { useRuleMessage } from './use-rule-message';

/** Forgot password by e-mail (SPEC §3, §5): username and e-mail; the platform mails the reset. */
export function ForgotByEmailForm() {
  const t = useT();
  const dialogs = useAuthDialogs();
  const rules = useCallQuery(getRegisterSettings);
  const forgot = useCallMutation(forgotPasswordByEmail);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotByEmailValues>({
    resolver: domainResolver(
      buildForgotByEmailSchema({ username: rules.data?.username ?? null, email: rules.data?.email ?? null }),
    ),
    defaultValues: { username: '', email: '' },
  });
  const fieldError = useRuleMessage(form.formState.errors, rules.data);

  const onSubmit = form.handleSubmit(async (values) => {
    if (forgot.isPending) return;
    setErrorKey(null);
    try {
      await forgot.mutateAsync({ username: values.username ?? '', email: values.email ?? '' });
      setSent(true);
    } catch (error) {
      setErrorKey(isPlatformError(error) ? error.messageKey : 'unknown_error');
    }
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-md bg-surface-2 px-3 py-3 text-sm text-text">
          {t('forgot_email_sent')}
        </p>
        <Button size="lg" onClick={() => dialogs.open('login')}>
          {t('back_to_login')}
        </Button>
      </div>
    );
  }

  return (
    <form
      data-slot="forgot-by-email-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('forgot_by_email')}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-text-muted">{t('forgot_email_hint')}</p>
      {errorKey ? <FormAlert>{t.dynamic(errorKey)}</FormAlert> : null}
      <TextField
        label={t('username')}
        autoComplete="username"
        autoCapitalize="none"
        placeholder={t('username_placeholder')}
        error={fieldError('username')}
        {...form.register('username')}
      />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        placeholder={t('email_placeholder')}
        error={fieldError('email')}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" disabled={forgot.isPending} aria-busy={forgot.isPending || undefined}>
        {t('forgot_submit')}
      </Button>
      <Button variant="ghost" onClick={() => dialogs.open('login')}>
        {t('back_to_login')}
      </Button>
    </form>
  );
}
