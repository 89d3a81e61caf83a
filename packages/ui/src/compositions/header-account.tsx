import { useT } from '@lobbykit/i18n';
import { HeaderLoginForm } from '../features/auth/header-login-form';
import { Balance } from '../features/shell/balance';
import { MemberPanel } from '../features/shell/member-panel';
import type { UserMenuItem } from '../features/shell/user-menu';
import { useAuthDialogs } from '../platform/auth-dialogs-context';
import { useSiteNavigate } from '../platform/nav-link';
import { useAccountKind, useMember, useSessionStatus } from '../platform/session-hooks';
import { useGatedAction } from '../platform/use-gated-action';
import { Button } from '../primitives/button/button';
import type { AccountPlacement } from './app-shell';

export type HeaderAccountProps = {
  /**
   * Opens what a menu entry or the deposit button leads to (member centre pages, agent centre). Left out, each goes
   * to `/<entry>` (`/deposit`, `/withdraw`, …) through the site's navigate.
   */
  onOpen?: (item: UserMenuItem | 'deposit') => void;
  /** Where it is drawn (AppShell passes it): phones get log-in buttons, or the balance and deposit, in their top bar. */
  placement?: AccountPlacement;
};

/**
 * The header's account area (SPEC §2): the login form for visitors, the logged-in panel for members; deposit and
 * the menu entries go through the gate (SPEC §4).
 */
export function HeaderAccount({ onOpen: givenOnOpen, placement = 'top-bar' }: HeaderAccountProps) {
  const t = useT();
  const status = useSessionStatus();
  const member = useMember();
  const { isAgent } = useAccountKind();
  const navigate = useSiteNavigate();
  const onOpen = givenOnOpen ?? ((item: UserMenuItem | 'deposit') => navigate(`/${item}`));
  const dialogs = useAuthDialogs();
  // SPEC §4, §6: deposit and the member pages are gated; a trial account is told it needs a real one.
  const gated = useGatedAction();
  if (placement === 'phone-bar') {
    // A phone's player sees the money at a glance and can top it up without opening the menu.
    if (status === 'member') {
      return (
        <div
          data-slot="header-account"
          className="flex items-center gap-0.5 rounded-lg border border-border bg-surface-2/70 p-0.5"
        >
          <Balance compact />
          <Button variant="gold" size="sm" className="px-2.5" onClick={() => gated(() => onOpen('deposit'))}>
            {t('deposit')}
          </Button>
        </div>
      );
    }
    if (status === 'loading') return null;
    // `contents`: both buttons stay items of the phone bar, as without a wrapper.
    return (
      <div data-slot="header-account" className="contents">
        <Button size="sm" onClick={() => dialogs.open('login')}>
          {t('login')}
        </Button>
        <Button size="sm" variant="gold" onClick={() => dialogs.open('register')}>
          {t('register')}
        </Button>
      </div>
    );
  }
  if (placement === 'phone-menu' && status !== 'member') return null;
  if (status === 'loading') {
    // As tall as the member panel that follows (42 px), so the bar's content does not move when it comes.
    return (
      <span
        data-slot="header-account"
        aria-hidden="true"
        className="block h-10.5 w-64 rounded-md bg-surface-2 motion-safe:animate-pulse"
      />
    );
  }
  if (status !== 'member') return <HeaderLoginForm />;
  return (
    <MemberPanel
      account={member?.account ?? ''}
      showAgent={isAgent}
      onDeposit={() => gated(() => onOpen('deposit'))}
      onSelect={(item) => gated(() => onOpen(item))}
      onSignOut={() => dialogs.open('logout')}
    />
  );
}
