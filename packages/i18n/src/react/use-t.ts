import { useEffect } from 'react';
import type { LanguageCode } from '../languages/language-list';
import type { Translate } from '../translator/translate';
import { useI18nContext } from './i18n-context';
import { useI18nState } from './use-i18n-state';

/**
 * The translate function of the shown language, or of a fixed `language` (loaded on demand, English meanwhile),
 * e.g. the maintenance page's Vietnamese and English heading (SPEC §2).
 */
export function useT(language?: LanguageCode): Translate {
  const { i18n } = useI18nContext();
  const state = useI18nState();
  useEffect(() => {
    if (language) i18n.load(language).catch(() => undefined);
  }, [i18n, language]);
  return language ? i18n.translator(language) : state.t;
}
