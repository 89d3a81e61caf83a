import { useT } from '@lobbykit/i18n';
import { type LoginHandoff, useAuthDialogs, useAuthSettings } from '../../platform/auth-dialogs-context';
import { Modal } from '../../primitives/modal/modal';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs';
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
      data-slot="login-dialog"
      open={open}
      onOpenChange={onOpenChange}
      title={t('login_title')}
      closeLabel={t('close')}
      className="sm:max-w-[460px]"
    >
      <Tabs defaultValue="password" className="gap-5">
        {!ready ? (
          // The tab row's place is kept while the module settings load, so the form does not jump down.
          <div aria-hidden="true" data-slot="login-tabs-placeholder" className="h-11 rounded-lg bg-surface-2" />
        ) : methods.length > 1 ? (
          <TabsList aria-label={t('login_title')}>
            {methods.map((method) => (
              <TabsTrigger key={method.id} value={method.id}>
                {method.label}
              </TabsTrigger>
            ))}
          </TabsList>
        ) : null}
        <TabsContent value="password">
          <LoginForm variant="dialog" handoff={handoff} />
        </TabsContent>
        {methods.some((method) => method.id === 'mobile') ? (
          <TabsContent value="mobile">
            <SmsLoginForm />
          </TabsContent>
        ) : null}
        {phoneAuth && methods.some((method) => method.id === 'phone-auth') ? (
          <TabsContent value="phone-auth">
            <PhoneAuthLoginForm provider={phoneAuth} />
          </TabsContent>
        ) : null}
      </Tabs>
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
