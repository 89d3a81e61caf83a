/** Points-mall redeem statuses (SPEC §4). */
export const REDEEM_STATUSES = ['In Process', 'Rejected', 'Approved'] as const;
/** Promotion activity states (SPEC §4). */
export const ACTIVITY_STATES = [
  'Join',
  'Claim',
  'Applying',
  'Close',
  'Rejected',
  'Issued',
  'Claimed',
  'Process',
  'Joined',
  'coming soon',
] as const;
/** Point types of the points history (SPEC §3). */
export const POINT_TYPES = ['live', 'lottery ticket', 'pvp', 'slots', 'sports', 'redeem', 'deposit'] as const;

/** Promotion categories; a missing or unknown one is other_promo (PLATFORM-FACTS §6.12). */
export const PROMOTION_CATEGORIES = [
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'deposit_promo',
  'player_rank_rules',
  'point_mall',
  'app_download',
  'new_player',
  'other_promo',
] as const;
/** A promotion category. */
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** The category a promotion is filed under: its own when known, else other_promo (PLATFORM-FACTS §6.12). */
export function promotionCategory(category: string | null | undefined): PromotionCategory {
  return (PROMOTION_CATEGORIES as readonly string[]).includes(category ?? '')
    ? (category as PromotionCategory)
    : 'other_promo';
}

/** The image a promotion shows: the one with sequence 1 (PLATFORM-FACTS §6.12). */
export function promotionImage(images: readonly { sequence: number; url: string }[] | null | undefined): string | null {
  return images?.find((image) => image.sequence === 1)?.url ?? null;
}
