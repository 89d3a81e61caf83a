import { formatDate } from '@lobbykit/domain';

/** What a date is shown with: the brand's pattern and the platform's offset east of UTC in minutes. */
export interface DateTimeSettings {
  readonly dateTimePattern: string;
  readonly timeZoneOffsetMinutes: number;
}

/**
 * A timestamp through the domain's pattern helper (SPEC §9) with the brand's pattern, in the platform's time zone:
 * never the browser's, so a stamp reads on the same calendar as the days records are cut by.
 */
export function formatDateTime(settings: DateTimeSettings, ms: number, pattern: string = settings.dateTimePattern) {
  return formatDate(ms, pattern, { timeZoneOffsetMinutes: settings.timeZoneOffsetMinutes });
}
