import { buildLoginSchema, type LoginValues } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { memo, type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type LoginHandoff, useAuthDialogs, useAuthSettings } from '../../platform/auth-dialogs-context';
import { ChunkLoading } from '../../platform/feedback/chunk-loading';
import { lazyDialog } from '../../platform/lazy-dialog';
import { lazyChunk, RouteLoadError } from '../../platform/lazy-route';
import { useRefusalText } from '../../platform/refusal-text';
import { domainResolver } from './domain-resolver';
import type { IpVerificationStepProps } from './ip-verification-step';
import { type LoginDraft, LoginFormView, type LoginFormViewProps } from './login-form-view';
import { readRememberedLogin, saveRememberedLogin } from './remembered-login';
import { type LoginRefusalShown, useLoginAttempt } from './use-login-attempt';
import { CaptchaField } from './verification/captcha-field';
import { useChallengeStep } from './verification/use-challenge-step';

// The unregistered-IP step is rare: it loads when the platform asks for it, not with the header's form.
const loadIpVerificationStep = () =>
  import('./ip-verification-step').then((module) => ({ default: module.IpVerificationStep }));
const IpVerificationStepOnDemand = /* @__PURE__ */ lazyChunk<IpVerificationStepProps>(loadIpVerificationStep, {
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
  /** The dialog carries on from the header's form: what was typed, the refusal and the captcha. */
  handoff?: LoginHandoff | null;
}

/** The form's behaviour: what its markup is drawn with, and the steps it may show instead of it or beside it. */
function useLoginForm({
  variant = 'dialog',
  onSuccess,
  draft,
  handoff = null,
}: LoginFormProps & { draft?: LoginDraft }) {
  const t = useT();
  const dialogs = useAuthDialogs();
  const { merchant } = useAuthSettings();
  const [remembered] = useState(() => readRememberedLogin(merchant));
  const typed = handoff ?? draft;
  const [remember, setRemember] = useState(typed?.remember ?? remembered.username !== null);
  const refusalText = useRefusalText();
  const login = useLoginAttempt('username', {
    errorKey: handoff?.errorKey,
    errorParams: handoff?.errorParams,
    captchaShown: handoff?.captcha,
  });
  const challengeStep = useChallengeStep({ inline: variant !== 'header' });
  const compact = variant === 'header';
  const form = useForm<LoginValues>({
    // The header's row has no captcha field: when the platform asks for one, the dialog takes over.
    resolver: domainResolver(buildLoginSchema({ method: 'password', captchaShown: login.captchaShown && !compact })),
    defaultValues: {
      username: typed?.username ?? remembered.username ?? '',
      password: typed?.password ?? '',
      captcha: '',
    },
  });
  // Carrying on from the header: a field to fix is named at once, and focus waits where the player goes on.
  useEffect(() => {
    if (handoff?.invalid) void form.trigger();
    else if (handoff?.captcha) form.setFocus('captcha');
    else if (handoff?.errorKey) form.setFocus('password');
  }, [handoff, form]);
  const { errors } = form.formState;
  const fieldError = (name: keyof LoginValues) => {
    const message = errors[name]?.message;
    return message ? t.dynamic(message) : undefined;
  };

  const finish = () => {
    if (dialogs.current === 'login') dialogs.close();
    onSuccess?.();
  };

  // The header's row never grows: what it cannot show, the login dialog shows, with what was typed.
  const handOff = (values: LoginValues, why: Pick<LoginHandoff, 'errorKey' | 'errorParams' | 'captcha' | 'invalid'>) =>
    dialogs.open('login', { username: values.username ?? '', password: values.password ?? '', remember, ...why });

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (compact && login.captchaShown) {
        handOff(values, { errorKey: null, captcha: true, invalid: false });
        return;
      }
      await send(values);
    },
    compact ? () => handOff(form.getValues(), { errorKey: null, captcha: false, invalid: true }) : undefined,
  );

  const send = async (values: LoginValues) => {
    const username = (values.username ?? '').trim();
    const solved = await challengeStep.request();
    if (solved === null) return;
    const refused = compact
      ? (refusal: LoginRefusalShown) =>
          handOff(values, {
            errorKey: refusal.messageKey,
            errorParams: refusal.params,
            captcha: refusal.captcha,
            invalid: false,
          })
      : undefined;
    const ok = await login.attempt(
      {
        username,
        password: values.password ?? '',
        ...(login.captchaShown ? { captcha: values.captcha ?? '' } : {}),
        ...(solved ? { challenge: solved } : {}),
      },
      refused,
    );
    if (!ok) return;
    saveRememberedLogin(merchant, remember, { username });
    finish();
  };

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

  const view: LoginFormViewProps = {
    variant,
    alert: login.error && !login.ipMethods && !compact ? refusalText(login.error) : null,
    username: { error: compact ? undefined : fieldError('username'), ...form.register('username') },
    password: { error: compact ? undefined : fieldError('password'), ...form.register('password') },
    captcha:
      login.captchaShown && !compact ? (
        <CaptchaField
          src={login.captcha.src}
          onRefresh={login.captcha.refresh}
          error={fieldError('captcha')}
          {...form.register('captcha')}
        />
      ) : null,
    remember,
    onRememberChange: setRemember,
    busy: login.busy,
    onSubmit,
    onRegister: () => dialogs.open('register'),
    onForgot: () => dialogs.open('forgot'),
  };

  // In a dialog the security step and the unregistered-IP step take the form's place; from the header (compact)
  // they open over the page.
  let instead: ReactNode = null;
  if (verification && !compact) instead = <IpVerificationStepOnDemand {...verification} />;
  else if (challengeStep.active && !compact) instead = challengeStep.element;
  const beside = compact ? (
    <>
      {challengeStep.element}
      {verification ? (
        <IpVerificationDialogOnDemand
          open
          onOpenChange={(open) => (open ? undefined : login.cancelIpVerification())}
          {...verification}
        />
      ) : null}
    </>
  ) : null;
  return { view, instead, beside };
}

/**
 * Username and password login (SPEC §2, §4, §5): the captcha after a refusal that asks for it, remember me for
 * the username only, the browser's password manager through autocomplete, the unregistered-IP step.
 */
export function LoginForm(props: LoginFormProps) {
  const { view, instead, beside } = useLoginForm(props);
  if (instead) return instead;
  return (
    <>
      <LoginFormView {...view} />
      {beside}
    </>
  );
}

/**
 * The header's login form without its markup, for the header, which draws the form before this chunk is there
 * and keeps its elements (what is typed, focus, a click under way) when it comes: the form's props go to
 * `onView` after every render, starting from what the visitor did meanwhile (`draft`). Memoised, so that the
 * header drawing them does not render it again.
 */
export const HeaderLoginController = /* @__PURE__ */ memo(function HeaderLoginController({
  draft,
  onView,
}: {
  draft: LoginDraft;
  onView: (view: LoginFormViewProps) => void;
}) {
  const { view, beside } = useLoginForm({ variant: 'header', draft });
  useLayoutEffect(() => onView(view));
  return beside;
});
