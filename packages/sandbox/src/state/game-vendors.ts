import { ESPORTS_VENDORS } from '@lobbykit/domain';
import { seedVendorLanes } from './seed-games';

/** A vendor as the game catalogue and the wallets see it, derived from the seeded vendor lanes. */
export interface SandboxVendor {
  vassalage: string;
  displayName: string;
  /** The lane the platform files it under (e-sports vendors sit in SPORTS). */
  lane: string;
  /** The category of its games: the lane, except ESPORTS for e-sports vendors (SPEC §3). */
  gameType: string;
  /** Its card opens a popup game list (isGame VASSALAGE). */
  popupList: boolean;
  /** Its card is under maintenance (isNew 1): so are all its games. */
  maintenance: boolean;
  hot: boolean;
  logoUrl: string;
  /** Position across all lanes, for stable ids. */
  order: number;
}

let vendors: SandboxVendor[] | undefined;

/** Every vendor of the seeded lanes, once each, in lane order. */
export function sandboxVendors(): readonly SandboxVendor[] {
  if (vendors) return vendors;
  const seen = new Map<string, SandboxVendor>();
  for (const lane of seedVendorLanes) {
    for (const card of lane.cards) {
      if (seen.has(card.vassalage)) continue;
      seen.set(card.vassalage, {
        vassalage: card.vassalage,
        displayName: card.displayName,
        lane: lane.title,
        gameType: ESPORTS_VENDORS.includes(card.vassalage) ? 'ESPORTS' : lane.title,
        popupList: card.isGame === 'VASSALAGE',
        maintenance: Number(card.isNew) === 1,
        hot: Number(card.isHot) === 1,
        logoUrl: card.smallIcon ?? `/sandbox-assets/vendor/${card.vassalage}.png`,
        order: seen.size,
      });
    }
  }
  vendors = [...seen.values()];
  return vendors;
}

/** The vendor of a code, or undefined. */
export function findVendor(vassalage: string): SandboxVendor | undefined {
  return sandboxVendors().find((vendor) => vendor.vassalage === vassalage);
}
