import { useSyncExternalStore } from 'react';
import type { I18n, I18nState } from '../translator/create-i18n';

/** Subscribes to an i18n instance's state. */
export function useI18nStateOf(i18n: I18n): I18nState {
  return useSyncExternalStore(i18n.subscribe, i18n.getState, i18n.getState);
}
