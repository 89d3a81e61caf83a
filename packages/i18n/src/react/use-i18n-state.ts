import type { I18nState } from '../translator/create-i18n';
import { useI18nContext } from './i18n-context';
import { useI18nStateOf } from './use-i18n-state-of';

/** The i18n state of the nearest provider, re-rendering on every change (language switch, catalogue loaded). */
export function useI18nState(): I18nState {
  return useI18nStateOf(useI18nContext().i18n);
}
