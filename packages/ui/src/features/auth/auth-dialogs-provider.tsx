import { getSystemStatus } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import {
  type AuthDialog,
  type AuthDialogs,
  AuthDialogsContext,
  type AuthSettings,
  AuthSettingsContext,
  type LoginHandoff,
} from '../../platform/auth-dialogs-context';
import { useCallQuery } from '../../platform/call-hooks';
import type { PhoneAuthProvider } from '../../platform/phone-auth-provider';
import { usePreloadWhenIdle } from '../../platform/preload-when-idle';
import { useAfterLogin, useSessionStatus } from '../../platform/session-hooks';
import type { ChallengeProvider } from '../../platform/verification/challenge-provider';
import { AfterLoginPopups } from './after-login-popups';
import {
  ChangePasswordDialogOnDemand,
  ForgotPasswordDialogOnDemand,
  LoginDialogOnDemand,
  LogoutDialogOnDemand,
  NeedRealAccountDialogOnDemand,
  RegisterDialogOnDemand,
} from './on-demand-dialogs';
import { defaultChallenge } from './verification/default-challenge';

/** Props of {@link AuthDialogsProvider}. */
export interface AuthDialogsProviderProps {
  /** The merchant whose remember-me cookies the forms read and write (SPEC §3). */
  merchant?: string;
  /** The external phone-authentication route; without one its login tab is hidden. */
  phoneAuth?: PhoneAuthProvider | null;
  /**
   * The security check run before logins, SMS sends and registrations (PLATFORM-FACTS geetest). Left out, the
   * built-in slider runs when the platform asks for it (`info.brand.challenge`); a provider always runs; `null` never.
   */
  challenge?: ChallengeProvider | null;
  /** Also show the visitors' popup notices (execution B) on arrival; the logged-in ones always follow a login. */
  visitorPopups?: boolean;
  children?: ReactNode;
}

/**
 * Renders the auth dialogs — login, register, forgot and change password, sign out, "need a real account" — and
 * runs the after-login steps: the forced password change, then the popup notices (SPEC §2, §4). Only the open
 * dialog is mounted, and its code loads the first time it opens.
 */
export function AuthDialogsProvider({
  merchant = 'lobbykit',
  phoneAuth = null,
  challenge,
  visitorPopups = false,
  children,
}: AuthDialogsProviderProps) {
  const t = useT();
  const afterLogin = useAfterLogin().steps;
  const sessionStatus = useSessionStatus();
  const [current, setCurrent] = useState<AuthDialog | null>(null);
  const [handoff, setHandoff] = useState<LoginHandoff | null>(null);
  const open = useCallback((dialog: AuthDialog, from?: LoginHandoff) => {
    setHandoff(from ?? null);
    setCurrent(dialog);
  }, []);
  const close = useCallback(() => setCurrent(null), []);
  const dialogs = useMemo<AuthDialogs>(() => ({ current, open, close }), [current, open, close]);
  const status = useCallQuery(getSystemStatus, undefined, { enabled: challenge === undefined });
  const asked = status.data?.info.brand?.challenge === true;
  const check = challenge === undefined ? (asked ? defaultChallenge : null) : challenge;
  const settings = useMemo<AuthSettings>(
    () => ({ merchant, phoneAuth, challenge: check }),
    [merchant, phoneAuth, check],
  );
  const forcedChange = afterLogin?.next === 'change-password';
  // A visitor's likeliest next step: the login dialog opens whole on the first tap, not after its chunk.
  usePreloadWhenIdle(sessionStatus === 'anonymous' ? LoginDialogOnDemand : null);

  // SPEC §4: a forced change opens over everything once the login dialog has closed.
  useEffect(() => {
    if (forcedChange) setCurrent('change-password');
  }, [forcedChange]);

  const toggle = (dialog: AuthDialog) => (isOpen: boolean) => setCurrent(isOpen ? dialog : null);

  return (
    <AuthSettingsContext value={settings}>
      <AuthDialogsContext value={dialogs}>
        {children}
        {current === 'login' ? <LoginDialogOnDemand open onOpenChange={toggle('login')} handoff={handoff} /> : null}
        {current === 'register' ? (
          <RegisterDialogOnDemand open onOpenChange={toggle('register')} onSwitchToLogin={() => open('login')} />
        ) : null}
        {current === 'forgot' ? <ForgotPasswordDialogOnDemand open onOpenChange={toggle('forgot')} /> : null}
        {
          // A forced change stays open whatever else asks to close dialogs, until the password is changed.
          current === 'change-password' || forcedChange ? (
            <ChangePasswordDialogOnDemand
              open
              onOpenChange={toggle('change-password')}
              reason={forcedChange ? (afterLogin?.changeReason ?? 'expired') : null}
            />
          ) : null
        }
        {current === 'logout' ? <LogoutDialogOnDemand open onOpenChange={toggle('logout')} /> : null}
        {current === 'need-real-account' ? (
          <NeedRealAccountDialogOnDemand
            name="needRealAccountModal"
            open
            onOpenChange={toggle('need-real-account')}
            title={t('need_real_account_title')}
            message={t('in_need_true_account')}
            confirmLabel={t('confirm')}
            closeLabel={t('close')}
          />
        ) : null}
        <AfterLoginPopups blocked={current !== null} visitorPopups={visitorPopups} />
      </AuthDialogsContext>
    </AuthSettingsContext>
  );
}
