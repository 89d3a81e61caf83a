/** The site's routes (SPEC §2); any other path redirects to '/'. */
export const ROUTES = [
  '/',
  '/register',
  '/register.html',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/lottery',
  '/vnlottery',
  '/elott',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/help',
  '/helpmc',
  '/app',
  '/join',
  '/game',
  '/login',
] as const;

/** Paths the optional auth guard lets through without a token (SPEC §2). */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/** Where a path leads: itself when known, else '/' (SPEC §2). */
export function resolveRoute(path: string): string {
  return (ROUTES as readonly string[]).includes(path) ? path : '/';
}

/**
 * The optional auth guard (SPEC §2): with the guard on and no token, every path but the public ones goes to
 * '/login'; returns the redirect, or null to stay.
 */
export function guardRoute(
  path: string,
  session: { guardEnabled: boolean; token: string | null | undefined },
): string | null {
  if (!session.guardEnabled || session.token || PUBLIC_PATHS.includes(path)) return null;
  return '/login';
}

/**
 * Where a visit to `path` ends up, in one step: an unknown path goes home, and home, like every other page, is
 * behind the guard when it is on; returns the path to redirect to, or null to stay.
 */
export function routeDestination(
  path: string,
  session: { guardEnabled: boolean; token: string | null | undefined },
): string | null {
  const known = resolveRoute(path);
  const destination = guardRoute(known, session) ?? known;
  return destination === path ? null : destination;
}

/** The sessionStorage key of the current slots vendor (SPEC §2 "stored current vassalage", §4 slots start). */
export const CURRENT_VASSALAGE_KEY = 'currentVassalage';

/** The active slots tab: the `page` query parameter, else the stored current vendor, else the first tab (SPEC §2). */
export function activeSlotsTab(
  tabs: readonly string[],
  pageParam: string | null | undefined,
  storedVassalage: string | null | undefined,
): string | null {
  if (pageParam && tabs.includes(pageParam)) return pageParam;
  if (storedVassalage && tabs.includes(storedVassalage)) return storedVassalage;
  return tabs[0] ?? null;
}

/** The link of a slots tab: /rng?page={tab} (SPEC §2). */
export function slotsTabHref(tab: string): string {
  return `/rng?page=${encodeURIComponent(tab)}`;
}

/** The lobby route of each game category (SPEC §2 routes): slots /rng, lottery /lottery, e-lottery /elott, … */
export const CATEGORY_ROUTES: Readonly<Record<string, string>> = {
  RNG: '/rng',
  LIVE: '/live',
  SPORTS: '/sports',
  ELOTT: '/elott',
  LOTT: '/lottery',
  PVP: '/pvp',
  FISH: '/fish',
  ESPORTS: '/esports',
};

/** Where a header category leads: its lobby route, or '/' for a category the site has no page for. */
export function categoryRoute(category: string): string {
  return CATEGORY_ROUTES[category.toUpperCase()] ?? '/';
}

/**
 * Where a vendor of the header drop-down leads: its tab of the category's lobby (/rng?page=PG, /live?page=EVO), as
 * a vendor card on home does (PLATFORM-FACTS §8.1: vendor clicks follow the same rules).
 */
export function vendorMenuHref(category: string, vassalage: string): string {
  return `${categoryRoute(category)}?page=${encodeURIComponent(vassalage)}`;
}
