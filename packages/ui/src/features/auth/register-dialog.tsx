import {
  type RegisterFlags,
  type RegisterLanding,
  type RegistrationLimit,
  readRegisterLanding,
} from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useState } from 'react';
import { useSessionActions } from '../../platform/session-hooks';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs';
import { RegisterForm, type RegisterFormProps } from './register-form';
import { RegisterLimitsSaving } from './register-limits-saving';
import { type RegisterSetup, useRegisterSetup } from './use-register-setup';

export type RegisterDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Already have an account? Log in now". */
  onSwitchToLogin?: () => void;
  /** Goes to a path of the site; after registering the player goes to '/' (SPEC §4). Default: history.pushState. */
  navigate?: (path: string) => void;
  /** The age the player declares (SPEC §5: 18 unless the brand says otherwise). */
  declaredAge?: number;
  /** Where the terms and conditions are. */
  termsHref?: string;
  /** The registration page's address, read for referralCode and the domain (default: the current page). */
  landingUrl?: string;
};

type Method = 'username' | 'mobile';

function goTo(path: string): void {
  if (globalThis.location?.pathname !== path) globalThis.history?.pushState(null, '', path);
}

function formFlags(setup: RegisterSetup, method: Method): RegisterFlags {
  return {
    method,
    smsVerification: setup.flags.smsVerification,
    mobileRegistrationWithPassword: setup.flags.mobileRegistrationWithPassword,
  };
}

/**
 * The register dialog (SPEC §2, §4): username, mobile, or mobile-with-password registration as the module flags
 * allow, fields and rules from the server; on success the player is logged in, the dialog closes and the site
 * goes to '/'.
 */
export function RegisterDialog({
  open,
  onOpenChange,
  onSwitchToLogin,
  navigate = goTo,
  declaredAge,
  termsHref = '/help',
  landingUrl,
}: RegisterDialogProps) {
  const t = useT();
  const { signIn } = useSessionActions();
  // The limits chosen at registration, set once the player is logged in; the dialog stays until they are.
  const [limitsToSave, setLimitsToSave] = useState<readonly RegistrationLimit[] | null>(null);
  const finish = () => {
    setLimitsToSave(null);
    onOpenChange(false);
    navigate('/');
  };
  return (
    <Modal
      data-slot="register-dialog"
      name="registerPopupModal"
      open={open}
      onOpenChange={(next) => {
        // Closed while its limits are saved or refused, the dialog opens afresh next time.
        if (!next) setLimitsToSave(null);
        onOpenChange(next);
      }}
      title={t('register_title')}
      closeLabel={t('close')}
      size="md"
      // A long form scrolls inside the dialog rather than running off a short screen.
      className="sm:max-h-[calc(100dvh-2rem)]"
    >
      {open && limitsToSave ? (
        <RegisterLimitsSaving limits={limitsToSave} onDone={finish} />
      ) : open ? (
        <RegisterDialogBody
          onSwitchToLogin={onSwitchToLogin}
          declaredAge={declaredAge}
          termsHref={termsHref}
          landing={readRegisterLanding(landingUrl ?? globalThis.location?.href ?? 'http://localhost/')}
          onRegistered={async (value, password, limits) => {
            // SPEC §4: register, load login info, close the dialog, go to '/'.
            await signIn(value, { loginType: 'username', ...(password ? { password } : {}) });
            if (limits.length > 0) setLimitsToSave(limits);
            else finish();
          }}
        />
      ) : null}
    </Modal>
  );
}

function RegisterDialogBody({
  onSwitchToLogin,
  onRegistered,
  declaredAge,
  termsHref,
  landing,
}: {
  onSwitchToLogin: (() => void) | undefined;
  onRegistered: RegisterFormProps['onRegistered'];
  declaredAge: number | undefined;
  termsHref: string;
  landing: RegisterLanding;
}) {
  const t = useT();
  const setup = useRegisterSetup();
  const [chosen, setChosen] = useState<Method | null>(null);

  if (setup.isPending) {
    return (
      <p role="status" className="py-10 text-center text-text-muted">
        {t('loading')}
      </p>
    );
  }
  if (setup.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-8 text-center">
        <p className="text-danger">{t.dynamic(setup.error.messageKey)}</p>
        <Button variant="outline" onClick={() => void setup.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const { options } = setup.data;
  const method = chosen ?? options.defaultRegisterMethod;
  const form = (of: Method) => (
    <RegisterForm
      key={of}
      rules={setup.data.rules}
      flags={formFlags(setup.data, of)}
      landing={landing}
      visitorCountry={setup.data.visitorCountry}
      declaredAge={declaredAge}
      termsHref={termsHref}
      onRegistered={onRegistered}
    />
  );
  const switchToLogin = onSwitchToLogin ? (
    <p className="mt-5 text-center text-sm text-text-muted">
      {t('have_account')}{' '}
      <button
        type="button"
        onClick={onSwitchToLogin}
        className="font-semibold text-text underline underline-offset-4 hover:text-accent-hover"
      >
        {t('login_now')}
      </button>
    </p>
  ) : null;

  if (method === null) {
    return (
      <>
        <p role="alert" className="py-6 text-center text-text-muted">
          {t('register_unavailable')}
        </p>
        {switchToLogin}
      </>
    );
  }
  const mobileLabel = setup.data.flags.mobileRegistrationWithPassword
    ? t('register_by_mobile_password')
    : t('register_by_mobile');
  return (
    <>
      {options.registerMethods.length > 1 ? (
        <Tabs value={method} onValueChange={(next) => setChosen(next as Method)} className="gap-5">
          <TabsList aria-label={t('register_method')} className="grid grid-flow-col rounded-md">
            {options.registerMethods.map((of) => (
              <TabsTrigger
                key={of}
                value={of}
                className="h-9 rounded-sm py-0 font-semibold data-[state=active]:bg-accent data-[state=active]:text-accent-contrast"
              >
                {of === 'mobile' ? mobileLabel : t('register_by_username')}
              </TabsTrigger>
            ))}
          </TabsList>
          {options.registerMethods.map((of) => (
            <TabsContent key={of} value={of}>
              {method === of ? form(of) : null}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        form(method)
      )}
      {switchToLogin}
    </>
  );
}
