/** A game vendor card as the lobby data carries it (SPEC §3, PLATFORM-FACTS §6.3). */
export interface VendorCard {
  vassalage: string;
  displayName?: string;
  isHot?: number | string | null;
  gameType?: string;
  /** 'VASSALAGE' when the vendor's card opens a popup game list (SPEC §4). */
  isGame?: string | null;
}

/** A category and its vendors, in display order (SPEC §3 sorting entries). */
export interface SortingEntry<V extends VendorCard = VendorCard> {
  gameCategory: string;
  vendors: readonly V[];
}

/** Game categories (SPEC §3 gameType). */
export const GAME_CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'ELOTT', 'LOTT', 'PVP', 'FISH', 'ESPORTS'] as const;

/** Vendors that are e-sports although the platform files them under sports (SPEC §3). */
export const ESPORTS_VENDORS: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];

/**
 * Moves the e-sports vendors out of SPORTS into an ESPORTS entry placed right after SPORTS, merging with an
 * ESPORTS entry that already exists (SPEC §3, PLATFORM-FACTS §6.3). `extraVendors` extends the list.
 */
export function splitEsports<V extends VendorCard>(
  sorting: readonly SortingEntry<V>[],
  extraVendors: readonly string[] = [],
): SortingEntry<V>[] {
  const esports = new Set([...ESPORTS_VENDORS, ...extraVendors]);
  const sports = sorting.find((entry) => entry.gameCategory === 'SPORTS');
  if (!sports) return [...sorting];
  const moved = sports.vendors.filter((vendor) => esports.has(vendor.vassalage));
  if (moved.length === 0) return [...sorting];
  const existing = sorting.find((entry) => entry.gameCategory === 'ESPORTS');
  const result: SortingEntry<V>[] = [];
  for (const entry of sorting) {
    if (entry === existing) continue;
    if (entry !== sports) {
      result.push(entry);
      continue;
    }
    result.push({ ...sports, vendors: sports.vendors.filter((vendor) => !esports.has(vendor.vassalage)) });
    result.push({ gameCategory: 'ESPORTS', vendors: [...moved, ...(existing?.vendors ?? [])] });
  }
  return result;
}

/** Prize modes (SPEC §3). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
/** A prize mode (SPEC §3). */
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** ELOTT when the ELOTT category offers TCG_LOTTO_VN or LOTT, otherwise LOTT (PLATFORM-FACTS §6.3). */
export function choosePrizeMode(sorting: readonly SortingEntry[]): 'ELOTT' | 'LOTT' {
  const elott = sorting.find((entry) => entry.gameCategory === 'ELOTT');
  const offersVn = elott?.vendors.some((v) => v.vassalage === 'TCG_LOTTO_VN' || v.vassalage === 'LOTT') ?? false;
  return offersVn ? 'ELOTT' : 'LOTT';
}
