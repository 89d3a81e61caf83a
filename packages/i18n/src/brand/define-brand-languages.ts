import { checkTimeZoneOffset, PLATFORM_TIME_ZONE_OFFSET_MINUTES } from '@lobbykit/domain';
import type { PartialCatalogue } from '../catalogues/en';
import type { LanguageCode } from '../languages/language-list';

/** What a brand says about languages: which it offers, its default, its currency label and its own wording. */
export interface BrandLanguagesInput {
  /** The codes the language picker offers, in picker order. */
  supported: readonly LanguageCode[];
  /** The language shown when nothing (or an unsupported code) is stored. */
  default: LanguageCode;
  /** The currency label shown after amounts; default `VND` (SPEC §1). */
  currency?: string;
  /** Messages that win over the catalogue, per language; an English override also covers fallbacks to English. */
  overrides?: Partial<Record<LanguageCode, PartialCatalogue>>;
  /** The date-time pattern of `formatDateTime` (tokens yyyy MM dd hh mm ss); default `yyyy-MM-dd hh:mm:ss`. */
  dateTimePattern?: string;
  /**
   * The platform's time zone, minutes east of UTC: every date and time is shown in it and "today" is its day, whatever
   * the player's own zone; default the platform's UTC+7 (`PLATFORM_TIME_ZONE_OFFSET_MINUTES`).
   */
  timeZoneOffsetMinutes?: number;
}

/** A checked brand language configuration. */
export interface BrandLanguages {
  readonly supported: readonly LanguageCode[];
  readonly default: LanguageCode;
  readonly currency: string;
  readonly overrides: Readonly<Partial<Record<LanguageCode, PartialCatalogue>>>;
  readonly dateTimePattern: string;
  readonly timeZoneOffsetMinutes: number;
}

/**
 * Checks and completes a brand's language configuration; throws when the default is not among the supported or the
 * offset is not whole minutes within ±14 hours.
 */
export function defineBrandLanguages(input: BrandLanguagesInput): BrandLanguages {
  const supported = [...new Set(input.supported)];
  if (supported.length === 0) throw new RangeError('A brand must support at least one language');
  if (!supported.includes(input.default)) {
    throw new RangeError(`The default language ${input.default} is not among the supported ${supported.join(', ')}`);
  }
  return {
    supported,
    default: input.default,
    currency: input.currency ?? 'VND',
    overrides: input.overrides ?? {},
    dateTimePattern: input.dateTimePattern ?? 'yyyy-MM-dd hh:mm:ss',
    timeZoneOffsetMinutes: checkTimeZoneOffset(input.timeZoneOffsetMinutes ?? PLATFORM_TIME_ZONE_OFFSET_MINUTES),
  };
}

/** The spec's brand: EN and TY, default EN, amounts labelled VND (SPEC §1, §3). */
export const DEFAULT_BRAND_LANGUAGES: BrandLanguages = defineBrandLanguages({
  supported: ['EN', 'TY'],
  default: 'EN',
  currency: 'VND',
});
