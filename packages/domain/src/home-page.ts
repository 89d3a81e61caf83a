import { WINNER_BOARD_LIMIT } from './business-constants';
import { toMinorUnits } from './cashier-amount';
import { categoryTabHref } from './lobby-routes';
import { categoryRoute } from './routes';
import { type SortingEntry, splitEsports, type VendorCard } from './vendor-lanes';
import { launchesVendorDirectly } from './vendor-launch';

/** The banner group the home carousel shows (PLATFORM-FACTS §6.7 `w_home`). */
export const HOME_BANNER_GROUP = 'w_home';
/** How long a home banner stays before the next one slides in: long enough to read its headline. */
export const BANNER_AUTOPLAY_MS = 5000;
/** How many hot games the home page shows (SPEC §7: popular lists count 20). */
export const HOME_HOT_GAMES = 20;

/** The banners of the home carousel, in the platform's order. */
export function homeBanners<B extends { groupName: string }>(banners: readonly B[]): B[] {
  return banners.filter((banner) => banner.groupName === HOME_BANNER_GROUP);
}

/** The carousel moves by itself only with more than one banner, and never while paused or under reduced motion. */
export function bannerAutoplays(state: { count: number; paused: boolean; reducedMotion: boolean }): boolean {
  return state.count > 1 && !state.paused && !state.reducedMotion;
}

/** The banner `step` places from `index` (−1 back, +1 on), wrapping round both ends. */
export function stepBanner(index: number, count: number, step: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * The winner board (PLATFORM-FACTS §6.10): largest win first, compared to the cent (never through a float), at most
 * `limit` rows; equal wins keep the platform's order.
 */
export function rankWinners<W extends { winAmount: string }>(wins: readonly W[], limit = WINNER_BOARD_LIMIT): W[] {
  return wins
    .map((win, index) => ({ win, index, minor: toMinorUnits(win.winAmount) }))
    .sort((a, b) => (a.minor === b.minor ? a.index - b.index : a.minor > b.minor ? -1 : 1))
    .slice(0, Math.max(0, limit))
    .map(({ win }) => win);
}

/** A win as the board shows it: 2 decimals and comma thousands (SPEC §1), exactly: '1234567.5' → '1,234,567.50'. */
export function formatWinAmount(winAmount: string): string {
  const minor = toMinorUnits(winAmount);
  const magnitude = minor < 0n ? -minor : minor;
  const whole = (magnitude / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0n ? '-' : ''}${whole}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/** One category section of the home page: its vendors, and the page that lists them all. */
export interface HomeCategorySection<V extends VendorCard = VendorCard> {
  category: string;
  vendors: readonly V[];
  href: string;
}

/** The home page's category sections: one per category with at least one vendor, in order, e-sports split out. */
export function homeCategorySections<V extends VendorCard>(
  sorting: readonly SortingEntry<V>[],
  options: { esportsVendors?: readonly string[] } = {},
): HomeCategorySection<V>[] {
  return splitEsports(sorting, options.esportsVendors)
    .filter((entry) => entry.vendors.length > 0)
    .map((entry) => ({
      category: entry.gameCategory,
      vendors: entry.vendors,
      href: categoryRoute(entry.gameCategory),
    }));
}

/** What a vendor card on home does: open its tab of the category page, or launch the vendor. */
export type HomeVendorAction = { action: 'open'; href: string } | { action: 'launch' };

/**
 * A vendor card's click (PLATFORM-FACTS §8.1): a vendor whose card opens a popup game list (isGame VASSALAGE, SPEC §4)
 * is started, so its list opens; a category with a single vendor launches it directly, except slots, poker and
 * fishing, which always open their page; otherwise the card opens its vendor's tab of the category page.
 */
export function homeVendorAction(
  category: string,
  vassalage: string,
  vendorCount: number,
  isGame?: string | null,
): HomeVendorAction {
  if (launchesVendorDirectly(category, vendorCount, isGame)) return { action: 'launch' };
  return { action: 'open', href: categoryTabHref(category.toUpperCase(), vassalage) };
}

/** Where a banner leads: a page of this site (a path such as '/promotions#8000'), or nowhere; never another site. */
export function bannerHref(linkageUrl: string | null | undefined): string | null {
  const url = linkageUrl?.trim();
  if (!url?.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  return url;
}
