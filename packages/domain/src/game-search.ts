import { moveComboboxHighlight } from './combobox';
import { foldSearchText } from './help-topics';
import { categoryTabHref } from './lobby-routes';
import { type SortingEntry, splitEsports, type VendorCard } from './vendor-lanes';

/** How long the game search waits after the last key before it asks the platform, so a word typed is one request. */
export const GAME_SEARCH_DEBOUNCE_MS = 250;
/** How many games the search lists; the platform pages the rest (it searches server side). */
export const GAME_SEARCH_GAME_LIMIT = 8;
/** How many vendors the search lists above the games. */
export const GAME_SEARCH_VENDOR_LIMIT = 3;

/** A vendor the search found: its name, its category and the lobby tab that shows its games. */
export interface VendorMatch {
  vassalage: string;
  displayName: string;
  category: string;
  href: string;
}

/** The search text as the platform gets it: trimmed, inner spaces collapsed, '' for nothing to search. */
export function gameSearchText(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ');
}

/**
 * The vendors whose name or code holds the search text, any case and accent (matched locally: the vendor lanes are
 * already here). Each vendor once, in its first category (e-sports split out, SPEC §3); names that start with the
 * text come first, then lane order.
 */
export function searchVendors<V extends VendorCard>(
  sorting: readonly SortingEntry<V>[],
  typed: string,
  limit = GAME_SEARCH_VENDOR_LIMIT,
): VendorMatch[] {
  const needle = foldSearchText(gameSearchText(typed));
  if (!needle) return [];
  const seen = new Set<string>();
  const found: Array<VendorMatch & { starts: boolean }> = [];
  for (const entry of splitEsports(sorting)) {
    for (const vendor of entry.vendors) {
      if (seen.has(vendor.vassalage)) continue;
      const name = foldSearchText(vendor.displayName ?? vendor.vassalage);
      const code = foldSearchText(vendor.vassalage);
      if (!name.includes(needle) && !code.includes(needle)) continue;
      seen.add(vendor.vassalage);
      found.push({
        vassalage: vendor.vassalage,
        displayName: vendor.displayName ?? vendor.vassalage,
        category: entry.gameCategory,
        href: categoryTabHref(entry.gameCategory, vendor.vassalage),
        starts: name.startsWith(needle) || code.startsWith(needle),
      });
    }
  }
  return found
    .map((match, index) => ({ match, index }))
    .sort((a, b) => Number(b.match.starts) - Number(a.match.starts) || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ match: { starts: _starts, ...match } }) => match);
}

/**
 * The option a key moves the highlight to in a list of `count` (the ARIA combobox pattern): ArrowDown from nothing
 * goes to the first, ArrowUp from nothing to the last, and both wrap round the ends; -1 when there is nothing.
 * @deprecated The game search runs on `createCombobox`; use `moveComboboxHighlight`.
 */
export function moveSearchHighlight(current: number, count: number, step: 1 | -1): number {
  return moveComboboxHighlight(current, count, step);
}
