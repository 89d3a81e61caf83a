import { useT } from '@lobbykit/i18n';
import { Tabs } from 'radix-ui';
import { type LoginHandoff, useAuthDialogs, useAuthSettings } from '../../platform/auth-dialogs-context';
import { Modal } from '../../primitives/modal/modal';
import { FreePlayButton } from './free-play-button';
import { LoginForm } from './login-form';
import { SmsLoginForm } from './mobile-code-login-form';
import { PhoneAuthLoginForm } from './phone-auth-login-form';
import { useAuthOptions } from './use-auth-options';

/** Props of {@link LoginDialog}. */
export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Carries on from the header's login form: what was typed, the refusal and the captcha. */
  handoff?: LoginHandoff | null;
}

const tabClass =
  'flex-1 rounded-md px-3 py-2 font-medium text-sm text-text-muted transition-colors hover:text-text ' +
  'data-[state=active]:bg-surface-3 data-[state=active]:text-text';

/**
 * The login dialog `loginPopupModal` (SPEC §2): username and password, mobile and SMS code, the external phone
 * route, free play when on, and the switches to register and forgot password.
 */
export function LoginDialog({ open, onOpenChange, handoff = null }: LoginDialogProps) {
  const t = useT();
  const dialogs = useAuthDialogs();
  const { phoneAuth } = useAuthSettings();
  const { options, flags, ready } = useAuthOptions();
  const methods = [
    { id: 'password', label: t('login_by_username') },
    ...(options.loginMethods.includes('mobile') ? [{ id: 'mobile', label: t('login_by_mobile') }] : []),
    ...(phoneAuth && flags.mobileCodeLogin ? [{ id: 'phone-auth', label: t('login_by_phone_auth') }] : []),
  ];
  return (
    <Modal
      name="loginPopupModal"
      open={open}
      onOpenChange={onOpenChange}
      title={t('login_title')}
      closeLabel={t('close')}
      className="sm:max-w-[460px]"
    >
      <Tabs.Root defaultValue="password" className="flex flex-col gap-5">
        {!ready ? (
          // The tab row's place is kept while the module settings load, so the form does not jump down.
          <div aria-hidden="true" data-slot="login-tabs-placeholder" className="h-11 rounded-lg bg-surface-2" />
        ) : methods.length > 1 ? (
          <Tabs.List aria-label={t('login_title')} className="flex gap-1 rounded-lg bg-surface-2 p-1">
            {methods.map((method) => (
              <Tabs.Trigger key={method.id} value={method.id} className={tabClass}>
                {method.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        ) : null}
        <Tabs.Content value="password" className="outline-none">
          <LoginForm variant="dialog" handoff={handoff} />
        </Tabs.Content>
        {methods.some((method) => method.id === 'mobile') ? (
          <Tabs.Content value="mobile" className="outline-none">
            <SmsLoginForm />
          </Tabs.Content>
        ) : null}
        {phoneAuth && methods.some((method) => method.id === 'phone-auth') ? (
          <Tabs.Content value="phone-auth" className="outline-none">
            <PhoneAuthLoginForm provider={phoneAuth} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
      {options.freePlay ? (
        <div className="mt-5 flex flex-col gap-2 border-border border-t pt-5">
          <FreePlayButton />
        </div>
      ) : null}
      <p className="mt-5 text-center text-sm text-text-muted">
        {t('no_account')}{' '}
        <button
          type="button"
          className="font-semibold text-text underline underline-offset-4"
          onClick={() => dialogs.open('register')}
        >
          {t('register_now')}
        </button>
      </p>
    </Modal>
  );
}
