import { buildLoginSchema, type LoginValues } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/button/button';
import { TextField } from '../../primitives/text-field/text-field';
import { cn } from '../../styling/cn';
import { ChunkLoading } from '../feedback/chunk-loading';
import { lazyDialog } from '../shell/lazy-dialog';
import { lazyChunk, RouteLoadError } from '../shell/lazy-route';
import { useAuthDialogs, useAuthSettings } from './auth-dialogs-context';
import { CaptchaField } from './captcha-field';
import { domainResolver } from './domain-resolver';
import { FormAlert } from './form-alert';
import type { IpVerificationStepProps } from './ip-verification-step';
import { readRememberedLogin, saveRememberedLogin } from './remembered-login';
import { useChallengeStep } from './use-challenge-step';
import { useLoginAttempt } from './use-login-attempt';

// The unregistered-IP step is rare: it loads when the platform asks for it, not with the header's form.
const loadIpVerificationStep = () =>
  import('./ip-verification-step').then((module) => ({ default: module.IpVerificationStep }));
const IpVerificationStepOnDemand = lazyChunk<IpVerificationStepProps>(loadIpVerificationStep, {
  loading: () => <ChunkLoading className="py-10" />,
  failed: (reason, retry) => (
    <RouteLoadError reason={reason} onRetry={retry} className="border-0 bg-transparent px-0 py-6" />
  ),
});
const IpVerificationDialogOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('./ip-verification-dialog').then((module) => module.IpVerificationDialog),
  { title: (t) => t('login_2fa_title') },
);

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** `dialog`: the full form in the login dialog; `header`: the compact row in the header's top bar. */
  variant?: 'dialog' | 'header';
  /** Runs after the session is open. */
  onSuccess?: () => void;
}

/**
 * Username and password login (SPEC §2, §4, §5): the captcha after a refusal that asks for it, remember me for
 * the username only, the browser's password manager through autocomplete, the unregistered-IP step.
 */
export function LoginForm({ variant = 'dialog', onSuccess }: LoginFormProps) {
  const t = useT();
  const dialogs = useAuthDialogs();
  const { merchant } = useAuthSettings();
  const [remembered] = useState(() => readRememberedLogin(merchant));
  const [remember, setRemember] = useState(remembered.username !== null);
  const login = useLoginAttempt('username');
  const challengeStep = useChallengeStep({ inline: variant !== 'header' });
  const compact = variant === 'header';
  const form = useForm<LoginValues>({
    resolver: domainResolver(buildLoginSchema({ method: 'password', captchaShown: login.captchaShown })),
    defaultValues: { username: remembered.username ?? '', password: '', captcha: '' },
  });
  const { errors } = form.formState;
  const fieldError = (name: keyof LoginValues) => {
    const message = errors[name]?.message;
    return message ? t.dynamic(message) : undefined;
  };

  const finish = () => {
    if (dialogs.current === 'login') dialogs.close();
    onSuccess?.();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const username = (values.username ?? '').trim();
    const solved = await challengeStep.request();
    if (solved === null) return;
    const ok = await login.attempt({
      username,
      password: values.password ?? '',
      ...(login.captchaShown ? { captcha: values.captcha ?? '' } : {}),
      ...(solved ? { challenge: solved } : {}),
    });
    if (!ok) return;
    saveRememberedLogin(merchant, remember, { username });
    finish();
  });

  const verification: IpVerificationStepProps | null = login.ipMethods
    ? {
        methods: login.ipMethods,
        busy: login.busy,
        errorKey: login.errorKey,
        onVerify: async (method, answer) => {
          if (await login.verifyIp(method, answer)) finish();
        },
        onCancel: login.cancelIpVerification,
      }
    : null;

  if (verification && !compact) return <IpVerificationStepOnDemand {...verification} />;
  if (challengeStep.active && !compact) return challengeStep.element;

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('login_title')}
        data-variant={variant}
        className={cn(
          compact ? 'flex flex-wrap items-end gap-2' : 'flex flex-col gap-4',
          login.captchaShown && compact ? 'max-w-[640px]' : null,
        )}
      >
        {login.errorKey && !login.ipMethods ? (
          <FormAlert className={compact ? 'basis-full' : undefined}>{t.dynamic(login.errorKey)}</FormAlert>
        ) : null}
        <TextField
          label={t('username')}
          placeholder={compact ? undefined : t('username_placeholder')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          className={compact ? 'w-36' : undefined}
          error={fieldError('username')}
          {...form.register('username')}
        />
        <TextField
          label={t('password')}
          type="password"
          placeholder={compact ? undefined : t('password_placeholder')}
          autoComplete="current-password"
          className={compact ? 'w-36' : undefined}
          revealLabels={compact ? undefined : { show: t('show_password'), hide: t('hide_password') }}
          error={fieldError('password')}
          {...form.register('password')}
        />
        {login.captchaShown ? (
          <CaptchaField
            src={login.captcha.src}
            onRefresh={login.captcha.refresh}
            className={compact ? 'w-60' : undefined}
            error={fieldError('captcha')}
            {...form.register('captcha')}
          />
        ) : null}
        <div className={cn('flex items-center gap-3', compact ? 'h-11' : 'justify-between')}>
          <label className={cn('inline-flex items-center gap-2 text-text', compact ? 'text-xs' : 'text-sm')}>
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              className="size-4 accent-accent"
            />
            {t('remember_me')}
          </label>
          {compact ? null : (
            <button
              type="button"
              className="text-sm text-text underline underline-offset-4 hover:text-accent-hover"
              onClick={() => dialogs.open('forgot')}
            >
              {t('forgot_password')}
            </button>
          )}
        </div>
        <div className={cn('flex gap-2', compact ? 'items-end' : 'flex-col')}>
          <Button
            type="submit"
            size="lg"
            disabled={login.busy}
            aria-busy={login.busy || undefined}
            className={compact ? 'h-11' : 'w-full'}
          >
            {login.busy ? t('login_in_progress') : t('login_submit')}
          </Button>
          {compact ? (
            <>
              <Button variant="gold" size="lg" onClick={() => dialogs.open('register')}>
                {t('register')}
              </Button>
              <Button variant="ghost" size="lg" onClick={() => dialogs.open('forgot')}>
                {t('forgot_password')}
              </Button>
            </>
          ) : null}
        </div>
      </form>
      {compact ? challengeStep.element : null}
      {compact && verification ? (
        <IpVerificationDialogOnDemand
          open
          onOpenChange={(open) => (open ? undefined : login.cancelIpVerification())}
          {...verification}
        />
      ) : null}
    </>
  );
}
