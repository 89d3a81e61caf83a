import { useT } from '@lobbykit/i18n';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { Button } from '../../primitives/button/button';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { TextField, type TextFieldProps } from '../../primitives/text-field/text-field';
import { HeaderLoginRow } from './header-login-row';

/**
 * What a visitor did in the header's login form before its code arrived: what they typed and ticked, and whether
 * they sent it. The form's code starts from there.
 */
export interface LoginDraft {
  username: string;
  password: string;
  remember: boolean;
  submitted: boolean;
}

type FieldProps = Omit<TextFieldProps, 'label'>;

export interface LoginFormViewProps {
  variant: 'dialog' | 'header';
  ref?: Ref<HTMLFormElement>;
  username: FieldProps;
  password: FieldProps;
  /** The form's failure message, if any. */
  alert?: ReactNode;
  /** The captcha field, once a refusal asked for it. */
  captcha?: ReactNode;
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  busy?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onRegister: () => void;
  onForgot: () => void;
}

/** The username and password login form's markup, drawn by the form and, before its code is there, by the header. */
export function LoginFormView(props: LoginFormViewProps) {
  return props.variant === 'header' ? <HeaderLoginRow {...props} /> : <DialogForm {...props} />;
}

function DialogForm({
  ref,
  username,
  password,
  alert,
  captcha,
  remember,
  onRememberChange,
  busy = false,
  onSubmit,
  onForgot,
}: LoginFormViewProps) {
  const t = useT();
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('login_title')}
      data-slot="login-form"
      data-variant="dialog"
      className="flex flex-col gap-4"
    >
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField
        label={t('username')}
        placeholder={t('username_placeholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...username}
      />
      <TextField
        label={t('password')}
        type="password"
        placeholder={t('password_placeholder')}
        autoComplete="current-password"
        revealLabels={{ show: t('show_password'), hide: t('hide_password') }}
        {...password}
      />
      {captcha}
      <div className="flex items-center justify-between gap-3">
        <Checkbox
          size="sm"
          label={t('remember_me')}
          checked={remember}
          onChange={(event) => onRememberChange(event.target.checked)}
          className="shrink-0 whitespace-nowrap text-sm text-text"
        />
        <button
          type="button"
          className="text-sm text-text underline underline-offset-4 hover:text-accent-hover"
          onClick={onForgot}
        >
          {t('forgot_password')}
        </button>
      </div>
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined} className="w-full">
        {busy ? t('login_in_progress') : t('login_submit')}
      </Button>
    </form>
  );
}
