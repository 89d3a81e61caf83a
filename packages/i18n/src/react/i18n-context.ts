import { createContext, useContext } from 'react';
import type { I18n } from '../translator/create-i18n';

/** What the provider shares: the i18n instance and the clock relative times are measured against. */
export interface I18nContextValue {
  readonly i18n: I18n;
  readonly now: () => number;
}

/** The context the hooks read; set by {@link I18nProvider}. */
export const I18nContext = createContext<I18nContextValue | null>(null);

/** The provider's value; throws a clear error outside an `<I18nProvider>`. */
export function useI18nContext(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('@lobbykit/i18n hooks need an <I18nProvider> above them');
  return value;
}
