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
