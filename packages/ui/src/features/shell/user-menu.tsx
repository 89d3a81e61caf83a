import { useT } from '@lobbykit/i18n';
import { LazyMenu } from '../../platform/lazy-menu';
import { useUnreadCount } from '../../platform/member-badges';

/** An entry of the user menu (SPEC §2). */
export type UserMenuItem = 'members' | 'agent' | 'withdraw' | 'account-record' | 'betting-record' | 'feedback';

export type UserMenuProps = {
  /** The account name shown on the trigger. */
  account: string;
  /** Agent centre entry only for agent accounts (SPEC §2, §6). */
  showAgent: boolean;
  onSelect: (item: UserMenuItem) => void;
  /** Sign out asks for confirmation first: the caller opens the logout confirm dialog. */
  onSignOut: () => void;
};

const item =
  'flex cursor-pointer items-center gap-3 rounded-sm px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-3';

/**
 * The logged-in user menu: members, agent (if allowed), withdraw, account record, betting record, feedback, sign out.
 */
export function UserMenu({ account, showAgent, onSelect, onSignOut }: UserMenuProps) {
  const t = useT();
  // SPEC §2: the unread-message badge, the same count as the member centre's platform-information entry.
  const unread = useUnreadCount();
  const badge = unread > 0 ? String(Math.min(unread, 99)) + (unread > 99 ? '+' : '') : null;
  const entries: { id: UserMenuItem; label: string }[] = [
    { id: 'members', label: t('menu_members') },
    ...(showAgent ? [{ id: 'agent' as const, label: t('menu_agent') }] : []),
    { id: 'withdraw', label: t('withdraw') },
    { id: 'account-record', label: t('account_record') },
    { id: 'betting-record', label: t('betting_record') },
    // Feedback (SPEC §1) has no place in the spec's screens; the account menu is where a player looks for it.
    { id: 'feedback', label: t('feedback') },
  ];
  return (
    <LazyMenu
      data-slot="user-menu"
      className="inline-flex h-9 max-w-48 items-center gap-2 rounded-md border border-border bg-surface-2 px-2 text-sm hover:bg-surface-3"
      menu={(Menu) => (
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-md border border-border bg-surface-2 p-1 text-text shadow-raised"
        >
          {entries.map((entry) => (
            <Menu.Item key={entry.id} className={item} onSelect={() => onSelect(entry.id)}>
              {entry.label}
              {entry.id === 'members' && badge ? (
                <span
                  data-slot="unread-badge"
                  className="ms-auto min-w-5 rounded-full bg-danger px-1.5 text-center font-bold text-page text-xs tabular-nums leading-5"
                >
                  <span aria-hidden="true">{badge}</span>
                  <span className="sr-only">{t('unread_messages', { count: unread })}</span>
                </span>
              ) : null}
            </Menu.Item>
          ))}
          <Menu.Separator className="my-1 h-px bg-border" />
          <Menu.Item className={item} onSelect={onSignOut}>
            {t('logout')}
          </Menu.Item>
        </Menu.Content>
      )}
    >
      <span className="relative shrink-0">
        {/* The account's initial, not words: a page translation leaves it. */}
        <span
          aria-hidden="true"
          translate="no"
          className="inline-flex size-6 items-center justify-center rounded-full bg-accent font-bold text-accent-contrast text-xs uppercase"
        >
          {account.slice(0, 1)}
        </span>
        {badge ? (
          <span
            data-slot="unread-badge"
            aria-hidden="true"
            className="-top-1.5 -end-2 absolute min-w-4 rounded-full bg-danger px-1 text-center font-bold text-[10px] text-page tabular-nums leading-4 ring-2 ring-surface-2"
          >
            {badge}
          </span>
        ) : null}
      </span>
      <span className="truncate">
        <span className="sr-only">{t('user_menu')}: </span>
        {account}
        {badge ? <span className="sr-only">, {t('unread_messages', { count: unread })}</span> : null}
      </span>
    </LazyMenu>
  );
}
