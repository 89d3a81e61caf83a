import { PROMOTION_CATEGORIES, type PromotionCategory, promotionCategory } from './catalogue-values';

/** How a promotion's start and end are shown: `YYYY-MM-DD HH:mm:ss` in the player's time (PLATFORM-FACTS §6.12). */
export const PROMOTION_DATE_PATTERN = 'yyyy-MM-dd hh:mm:ss';

/** Promotion cards the home page's teaser shows. */
export const PROMOTION_TEASER_COUNT = 4;

/** The promotions list page. */
export const PROMOTIONS_PATH = '/promotions';
/** The promotion detail page; the promotion is named by the hash (PLATFORM-FACTS §6.12). */
export const PROMOTION_DETAIL_PATH = '/promoDetail';

/** What the promotion rules need of a promotion. */
export interface PromotionLike {
  id: string | number;
  category?: string | null;
  startDate: number;
}

/** The address of a promotion's detail view: `/promoDetail#<id>` (PLATFORM-FACTS §6.12). */
export function promotionDetailHref(id: string | number): string {
  return `${PROMOTION_DETAIL_PATH}#${encodeURIComponent(String(id))}`;
}

/**
 * The promotion a URL hash names (`#8000` → '8000'), or null when it names none. Both `/promoDetail#<id>` and the
 * platform's banner links `/promotions#<id>` open that promotion's detail (PLATFORM-FACTS §6.7 linkageUrl, §6.12).
 */
export function promotionIdOfHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  let id: string;
  try {
    id = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  return id === '' ? null : id;
}

/** The promotion of this id, matched as text (the platform sends numbers or strings). */
export function findPromotion<P extends PromotionLike>(promotions: readonly P[], id: string | null): P | null {
  if (id === null) return null;
  return promotions.find((promotion) => String(promotion.id) === id) ?? null;
}

/**
 * The category tabs of the promotions page: the categories its promotions are filed under (a missing or unknown one
 * as other_promo), in the order of PLATFORM-FACTS §6.12, so a tab never leads to an empty list.
 */
export function promotionTabs(promotions: readonly PromotionLike[]): PromotionCategory[] {
  const used = new Set(promotions.map((promotion) => promotionCategory(promotion.category)));
  return PROMOTION_CATEGORIES.filter((category) => used.has(category));
}

/** The promotions of one category tab (null = all), in the platform's order. */
export function promotionsInCategory<P extends PromotionLike>(
  promotions: readonly P[],
  category: PromotionCategory | null,
): P[] {
  if (category === null) return [...promotions];
  return promotions.filter((promotion) => promotionCategory(promotion.category) === category);
}

/** The newest promotions first (latest start), at most `count`, for the home page's teaser. */
export function newestPromotions<P extends PromotionLike>(
  promotions: readonly P[],
  count: number = PROMOTION_TEASER_COUNT,
): P[] {
  return [...promotions].sort((a, b) => b.startDate - a.startDate).slice(0, Math.max(0, Math.trunc(count)));
}
