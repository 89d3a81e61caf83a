import { useAuthDialogs } from '../auth/auth-dialogs-context';
import { LoginForm } from '../auth/login-form';
import { useSession } from '../session/session-provider';
import { MemberPanel } from './member-panel';
import type { UserMenuItem } from './user-menu';

export type HeaderAccountProps = {
  /** Opens what a menu entry or the deposit button leads to (member centre pages, agent centre). */
  onOpen: (item: UserMenuItem | 'deposit') => void;
};

/** The header's account area (SPEC §2): the login form for visitors, the logged-in panel for members. */
export function HeaderAccount({ onOpen }: HeaderAccountProps) {
  const session = useSession();
  const dialogs = useAuthDialogs();
  if (session.status === 'loading') {
    return <span aria-hidden="true" className="block h-9 w-64 rounded-md bg-surface-2 motion-safe:animate-pulse" />;
  }
  if (session.status !== 'member') return <LoginForm variant="header" />;
  return (
    <MemberPanel
      account={session.member?.account ?? ''}
      showAgent={session.isAgent}
      onDeposit={() => onOpen('deposit')}
      onSelect={onOpen}
      onSignOut={() => dialogs.open('logout')}
    />
  );
}
