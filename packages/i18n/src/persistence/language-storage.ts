import { LOCAL_KEYS } from '@lobbykit/domain';
import type { BrandLanguages } from '../brand/define-brand-languages';
import { type LanguageCode, toLanguageCode } from '../languages/language-list';

/** Where the chosen language is kept: `localStorage` in a browser, a Map-backed object in tests. */
export interface LanguageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A storage backed by a Map, for tests and for places without localStorage. */
export function createMemoryLanguageStorage(entries: Iterable<[string, string]> = []): LanguageStorage & {
  readonly entries: Map<string, string>;
} {
  const map = new Map(entries);
  return { entries: map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

function readItem(storage: LanguageStorage | null | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The language to start in: the requested one, else the stored `hisLang` (read at start-up), else `lang`
 * (PLATFORM-FACTS §5.2), each only when the brand supports it; otherwise the brand's default.
 */
export function resolveStartLanguage(
  brand: BrandLanguages,
  storage: LanguageStorage | null | undefined,
  requested?: string | null,
): LanguageCode {
  for (const candidate of [requested, readItem(storage, LOCAL_KEYS.hisLang), readItem(storage, LOCAL_KEYS.lang)]) {
    const code = toLanguageCode(candidate);
    if (code && brand.supported.includes(code)) return code;
  }
  return brand.default;
}

/** Keeps the chosen language in `lang` and `hisLang` (SPEC §3); a storage that refuses writes is ignored. */
export function storeLanguage(storage: LanguageStorage | null | undefined, code: LanguageCode): void {
  try {
    storage?.setItem(LOCAL_KEYS.lang, code);
    storage?.setItem(LOCAL_KEYS.hisLang, code);
  } catch {
    // Private browsing can refuse writes; the language still switches for this visit.
  }
}
