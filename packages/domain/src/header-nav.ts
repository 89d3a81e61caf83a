import { type SortingEntry, splitEsports, type VendorCard } from './vendor-lanes';
import { launchesVendorDirectly } from './vendor-launch';

/** Most vendors a header drop-down lists (SPEC §9). */
export const HEADER_MAX_VENDORS = 15;
/** Above this many vendors the drop-down uses the narrow layout (SPEC §9). */
export const HEADER_NARROW_ABOVE = 8;

/** One category of the header's bottom bar (SPEC §2). */
export interface HeaderNavEntry<V extends VendorCard = VendorCard> {
  category: string;
  /** At most 15 vendors, each with `hot` when its isHot is 1. */
  vendors: (V & { hot: boolean })[];
  /** `'/' + category in lower case` when the category has 15 or more vendors, else null. */
  moreHref: string | null;
  /** More than 8 vendors. */
  narrow: boolean;
  /** The vendor the category's entry starts at once instead of opening a menu (PLATFORM-FACTS §8.1), or null. */
  launch: (V & { hot: boolean }) | null;
}

/**
 * The header's category entries (SPEC §2): one per category with at least one vendor, in order, e-sports
 * split from sports; `esportsVendors` adds brand-configured e-sports vendor codes.
 */
export function buildHeaderNav<V extends VendorCard>(
  sorting: readonly SortingEntry<V>[],
  options: { esportsVendors?: readonly string[] } = {},
): HeaderNavEntry<V>[] {
  return splitEsports(sorting, options.esportsVendors)
    .filter((entry) => entry.vendors.length > 0)
    .map((entry) => {
      const vendors = entry.vendors
        .slice(0, HEADER_MAX_VENDORS)
        .map((vendor) => ({ ...vendor, hot: Number(vendor.isHot) === 1 }));
      const only = vendors.length === 1 ? vendors[0] : undefined;
      return {
        category: entry.gameCategory,
        vendors,
        moreHref: entry.vendors.length >= HEADER_MAX_VENDORS ? `/${entry.gameCategory.toLowerCase()}` : null,
        narrow: entry.vendors.length > HEADER_NARROW_ABOVE,
        launch: only && launchesVendorDirectly(entry.gameCategory, 1, only.isGame) ? only : null,
      };
    });
}
