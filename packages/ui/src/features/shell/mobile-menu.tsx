import { categoryRoute } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { categoryLabelKey } from '../navigation/category-label';
import { NavLink } from '../navigation/nav-link';
import { useHeaderNav } from '../navigation/use-header-nav';

const link = 'flex h-11 items-center rounded-md px-3 text-sm hover:bg-surface-2 aria-[current=page]:bg-surface-3';

/** The header collapsed for phones (DESIGN.md): a menu button opening a sheet with the account area and the links. */
export function MobileMenu({ account }: { account?: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { categories, affiliatesHref } = useHeaderNav();
  const close = () => setOpen(false);
  const links = [
    { href: '/', label: t('nav_home') },
    ...categories.map((entry) => {
      const key = categoryLabelKey(entry.category);
      return { href: categoryRoute(entry.category), label: key ? t(key) : entry.category };
    }),
    { href: '/promotions', label: t('nav_promotions') },
    { href: '/app', label: t('nav_app_download') },
    ...(affiliatesHref ? [{ href: affiliatesHref, label: t('nav_affiliates') }] : []),
  ];

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={t('open_menu')}
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-surface-2"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor">
          <path d="M4 7h16M4 12h16M4 17h16" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-4 overflow-y-auto bg-surface-1 p-4 text-text shadow-raised outline-none"
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
          {account ? <div className="border-border border-b pb-4">{account}</div> : null}
          <nav aria-label={t('nav_main')}>
            <ul className="flex flex-col gap-0.5">
              {links.map((entry) => (
                <li key={entry.href}>
                  <NavLink href={entry.href} className={link} onClick={close}>
                    {entry.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
