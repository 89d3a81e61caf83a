import { useMemo } from 'react';
import { isPseudoLanguage, type Language, languageOf } from '../languages/language-list';
import type { I18nState, LanguageOffer } from '../translator/create-i18n';
import { useI18nContext } from './i18n-context';
import { useI18nState } from './use-i18n-state';

/** The shown language, the brand's languages for a picker, and the switch. */
export interface LanguageControl {
  /** The shown language (stays the previous one while a switch loads). */
  readonly language: Language;
  /** The brand's supported languages with native names and direction, in picker order (never the pseudo-language). */
  readonly languages: readonly Language[];
  /** The language being loaded, or null: a picker can show a busy state on it. */
  readonly pendingLanguage: Language | null;
  /** `error` when the last catalogue load failed (show `language_load_failed`); the previous language stays. */
  readonly status: I18nState['status'];
  /** Switches language without reloading; the promise settles when the new language shows (or loading failed). */
  readonly setLanguage: (code: string) => Promise<void>;
  /** Offers the languages the platform lists (its brand configuration) instead of the site's configured ones. */
  readonly offerLanguages: (offer: LanguageOffer) => void;
}

/** Reads and switches the language. */
export function useLanguage(): LanguageControl {
  const { i18n } = useI18nContext();
  const state = useI18nState();
  const supported = i18n.brand.supported;
  const languages = useMemo(() => supported.filter((code) => !isPseudoLanguage(code)).map(languageOf), [supported]);
  return {
    language: languageOf(state.language),
    languages,
    pendingLanguage: state.pendingLanguage ? languageOf(state.pendingLanguage) : null,
    status: state.status,
    setLanguage: i18n.setLanguage,
    offerLanguages: i18n.offerLanguages,
  };
}
