import { LAZY_IMAGE } from '@lobbykit/domain';

/**
 * Addresses that loaded, newest last (SPEC §9: a 200-entry cache), so a card scrolled back into a virtual list
 * shows its art at once instead of waiting for the viewport again.
 */
const loaded = new Map<string, true>();

export function hasLoaded(src: string): boolean {
  if (!loaded.has(src)) return false;
  loaded.delete(src);
  loaded.set(src, true);
  return true;
}

export function rememberLoaded(src: string, limit: number = LAZY_IMAGE.cacheEntries): void {
  loaded.delete(src);
  loaded.set(src, true);
  while (loaded.size > limit) loaded.delete(loaded.keys().next().value as string);
}

/** Stories and tests only: start from an empty cache. */
export function forgetLoadedImages(): void {
  loaded.clear();
}
