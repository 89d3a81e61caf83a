/** How a language is written: left to right or right to left. */
export type TextDirection = 'ltr' | 'rtl';

/** One language of the catalogue: the platform's code, its name in itself, its BCP 47 tag and writing direction. */
export interface Language {
  readonly code: LanguageCode;
  readonly nativeName: string;
  readonly englishName: string;
  readonly tag: string;
  readonly dir: TextDirection;
}

// The platform's own codes (CN, TW, TY, …), not ISO ones: `MY` is Burmese and `MS` Malay, as on sites of this kind.
const LANGUAGE_ROWS = [
  ['EN', 'English', 'English', 'en'],
  ['CN', '简体中文', 'Chinese (Simplified)', 'zh-CN'],
  ['TW', '繁體中文', 'Chinese (Traditional)', 'zh-TW'],
  ['JA', '日本語', 'Japanese', 'ja'],
  ['KO', '한국어', 'Korean', 'ko'],
  ['TH', 'ไทย', 'Thai', 'th'],
  ['VI', 'Tiếng Việt', 'Vietnamese', 'vi'],
  ['TY', 'Tagalog', 'Tagalog', 'tl'],
  ['ID', 'Bahasa Indonesia', 'Indonesian', 'id'],
  ['MS', 'Bahasa Melayu', 'Malay', 'ms'],
  ['MY', 'မြန်မာ', 'Burmese', 'my'],
  ['KM', 'ខ្មែរ', 'Khmer', 'km'],
  ['LO', 'ລາວ', 'Lao', 'lo'],
  ['HI', 'हिन्दी', 'Hindi', 'hi'],
  ['BN', 'বাংলা', 'Bengali', 'bn'],
  ['TA', 'தமிழ்', 'Tamil', 'ta'],
  ['NE', 'नेपाली', 'Nepali', 'ne'],
  ['UR', 'اردو', 'Urdu', 'ur'],
  ['AR', 'العربية', 'Arabic', 'ar'],
  ['FA', 'فارسی', 'Persian', 'fa'],
  ['HE', 'עברית', 'Hebrew', 'he'],
  ['TR', 'Türkçe', 'Turkish', 'tr'],
  ['RU', 'Русский', 'Russian', 'ru'],
  ['UK', 'Українська', 'Ukrainian', 'uk'],
  ['BG', 'Български', 'Bulgarian', 'bg'],
  ['ES', 'Español', 'Spanish', 'es'],
  ['PT', 'Português', 'Portuguese', 'pt'],
  ['FR', 'Français', 'French', 'fr'],
  ['DE', 'Deutsch', 'German', 'de'],
  ['IT', 'Italiano', 'Italian', 'it'],
  ['NL', 'Nederlands', 'Dutch', 'nl'],
  ['PL', 'Polski', 'Polish', 'pl'],
  ['CS', 'Čeština', 'Czech', 'cs'],
  ['HU', 'Magyar', 'Hungarian', 'hu'],
  ['RO', 'Română', 'Romanian', 'ro'],
  ['EL', 'Ελληνικά', 'Greek', 'el'],
  ['SV', 'Svenska', 'Swedish', 'sv'],
  ['DA', 'Dansk', 'Danish', 'da'],
  ['NO', 'Norsk', 'Norwegian', 'nb'],
  ['FI', 'Suomi', 'Finnish', 'fi'],
] as const;

/**
 * The pseudo-language: English with every letter accented and every message wrapped in ⟦…⟧, for finding text that
 * did not come through the catalogues. A brand that lists it may switch to it; no language picker offers it.
 */
export const PSEUDO_LANGUAGE = {
  code: 'PSEUDO',
  nativeName: '⟦Ƥšéúðó⟧',
  englishName: 'Pseudo-language',
  tag: 'en-XA',
  dir: 'ltr',
} as const satisfies Omit<Language, 'code'> & { code: string };

/** A language code of the catalogue (the platform's codes, upper case), or the pseudo-language's. */
export type LanguageCode = (typeof LANGUAGE_ROWS)[number][0] | typeof PSEUDO_LANGUAGE.code;

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['AR', 'FA', 'HE', 'UR']);

/** Every language the catalogue declares, in the order a picker lists them. */
export const LANGUAGES: readonly Language[] = LANGUAGE_ROWS.map(([code, nativeName, englishName, tag]) => ({
  code,
  nativeName,
  englishName,
  tag,
  dir: RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr',
}));

/** Every declared language code (the platform's; the pseudo-language is not one of them). */
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

const BY_CODE = new Map<string, Language>([...LANGUAGES, PSEUDO_LANGUAGE].map((language) => [language.code, language]));

/** Whether a language is the pseudo-language, which a picker never offers. */
export const isPseudoLanguage = (code: LanguageCode): boolean => code === PSEUDO_LANGUAGE.code;

/** Whether a value is a declared language code or the pseudo-language's, exactly as declared (upper case). */
export function isLanguageCode(code: unknown): code is LanguageCode {
  return typeof code === 'string' && BY_CODE.has(code);
}

/** Reads a stored or requested code: trims and upper-cases it, or returns null when it is not declared. */
export function toLanguageCode(code: string | null | undefined): LanguageCode | null {
  const normal = code?.trim().toUpperCase();
  return normal && isLanguageCode(normal) ? normal : null;
}

/** The language of a code. */
export function languageOf(code: LanguageCode): Language {
  return BY_CODE.get(code)!;
}
