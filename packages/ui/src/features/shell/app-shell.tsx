import { useT } from '@lobbykit/i18n';
import type { ReactNode } from 'react';
import { HeaderNav } from '../navigation/header-nav';
import { NavLink } from '../navigation/nav-link';
import { SideBar } from '../navigation/side-bar';
import { SiteFooter } from '../navigation/site-footer';
import { NoticeMarquee } from '../notices/notice-marquee';
import { LanguagePicker } from './language-picker';
import { MobileMenu } from './mobile-menu';
import { useWideScreen } from './use-wide-screen';

/** Where the account area is drawn: the wide top bar, the phone's top bar, or the phone's menu sheet. */
export type AccountPlacement = 'top-bar' | 'phone-bar' | 'phone-menu';

/** Which parts frame a page (SPEC §2 layouts): home and "standard" have all three. */
export type ShellLayout = { header?: boolean; footer?: boolean; sideBar?: boolean };

export type AppShellProps = {
  /** The brand's name, shown as the logo text and in the copyright line. */
  brandName: string;
  /** The brand's logo; defaults to its name in the brand colours. */
  logo?: ReactNode;
  /**
   * The top bar's account area: the header login form, or the logged-in panel (SPEC §2). A function draws it per
   * placement, so phones can show a compact version in their top bar and the full one in the menu.
   */
  account?: ReactNode | ((placement: AccountPlacement) => ReactNode);
  layout?: ShellLayout;
  children?: ReactNode;
};

/**
 * The page frame: a skip link; the header (top bar: language and account; bottom bar: logo and navigation;
 * collapsed into a menu on phones) with the notice marquee; the main area; the side bar and the footer.
 */
export function AppShell({ brandName, logo, account, layout = {}, children }: AppShellProps) {
  const t = useT();
  const { header = true, footer = true, sideBar = true } = layout;
  const wideScreen = useWideScreen();
  const accountAt = (placement: AccountPlacement) =>
    typeof account === 'function' ? account(placement) : placement === 'phone-bar' ? null : account;
  const brandMark = (
    <NavLink href="/" className="shrink-0 rounded-md font-black text-xl tracking-tight">
      {logo ?? (
        <>
          <span className="text-focus">{brandName.slice(0, 1)}</span>
          {brandName.slice(1)}
        </>
      )}
    </NavLink>
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-contrast"
      >
        {t('skip_to_content')}
      </a>
      {header ? (
        <header className="sticky top-0 z-30 border-border border-b bg-surface-1/95 backdrop-blur">
          {wideScreen ? (
            <>
              <div className="border-border border-b bg-page/60">
                <div className="mx-auto flex min-h-12 max-w-7xl items-center justify-between gap-4 px-4 py-1.5">
                  <LanguagePicker />
                  <div className="flex items-center gap-2">{accountAt('top-bar')}</div>
                </div>
              </div>
              <div className="mx-auto flex h-14 max-w-7xl items-center gap-6 px-4">
                {brandMark}
                <HeaderNav className="min-w-0 flex-1" />
              </div>
            </>
          ) : (
            <div className="flex h-14 items-center gap-2 px-2">
              <MobileMenu account={accountAt('phone-menu')} />
              {brandMark}
              <div className="ms-auto flex items-center gap-1.5">
                {accountAt('phone-bar')}
                <LanguagePicker compact={typeof account === 'function'} />
              </div>
            </div>
          )}
        </header>
      ) : null}
      {header ? (
        <div className="border-border border-b bg-surface-1">
          <NoticeMarquee className="mx-auto h-10 max-w-7xl px-4" />
        </div>
      ) : null}
      {/* At least a screen tall, so a page whose chunk arrives later does not push the footer down (no layout shift). */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-6 outline-none">
        {children}
      </main>
      {sideBar ? <SideBar className="mx-4 mb-6 lg:mx-0 lg:mb-0" /> : null}
      {footer ? <SiteFooter brandName={brandName} /> : null}
    </div>
  );
}
