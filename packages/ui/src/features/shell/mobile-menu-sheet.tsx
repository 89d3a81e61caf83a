import { useT } from '@lobbykit/i18n';
import type { ReactNode, RefObject } from 'react';
import type { OnDemandDialogProps } from '../../platform/lazy-dialog';
import { NavLink } from '../../platform/nav-link';
import { ModalClose, ModalContent, ModalRoot, ModalTitle } from '../../primitives/modal/modal';
import { LanguagePicker } from './language-picker';

const link = 'flex h-11 items-center rounded-md px-3 text-sm hover:bg-surface-2 aria-[current=page]:bg-surface-3';

/** Props of {@link MobileMenuSheet}. */
export type MobileMenuSheetProps = OnDemandDialogProps & {
  account?: ReactNode;
  /** The site's links; one with `onSelect` is a button that does it (a category that starts its only vendor). */
  links: readonly { href: string; label: string; onSelect?: () => void }[];
  /** Why some links are missing (the vendor list failed), said after the links. */
  problem?: ReactNode;
  /** The menu button, which gets focus back when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
};

/**
 * The phone menu's sheet, on the modal's parts: the language, the account area and the site's links, in a panel
 * along the start edge.
 */
export function MobileMenuSheet({ open, onOpenChange, account, links, trigger, problem }: MobileMenuSheetProps) {
  const t = useT();
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange}>
      <ModalContent
        name="mobileMenu"
        data-slot="mobile-menu-sheet"
        size="side"
        aria-describedby={undefined}
        // The menu button lives outside the sheet's chunk, so it is not a trigger radix could refocus.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
        className="gap-3 p-4"
      >
        <div className="flex items-center justify-between">
          <ModalTitle className="text-lg">{t('nav_main')}</ModalTitle>
          <ModalClose label={t('close_menu')} className="m-0 size-10" />
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
                {entry.onSelect ? (
                  <button
                    type="button"
                    className={`${link} w-full text-start`}
                    onClick={() => {
                      onOpenChange(false);
                      entry.onSelect?.();
                    }}
                  >
                    {entry.label}
                  </button>
                ) : (
                  <NavLink href={entry.href} className={link} onClick={() => onOpenChange(false)}>
                    {entry.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {problem}
      </ModalContent>
    </ModalRoot>
  );
}
