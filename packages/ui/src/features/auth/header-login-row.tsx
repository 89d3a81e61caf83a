import { useT } from '@lobbykit/i18n';
import { Button } from '../../primitives/button/button';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { TextField } from '../../primitives/text-field/text-field';
import { cn } from '../../styling/cn';
import type { LoginFormViewProps } from './login-form-view';

/**
 * The header's one-row form: placeholders and icons say what each field is (the labels are there for assistive
 * technology). It never grows: its messages and the captcha go to the login dialog, and the one message of its own
 * (its code did not arrive) floats below the bar.
 */
export function HeaderLoginRow({
  ref,
  username,
  password,
  alert,
  remember,
  onRememberChange,
  busy = false,
  onSubmit,
  onRegister,
  onForgot,
  'data-slot': slot = 'header-login-row',
}: LoginFormViewProps & { 'data-slot'?: string | undefined }) {
  const t = useT();
  return (
    <form
      data-slot={slot}
      ref={ref}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('login_title')}
      data-variant="header"
      className="relative flex items-center gap-2"
    >
      <TextField
        label={t('username')}
        labelHidden
        placeholder={t('username')}
        icon={<UserIcon />}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        className="w-36 xl:w-40"
        inputClassName={headerInput}
        {...username}
        error={undefined}
      />
      <div className="relative w-36 xl:w-40">
        <TextField
          label={t('password')}
          labelHidden
          type="password"
          placeholder={t('password')}
          icon={<LockIcon />}
          autoComplete="current-password"
          inputClassName={cn(headerInput, 'pe-9')}
          {...password}
          error={undefined}
        />
        <button
          type="button"
          onClick={onForgot}
          aria-label={t('forgot_password')}
          title={t('forgot_password')}
          className="absolute inset-y-0 end-0 inline-flex w-9 items-center justify-center rounded-e-md text-text-muted hover:text-text"
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <RememberMe remember={remember} onRememberChange={onRememberChange} className="text-xs" />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="h-10 min-w-20">
        {busy ? t('login_in_progress') : t('login_submit')}
      </Button>
      <Button variant="gold" className="h-10 min-w-20" onClick={onRegister}>
        {t('register')}
      </Button>
      {alert ? (
        <FormAlert className="absolute end-0 top-full z-40 mt-2 w-max max-w-sm shadow-raised">{alert}</FormAlert>
      ) : null}
    </form>
  );
}

const headerInput = 'h-10 bg-surface-2/80';

export function RememberMe({
  remember,
  onRememberChange,
  className,
}: Pick<LoginFormViewProps, 'remember' | 'onRememberChange'> & { className: string }) {
  const t = useT();
  return (
    <Checkbox
      size="sm"
      label={t('remember_me')}
      checked={remember}
      onChange={(event) => onRememberChange(event.target.checked)}
      className={cn('shrink-0 whitespace-nowrap text-text', className)}
    />
  );
}

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
