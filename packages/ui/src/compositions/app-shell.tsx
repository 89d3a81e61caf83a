import { getSystemStatus } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, use, useMemo, useRef } from 'react';
import { HeaderNav } from '../features/navigation/header-nav';
import { SiteFooter } from '../features/navigation/site-footer';
import { NoticeMarquee } from '../features/notices/notice-marquee';
import { BrandLogo } from '../features/shell/brand-logo';
import { LanguagePicker } from '../features/shell/language-picker';
import { useWideScreen } from '../features/shell/use-wide-screen';
import { AuthDialogsContext } from '../platform/auth-dialogs-context';
import { useCallQuery } from '../platform/call-hooks';
import { lazyRoute } from '../platform/lazy-route';
import { NavLink } from '../platform/nav-link';
import { cn } from '../styling/cn';
import { HeaderAccount } from './header-account';
import { MobileMenu } from './mobile-menu';

// The side bar shows nothing until the customer-service call answers, so its code (the channels' badges, most of it)
// comes with that answer's time rather than the first paint's (bundle budget).
const SideBar = /* @__PURE__ */ lazyRoute<{ className?: string }>(
  () => import('../features/navigation/side-bar').then((module) => ({ default: module.SideBar })),
  { fallback: null },
);

// A header with no way to log in is the first thing a brand would meet otherwise: under the auth dialogs, the
// account area is there unless refused.
const defaultAccount = (placement: AccountPlacement) => <HeaderAccount placement={placement} />;

/** Where the account area is drawn: the wide top bar, the phone's top bar, or the phone's menu sheet. */
export type AccountPlacement = 'top-bar' | 'phone-bar' | 'phone-menu';

/** Which parts frame a page (SPEC §2 layouts): home and "standard" have all three. */
export type ShellLayout = { header?: boolean; footer?: boolean; sideBar?: boolean };

export type AppShellProps = {
  /** The brand's name: the logo's text alternative (or the logo itself, as a wordmark) and the copyright line's. */
  brandName: string;
  /** The brand's logo image; without it, the one the platform's brand configuration names, else the wordmark. */
  logoSrc?: string;
  /** The brand's own logo element, drawn instead of the image or the wordmark. */
  logo?: ReactNode;
  /**
   * The top bar's account area: the header login form, or the logged-in panel (SPEC §2). A function draws it per
   * placement, so phones can show a compact version in their top bar and the full one in the menu. Left out under an
   * `AuthDialogsProvider`, it is `<HeaderAccount>` (its menu entries go to `/<entry>` through the site's navigate);
   * `null` draws none.
   */
  account?: ReactNode | ((placement: AccountPlacement) => ReactNode);
  layout?: ShellLayout;
  /**
   * Opens the responsible-gaming page (in the site, the member centre's `responsibleGaming` page): the footer's link,
   * one click from every page with a footer. Left out, the footer has no such link.
   */
  onOpenResponsibleGaming?: () => void;
  children?: ReactNode;
};

/**
 * The page frame: a skip link; the header (top bar: language and account; bottom bar: logo and navigation;
 * collapsed into a menu on phones) with the notice marquee; the main area; the side bar and the footer.
 */
export function AppShell({
  brandName,
  logoSrc,
  logo,
  account: givenAccount,
  layout = {},
  onOpenResponsibleGaming,
  children,
}: AppShellProps) {
  const t = useT();
  const underAuthDialogs = use(AuthDialogsContext) !== null;
  const account = givenAccount === undefined && underAuthDialogs ? defaultAccount : givenAccount;
  const { header = true, footer = true, sideBar = true } = layout;
  const wideScreen = useWideScreen();
  const status = useCallQuery(getSystemStatus);
  // A query-parameter change (a vendor tab, the member centre's page) re-renders the site's routes and this frame with
  // them: the parts that do not depend on the page are the same elements each time, so React skips them.
  const nav = useMemo(() => <HeaderNav className="flex-1" />, []);
  const marquee = useMemo(() => <NoticeMarquee className="mx-auto h-10 max-w-7xl px-4" />, []);
  const sideBarPart = useMemo(() => <SideBar className="mx-4 mb-6 lg:mx-0 lg:mb-0" />, []);
  // The site's handler may be a new function each render; the footer keeps the latest without being drawn again.
  const openResponsibleGaming = useRef(onOpenResponsibleGaming);
  openResponsibleGaming.current = onOpenResponsibleGaming;
  const hasResponsibleGaming = onOpenResponsibleGaming !== undefined;
  const footerPart = useMemo(
    () => (
      <SiteFooter
        brandName={brandName}
        onOpenResponsibleGaming={hasResponsibleGaming ? () => openResponsibleGaming.current?.() : undefined}
      />
    ),
    [brandName, hasResponsibleGaming],
  );
  const accountAt = (placement: AccountPlacement) =>
    typeof account === 'function' ? account(placement) : placement === 'phone-bar' ? null : account;
  // The logo's place is as wide as a logo may be (7.5 rem at a phone's 24 px height, 11 rem on a wide screen): an
  // image's width is known only once it has loaded, and what comes after it must not move then. On a narrow phone it
  // gives way first (down to its first 2 rem, the mark), never the money or the menu.
  const brandMark = (wide: boolean) => (
    <NavLink
      href="/"
      data-slot="brand-mark"
      className={cn('flex items-center overflow-hidden rounded-md', wide ? 'min-w-44 shrink-0' : 'w-30 min-w-8 shrink')}
    >
      {logo ?? <BrandLogo name={brandName} src={logoSrc ?? status.data?.info.brand?.logo} />}
    </NavLink>
  );

  return (
    <div data-slot="app-shell" className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-contrast"
      >
        {t('skip_to_content')}
      </a>
      {header ? (
        <header className="sticky top-0 z-30 border-border border-b bg-surface-1/95 backdrop-blur">
          {/* Until hydrated the screen is not known: both headers are in the HTML and CSS shows the one that fits, so
              a phone never paints the wide header first and then moves the page up when it gives way. */}
          {wideScreen !== false ? (
            <div className={wideScreen ? 'contents' : 'hidden lg:contents'}>
              <div data-slot="header-top-bar" className="border-border border-b bg-page/70">
                <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
                  {brandMark(true)}
                  {/* It fills the bar up to the language and sets its content at the end: a visitor's buttons giving
                      way to a member's money after hydration replace what is inside, and the box stays put. */}
                  <div className="flex min-w-0 flex-auto items-center justify-end gap-2">{accountAt('top-bar')}</div>
                  <LanguagePicker />
                </div>
              </div>
              <div className="mx-auto flex h-12 max-w-7xl items-center px-2">{nav}</div>
            </div>
          ) : null}
          {wideScreen !== true ? (
            <div className={wideScreen === false ? 'contents' : 'contents lg:hidden'}>
              <div data-slot="header-top-bar" className="flex h-14 items-center gap-1.5 ps-1 pe-2">
                <MobileMenu account={accountAt('phone-menu')} />
                {brandMark(false)}
                <div className="flex flex-auto shrink-0 items-center justify-end gap-1.5">
                  {accountAt('phone-bar')}
                  {/* Below 640 px the language moves into the menu, leaving the bar to the money. */}
                  <div className="hidden sm:contents">
                    <LanguagePicker compact={typeof account === 'function'} />
                  </div>
                </div>
              </div>
            </div>
          ) : null}
        </header>
      ) : null}
      {header ? <div className="border-border border-b bg-surface-1">{marquee}</div> : null}
      {/* At least a screen tall, so a page whose chunk arrives later does not push the footer down (no layout shift). */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-6 outline-none">
        {children}
      </main>
      {sideBar ? sideBarPart : null}
      {footer ? footerPart : null}
    </div>
  );
}
