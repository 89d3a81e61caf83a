import { categoryRoute } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useRef, useState } from 'react';
import { useHeaderNav } from '../features/navigation/use-header-nav';
import { categoryLabelKey } from '../game-catalogue/category-label';
import { useVendorLaunch } from '../game-catalogue/vendor-launch';
import { CallProblem } from '../platform/feedback/call-problem';
import { lazyDialog } from '../platform/lazy-dialog';

// The sheet loads the first time the menu opens; the button is all a phone shows at first paint.
const MobileMenuSheetOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('../features/shell/mobile-menu-sheet').then((module) => module.MobileMenuSheet),
  {
    title: (t) => t('nav_main'),
    panelClassName: 'inset-y-0 start-0 w-[min(22rem,88vw)]',
  },
);

/** The header collapsed for phones (DESIGN.md): a menu button opening a sheet with the account area and the links. */
export function MobileMenu({ account }: { account?: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { categories, affiliatesHref, problem, retry } = useHeaderNav();
  const { launch, launcher } = useVendorLaunch();
  const links = [
    { href: '/', label: t('nav_home') },
    ...categories.map((entry) => {
      const key = categoryLabelKey(entry.category);
      const only = entry.launch;
      // PLATFORM-FACTS §8.1: a category of one vendor starts it, as the desktop header does.
      const start = only ? { onSelect: () => launch(only) } : {};
      return { href: categoryRoute(entry.category), label: key ? t(key) : entry.category, ...start };
    }),
    { href: '/promotions', label: t('nav_promotions') },
    { href: '/app', label: t('nav_app_download') },
    ...(affiliatesHref ? [{ href: affiliatesHref, label: t('nav_affiliates') }] : []),
  ];

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t('open_menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-surface-2"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor">
          <path d="M4 7h16M4 12h16M4 17h16" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <MobileMenuSheetOnDemand
          open
          onOpenChange={setOpen}
          account={account}
          links={links}
          trigger={trigger}
          // Where the categories would be, the reason they are not (a wrong merchant code, most often), never an empty space.
          problem={problem ? <CallProblem error={problem} onRetry={retry} className="px-3" /> : null}
        />
      ) : null}
      {launcher}
    </>
  );
}
