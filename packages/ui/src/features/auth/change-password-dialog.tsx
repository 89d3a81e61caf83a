import { changePassword, getRegisterSettings, isPlatformError } from '@lobbykit/api-client';
import { buildChangePasswordSchema, type ChangePasswordValues, fieldRuleMessage } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCallMutation, useCallQuery } from '../../platform/call-hooks';
import { useSiteNavigate } from '../../platform/nav-link';
import { useAfterLogin, useSessionActions } from '../../platform/session-hooks';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { Modal } from '../../primitives/modal/modal';
import { TextField } from '../../primitives/text-field/text-field';
import { domainResolver } from './domain-resolver';

const PASSWORD_FIELDS = [
  {
    name: 'oldPassword',
    label: 'old_password',
    placeholder: 'old_password_placeholder',
    autoComplete: 'current-password',
  },
  { name: 'newPassword', label: 'new_password', placeholder: 'new_password_placeholder', autoComplete: 'new-password' },
  {
    name: 'confirmNewPassword',
    label: 'confirm_new_password',
    placeholder: 'confirm_password_placeholder',
    autoComplete: 'new-password',
  },
] as const;

/** Props of {@link ChangePasswordDialog}. */
export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Set when the change is forced after login (SPEC §4): it cannot be closed and says why. */
  reason?: 'default-password' | 'expired' | null;
}

/** Change password (SPEC §3, §4, §5); afterwards the member info reloads and the player goes to '/'. */
export function ChangePasswordDialog({ open, onOpenChange, reason = null }: ChangePasswordDialogProps) {
  const t = useT();
  const forced = reason !== null;
  return (
    <Modal
      data-slot="change-password-dialog"
      name="changePasswordModal"
      open={open}
      onOpenChange={(next) => (forced && !next ? undefined : onOpenChange(next))}
      title={t('change_password_title')}
      description={
        reason === 'default-password'
          ? t('in_first_password')
          : reason === 'expired'
            ? t('in_change_expired')
            : undefined
      }
      showClose={!forced}
      closeLabel={t('close')}
      className="sm:max-w-[460px]"
    >
      {open ? <ChangePasswordForm onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const { finish } = useAfterLogin();
  const { refreshMember } = useSessionActions();
  const navigate = useSiteNavigate();
  const rules = useCallQuery(getRegisterSettings);
  const change = useCallMutation(changePassword);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    resolver: domainResolver(buildChangePasswordSchema({ passwordRule: rules.data?.password ?? null })),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors } = form.formState;
  const fieldError = (name: keyof ChangePasswordValues) => {
    const message = errors[name]?.message;
    if (!message) return undefined;
    const rule = rules.data?.password;
    // The resolver keeps only the key; the rule gives back its {range} (domain README).
    return message.startsWith('reg_pattern_') && rule ? t.message(fieldRuleMessage(rule)) : t.dynamic(message);
  };
  const reveal = { show: t('show_password'), hide: t('hide_password') };

  const onSubmit = form.handleSubmit(async (values) => {
    if (change.isPending) return;
    setErrorKey(null);
    try {
      await change.mutateAsync({
        oldPassword: values.oldPassword ?? '',
        newPassword: values.newPassword ?? '',
        confirmNewPassword: values.confirmNewPassword ?? '',
      });
    } catch (error) {
      setErrorKey(isPlatformError(error) ? error.messageKey : 'unknown_error');
      return;
    }
    finish('change-password');
    await refreshMember();
    onDone();
    navigate('/');
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('change_password_title')} className="flex flex-col gap-4">
      {errorKey ? <FormAlert>{t.dynamic(errorKey)}</FormAlert> : null}
      {PASSWORD_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={t(field.label)}
          type="password"
          autoComplete={field.autoComplete}
          placeholder={t(field.placeholder)}
          revealLabels={reveal}
          error={fieldError(field.name)}
          {...form.register(field.name)}
        />
      ))}
      <Button type="submit" size="lg" disabled={change.isPending} aria-busy={change.isPending || undefined}>
        {t('change_password_submit')}
      </Button>
    </form>
  );
}
