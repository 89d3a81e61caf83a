import { useT } from '@lobbykit/i18n';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import type { OnDemandDialogProps } from '../../platform/lazy-dialog';
import { NavLink } from '../../platform/nav-link';
import { LanguagePicker } from './language-picker';

const link = 'flex h-11 items-center rounded-md px-3 text-sm hover:bg-surface-2 aria-[current=page]:bg-surface-3';

/** Props of {@link MobileMenuSheet}. */
export type MobileMenuSheetProps = OnDemandDialogProps & {
  account?: ReactNode;
  links: readonly { href: string; label: string }[];
  /** Why some links are missing (the vendor list failed), said after the links. */
  problem?: ReactNode;
  /** The menu button, which gets focus back when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
};

/** The phone menu's sheet: the language, the account area and the site's links, sliding in from the start edge. */
export function MobileMenuSheet({ open, onOpenChange, account, links, trigger, problem }: MobileMenuSheetProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content
          aria-describedby={undefined}
          // The menu button lives outside the sheet's chunk, so it is not a Dialog.Trigger radix could refocus.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-3 overflow-y-auto bg-surface-1 p-4 text-text shadow-raised outline-none"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-bold text-lg">{t('nav_main')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('close_menu')}
              className="inline-flex size-10 items-center justify-center rounded-md text-text-muted hover:bg-surface-2"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor">
                <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="flex flex-col items-start gap-3 border-border border-b pb-4">
            <LanguagePicker />
            {/* The account area may draw nothing (a visitor): then it takes no room. */}
            {account ? <div className="w-full empty:hidden">{account}</div> : null}
          </div>
          <nav aria-label={t('nav_main')}>
            <ul className="flex flex-col gap-0.5">
              {links.map((entry) => (
                <li key={entry.href}>
                  <NavLink href={entry.href} className={link} onClick={() => onOpenChange(false)}>
                    {entry.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {problem}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
