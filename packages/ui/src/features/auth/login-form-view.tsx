import { useT } from '@lobbykit/i18n';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { Button } from '../../primitives/button/button';
import { TextField, type TextFieldProps } from '../../primitives/text-field/text-field';
import { cn } from '../../styling/cn';
import { FormAlert } from './form-alert';

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
export function LoginFormView({
  variant,
  ref,
  username,
  password,
  alert,
  captcha,
  remember,
  onRememberChange,
  busy = false,
  onSubmit,
  onRegister,
  onForgot,
}: LoginFormViewProps) {
  const t = useT();
  const compact = variant === 'header';
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('login_title')}
      data-variant={variant}
      className={cn(
        compact ? 'flex flex-wrap items-end gap-2' : 'flex flex-col gap-4',
        captcha && compact ? 'max-w-[640px]' : null,
      )}
    >
      {alert ? <FormAlert className={compact ? 'basis-full' : undefined}>{alert}</FormAlert> : null}
      <TextField
        label={t('username')}
        placeholder={compact ? undefined : t('username_placeholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        className={compact ? 'w-36' : undefined}
        {...username}
      />
      <TextField
        label={t('password')}
        type="password"
        placeholder={compact ? undefined : t('password_placeholder')}
        autoComplete="current-password"
        className={compact ? 'w-36' : undefined}
        revealLabels={compact ? undefined : { show: t('show_password'), hide: t('hide_password') }}
        {...password}
      />
      {captcha}
      <div className={cn('flex items-center gap-3', compact ? 'h-11' : 'justify-between')}>
        <label className={cn('inline-flex items-center gap-2 text-text', compact ? 'text-xs' : 'text-sm')}>
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => onRememberChange(event.target.checked)}
            className="size-4 accent-accent"
          />
          {t('remember_me')}
        </label>
        {compact ? null : (
          <button
            type="button"
            className="text-sm text-text underline underline-offset-4 hover:text-accent-hover"
            onClick={onForgot}
          >
            {t('forgot_password')}
          </button>
        )}
      </div>
      <div className={cn('flex gap-2', compact ? 'items-end' : 'flex-col')}>
        <Button
          type="submit"
          size="lg"
          disabled={busy}
          aria-busy={busy || undefined}
          className={compact ? 'h-11' : 'w-full'}
        >
          {busy ? t('login_in_progress') : t('login_submit')}
        </Button>
        {compact ? (
          <>
            <Button variant="gold" size="lg" onClick={onRegister}>
              {t('register')}
            </Button>
            <Button variant="ghost" size="lg" onClick={onForgot}>
              {t('forgot_password')}
            </Button>
          </>
        ) : null}
      </div>
    </form>
  );
}
