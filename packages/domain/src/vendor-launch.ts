/** Categories whose vendors always open the category page, whatever their number (PLATFORM-FACTS §8.1). */
const CATEGORIES_WITH_A_PAGE: readonly string[] = ['RNG', 'PVP', 'FISH'];

/**
 * Whether a click on a category's vendor starts that vendor rather than opening a page (PLATFORM-FACTS §8.1): a
 * vendor whose card opens a popup game list (isGame VASSALAGE) always does; otherwise the only vendor of a category
 * does, except slots, poker and fishing, which have their own page.
 */
export function launchesVendorDirectly(category: string, vendorCount: number, isGame?: string | null): boolean {
  if (isGame === 'VASSALAGE') return true;
  return vendorCount === 1 && !CATEGORIES_WITH_A_PAGE.includes(category.toUpperCase());
}
