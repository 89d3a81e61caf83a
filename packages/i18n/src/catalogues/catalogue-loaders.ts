import type { LanguageCode } from '../languages/language-list';
import type { CompleteCatalogue, PartialCatalogue } from './en';

/** Loads one language's catalogue (a dynamic import, so each language is its own chunk). */
export type CatalogueLoader = (code: LanguageCode) => Promise<PartialCatalogue | null>;

/** The languages whose catalogue has every key (SPEC §1: the offered languages). */
export const COMPLETE_LANGUAGES = ['EN', 'CN', 'JA', 'TH', 'VI', 'TY'] as const satisfies readonly LanguageCode[];

/** A language whose catalogue has every key. */
export type CompleteLanguage = (typeof COMPLETE_LANGUAGES)[number];

const LOADERS: Partial<Record<LanguageCode, () => Promise<PartialCatalogue>>> = {
  EN: () => import('./en').then((module): CompleteCatalogue => module.en),
  CN: () => import('./cn').then((module) => module.cn),
  JA: () => import('./ja').then((module) => module.ja),
  TH: () => import('./th').then((module) => module.th),
  VI: () => import('./vi').then((module) => module.vi),
  TY: () => import('./ty').then((module) => module.ty),
  AR: () => import('./ar').then((module) => module.ar),
  // Derived from English when it is asked for, so it can never lag behind the catalogues.
  PSEUDO: () =>
    Promise.all([import('./en'), import('../pseudo/pseudo-message')]).then(([{ en }, { pseudoCatalogue }]) =>
      pseudoCatalogue(en),
    ),
};

/** Whether the catalogue has every key for a language (the rest fall back to English key by key). */
export function isCompleteLanguage(code: LanguageCode): code is CompleteLanguage {
  return (COMPLETE_LANGUAGES as readonly string[]).includes(code);
}

/** Loads the shipped catalogue of a language, or null when the language has none and shows English. */
export const loadShippedCatalogue: CatalogueLoader = async (code) => (await LOADERS[code]?.()) ?? null;
