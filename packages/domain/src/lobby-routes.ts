import { CATEGORY_ROUTES, categoryRoute, vendorMenuHref } from './routes';

/** A vendor tab of any category lobby: /live?page={vendor}, as slots tabs are (SPEC §2); no vendor = the lobby. */
export function categoryTabHref(category: string, vassalage: string | null): string {
  return vassalage ? vendorMenuHref(category, vassalage) : categoryRoute(category);
}

/**
 * The game lobby a route shows, if it is one: its category, and the vendor it opens on when no tab is asked for
 * (/vnlottery is the e-lottery lobby on TCG_LOTTO_VN, SPEC §4).
 */
export function lobbyOfRoute(path: string): { category: string; vendor: string | null } | null {
  if (path === '/vnlottery') return { category: 'ELOTT', vendor: 'TCG_LOTTO_VN' };
  const entry = Object.entries(CATEGORY_ROUTES).find(([, route]) => route === path);
  return entry ? { category: entry[0], vendor: null } : null;
}
