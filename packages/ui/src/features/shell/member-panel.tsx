import { useT } from '@lobbykit/i18n';
import { Button } from '../../primitives/button/button';
import { cn } from '../../styling/cn';
import { Balance } from './balance';
import { UserMenu, type UserMenuProps } from './user-menu';

export type MemberPanelProps = UserMenuProps & {
  onDeposit: () => void;
  className?: string;
};

/** The header's logged-in panel (SPEC §2): balance with refresh and mask, a deposit button and the user menu. */
export function MemberPanel({ onDeposit, className, ...menu }: MemberPanelProps) {
  const t = useT();
  return (
    <div data-slot="member-panel" className={cn('flex flex-wrap items-center gap-2', className)}>
      <div className="flex items-center gap-1 rounded-lg border border-border bg-surface-2/70 p-0.5 ps-1">
        <Balance />
        <Button variant="gold" size="sm" onClick={onDeposit}>
          {t('deposit')}
        </Button>
      </div>
      <UserMenu {...menu} />
    </div>
  );
}
