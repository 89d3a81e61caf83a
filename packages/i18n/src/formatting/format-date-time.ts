import { formatDate } from '@lobbykit/domain';
import type { BrandLanguages } from '../brand/define-brand-languages';

/**
 * A timestamp through the domain's pattern helper (SPEC §9) with the brand's pattern, at the brand's offset or else
 * the browser's offset at that instant.
 */
export function formatDateTime(brand: BrandLanguages, ms: number, pattern: string = brand.dateTimePattern): string {
  const timeZoneOffsetMinutes = brand.timeZoneOffsetMinutes ?? -new Date(ms).getTimezoneOffset();
  return formatDate(ms, pattern, { timeZoneOffsetMinutes });
}
