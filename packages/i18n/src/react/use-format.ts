import { gmtOffsetLabel } from '@lobbykit/domain';
import { useMemo } from 'react';
import { formatDateTime } from '../formatting/format-date-time';
import { type FormatMoneyOptions, formatMoney } from '../formatting/format-money';
import { formatRelativeTime } from '../formatting/format-relative-time';
import { languageOf } from '../languages/language-list';
import { useI18nContext } from './i18n-context';
import { useI18nState } from './use-i18n-state';

/** The time zone every date is shown in: the platform's, not the browser's. */
export interface ShownTimeZone {
  /** Minutes east of UTC, e.g. 420. */
  readonly offsetMinutes: number;
  /** How the site names it, e.g. `GMT+7`. */
  readonly label: string;
}

/** Formatting in the shown language with the brand's currency label, date pattern and time zone. */
export interface Formatters {
  /** `1,234.50 VND`, or `***` when masked. */
  formatMoney(value: number, options?: FormatMoneyOptions): string;
  /** A timestamp in the platform's zone with the brand's pattern (default `yyyy-MM-dd hh:mm:ss`) or the one given. */
  formatDateTime(ms: number, pattern?: string): string;
  /** The same, followed by the zone's name (`2026-11-25 06:37:34 GMT+7`), where nothing else says the zone. */
  formatDateTimeWithZone(ms: number, pattern?: string): string;
  /** "in 5 minutes", "2 days ago", measured against the provider's clock. */
  formatRelativeTime(ms: number): string;
  /** The zone the dates are shown in, and what "today" is cut by. */
  timeZone: ShownTimeZone;
}

/** The formatters of the shown language. */
export function useFormat(): Formatters {
  const { i18n, now, timeZoneOffsetMinutes } = useI18nContext();
  const { t, language } = useI18nState();
  return useMemo(() => {
    const settings = {
      dateTimePattern: i18n.brand.dateTimePattern,
      timeZoneOffsetMinutes: timeZoneOffsetMinutes ?? i18n.brand.timeZoneOffsetMinutes,
    };
    const timeZone = {
      offsetMinutes: settings.timeZoneOffsetMinutes,
      label: gmtOffsetLabel(settings.timeZoneOffsetMinutes),
    };
    return {
      formatMoney: (value, options) => formatMoney(t, i18n.brand.currency, value, options),
      formatDateTime: (ms, pattern) => formatDateTime(settings, ms, pattern),
      formatDateTimeWithZone: (ms, pattern) => `${formatDateTime(settings, ms, pattern)} ${timeZone.label}`,
      formatRelativeTime: (ms) => formatRelativeTime(languageOf(language).tag, ms, now()),
      timeZone,
    };
  }, [i18n, t, language, now, timeZoneOffsetMinutes]);
}
