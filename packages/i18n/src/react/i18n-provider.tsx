import { checkTimeZoneOffset } from '@lobbykit/domain';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { BrandLanguages } from '../brand/define-brand-languages';
import type { CatalogueLoader } from '../catalogues/catalogue-loaders';
import { type LanguageCode, languageOf } from '../languages/language-list';
import type { LanguageStorage } from '../persistence/language-storage';
import { createI18n, type I18n } from '../translator/create-i18n';
import { I18nContext } from './i18n-context';
import { useI18nStateOf } from './use-i18n-state-of';

interface SharedProps {
  children?: ReactNode;
  /** Called after each language switch: set the `Language` header and re-fetch language-dependent data there. */
  onLanguageChange?: (language: LanguageCode) => void;
  /** Shown until the first catalogue has loaded (later switches keep the previous language on screen). */
  fallback?: ReactNode;
  /** The clock relative times are measured against; default `Date.now`. */
  now?: () => number;
  /**
   * The platform's time zone, minutes east of UTC, that every date and time below is shown in; default the brand's
   * (`defineBrandLanguages({ timeZoneOffsetMinutes })`), which defaults to the platform's UTC+7.
   */
  timeZoneOffsetMinutes?: number;
}

/** Props of {@link I18nProvider}: an instance made with `createI18n`, or what to make one from. */
export type I18nProviderProps = SharedProps &
  (
    | { i18n: I18n; brand?: never; storage?: never; initialLanguage?: never; loadCatalogue?: never }
    | {
        i18n?: never;
        brand: BrandLanguages;
        storage?: LanguageStorage | null;
        initialLanguage?: string | null;
        loadCatalogue?: CatalogueLoader;
      }
  );

/**
 * Gives the screens below it translations, the language list and formatting; keeps `<html lang dir>` in step with
 * the shown language (`dir="rtl"` for Arabic, Hebrew, Persian and Urdu).
 */
export function I18nProvider(props: I18nProviderProps) {
  const [i18n] = useState(
    () =>
      props.i18n ??
      createI18n({
        brand: props.brand,
        storage: props.storage,
        initialLanguage: props.initialLanguage,
        loadCatalogue: props.loadCatalogue,
      }),
  );
  const [now] = useState(() => props.now ?? Date.now);
  const state = useI18nStateOf(i18n);
  const { onLanguageChange } = props;

  useEffect(() => (onLanguageChange ? i18n.onLanguageChange(onLanguageChange) : undefined), [i18n, onLanguageChange]);

  useEffect(() => {
    if (typeof document === 'undefined') return;
    const { tag, dir } = languageOf(state.language);
    document.documentElement.lang = tag;
    document.documentElement.dir = dir;
  }, [state.language]);

  const offset = props.timeZoneOffsetMinutes;
  const context = useMemo(
    () => ({ i18n, now, timeZoneOffsetMinutes: offset === undefined ? null : checkTimeZoneOffset(offset) }),
    [i18n, now, offset],
  );
  return (
    <I18nContext.Provider value={context}>
      {state.status === 'loading' ? (props.fallback ?? null) : props.children}
    </I18nContext.Provider>
  );
}
