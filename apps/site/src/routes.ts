import type { ShellLayout } from '@lobbykit/ui';

type PageTitleKey =
  | 'nav_home'
  | 'notices_title'
  | 'nav_vip'
  | 'nav_points_mall'
  | 'nav_lottery'
  | 'nav_elottery'
  | 'nav_slots'
  | 'nav_live'
  | 'nav_fishing'
  | 'nav_poker'
  | 'nav_sports'
  | 'nav_esports'
  | 'nav_promotions'
  | 'nav_help'
  | 'nav_app_download'
  | 'nav_affiliates';

/** One page of the site: its frame (SPEC §2 layout column) and the title its coming-soon state shows. */
export type SitePage = { layout: ShellLayout; title: PageTitleKey };

const standard: ShellLayout = { header: true, footer: true, sideBar: true };
const headerOnly: ShellLayout = { header: true, footer: false, sideBar: false };

/** SPEC §2 route table: layouts as the table says; "not shown" layouts get the standard frame. */
export const SITE_PAGES: Record<string, SitePage> = {
  '/': { layout: standard, title: 'nav_home' },
  '/register': { layout: standard, title: 'nav_home' },
  '/register.html': { layout: standard, title: 'nav_home' },
  '/login': { layout: standard, title: 'nav_home' },
  '/noticePage': { layout: standard, title: 'notices_title' },
  '/vip': { layout: standard, title: 'nav_vip' },
  '/pointMall': { layout: { header: true, footer: true, sideBar: false }, title: 'nav_points_mall' },
  '/lottery': { layout: headerOnly, title: 'nav_lottery' },
  '/vnlottery': { layout: headerOnly, title: 'nav_lottery' },
  '/elott': { layout: standard, title: 'nav_elottery' },
  '/rng': { layout: standard, title: 'nav_slots' },
  '/live': { layout: standard, title: 'nav_live' },
  '/fish': { layout: standard, title: 'nav_fishing' },
  '/pvp': { layout: standard, title: 'nav_poker' },
  '/sports': { layout: standard, title: 'nav_sports' },
  '/esports': { layout: standard, title: 'nav_esports' },
  '/promotions': { layout: standard, title: 'nav_promotions' },
  '/promoDetail': { layout: standard, title: 'nav_promotions' },
  '/seamless': { layout: headerOnly, title: 'nav_home' },
  '/help': { layout: standard, title: 'nav_help' },
  '/helpmc': { layout: { header: false, footer: true, sideBar: false }, title: 'nav_help' },
  '/app': { layout: standard, title: 'nav_app_download' },
  '/join': { layout: standard, title: 'nav_affiliates' },
  '/game': { layout: headerOnly, title: 'nav_home' },
};

/** Paths that show home with an auth dialog over it (SPEC §2). */
export const DIALOG_PATHS: Record<string, 'login' | 'register'> = {
  '/login': 'login',
  '/register': 'register',
  '/register.html': 'register',
};

/** Paths that show home: `/`, the auth dialogs' paths over it, and any unknown path on its way to `/`. */
export function isHomePath(path: string): boolean {
  const page = SITE_PAGES[path];
  return !page || (page.title === 'nav_home' && path !== '/seamless' && path !== '/game');
}
