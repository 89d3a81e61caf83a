import { createContext, useContext } from 'react';
import type { I18n } from '../translator/create-i18n';

/** What the provider shares: the i18n instance, the clock relative times are measured against, the time zone. */
export interface I18nContextValue {
  readonly i18n: I18n;
  readonly now: () => number;
  /** The provider's time zone, minutes east of UTC; null: the brand's (`i18n.brand.timeZoneOffsetMinutes`). */
  readonly timeZoneOffsetMinutes: number | null;
}

/** The context the hooks read; set by {@link I18nProvider}. */
export const I18nContext = createContext<I18nContextValue | null>(null);

/** The provider's value; throws a clear error outside an `<I18nProvider>`. */
export function useI18nContext(): I18nContextValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('@lobbykit/i18n hooks need an <I18nProvider> above them');
  return value;
}
