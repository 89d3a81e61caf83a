import { useMemo } from 'react';
import { formatDateTime } from '../formatting/format-date-time';
import { type FormatMoneyOptions, formatMoney } from '../formatting/format-money';
import { formatRelativeTime } from '../formatting/format-relative-time';
import { languageOf } from '../languages/language-list';
import { useI18nContext } from './i18n-context';
import { useI18nState } from './use-i18n-state';

/** Formatting in the shown language with the brand's currency label, date pattern and time offset. */
export interface Formatters {
  /** `1,234.50 VND`, or `***` when masked. */
  formatMoney(value: number, options?: FormatMoneyOptions): string;
  /** A timestamp with the brand's pattern (default `yyyy-MM-dd hh:mm:ss`) or the one given. */
  formatDateTime(ms: number, pattern?: string): string;
  /** "in 5 minutes", "2 days ago", measured against the provider's clock. */
  formatRelativeTime(ms: number): string;
}

/** The formatters of the shown language. */
export function useFormat(): Formatters {
  const { i18n, now } = useI18nContext();
  const { t, language } = useI18nState();
  return useMemo(
    () => ({
      formatMoney: (value, options) => formatMoney(t, i18n.brand.currency, value, options),
      formatDateTime: (ms, pattern) => formatDateTime(i18n.brand, ms, pattern),
      formatRelativeTime: (ms) => formatRelativeTime(languageOf(language).tag, ms, now()),
    }),
    [i18n, t, language, now],
  );
}
