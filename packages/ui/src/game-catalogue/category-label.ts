import { GAME_CATEGORY_KEYS } from '@lobbykit/i18n';

type CategoryLabelKey = (typeof GAME_CATEGORY_KEYS)[keyof typeof GAME_CATEGORY_KEYS];

/** The catalogue key naming a game category in the header (SPEC §2 labels), or null for one the catalogue lacks. */
export function categoryLabelKey(category: string): CategoryLabelKey | null {
  return (GAME_CATEGORY_KEYS as Record<string, CategoryLabelKey>)[category.toUpperCase()] ?? null;
}
