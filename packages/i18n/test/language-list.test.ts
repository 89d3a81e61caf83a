import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_LANGUAGES } from '../src/brand/define-brand-languages';
import { LANGUAGE_CODES, LANGUAGES, languageOf, toLanguageCode } from '../src/languages/language-list';
import { createMemoryLanguageStorage, resolveStartLanguage } from '../src/persistence/language-storage';

describe('language list (SPEC §1: about 40 codes, CN EN JA TH VI TY offered)', () => {
  it('declares 40 distinct codes, including the offered six and the spec’s examples', () => {
    expect(new Set(LANGUAGE_CODES).size).toBe(40);
    for (const code of ['CN', 'EN', 'JA', 'TH', 'VI', 'TY', 'MY', 'ES', 'ID', 'KO', 'PT', 'TR', 'AR', 'RU', 'HI']) {
      expect(LANGUAGE_CODES).toContain(code);
    }
  });

  it('gives every language a native name and a BCP 47 tag the browser understands', () => {
    for (const language of LANGUAGES) {
      expect(language.nativeName.length).toBeGreaterThan(1);
      expect(Intl.getCanonicalLocales(language.tag)).toHaveLength(1);
    }
    expect(languageOf('TY')).toMatchObject({ nativeName: 'Tagalog', tag: 'tl' });
    expect(languageOf('CN')).toMatchObject({ nativeName: '简体中文', tag: 'zh-CN' });
  });

  it('writes Arabic, Hebrew, Persian and Urdu right to left and the rest left to right', () => {
    expect(LANGUAGES.filter((language) => language.dir === 'rtl').map((language) => language.code)).toEqual([
      'UR',
      'AR',
      'FA',
      'HE',
    ]);
  });

  it('reads stored codes case-insensitively and rejects unknown ones', () => {
    expect(toLanguageCode(' ty ')).toBe('TY');
    expect(toLanguageCode('zh-CN')).toBeNull();
    expect(toLanguageCode(null)).toBeNull();
  });
});

describe('start language (PLATFORM-FACTS §5.2: hisLang is the one read at start-up)', () => {
  it('prefers the requested language, then hisLang, then lang, each only when supported', () => {
    const storage = createMemoryLanguageStorage([
      ['lang', 'EN'],
      ['hisLang', 'TY'],
    ]);
    expect(resolveStartLanguage(DEFAULT_BRAND_LANGUAGES, storage)).toBe('TY');
    expect(resolveStartLanguage(DEFAULT_BRAND_LANGUAGES, storage, 'EN')).toBe('EN');
    expect(resolveStartLanguage(DEFAULT_BRAND_LANGUAGES, storage, 'VI')).toBe('TY');
    expect(resolveStartLanguage(DEFAULT_BRAND_LANGUAGES, createMemoryLanguageStorage([['lang', 'TY']]))).toBe('TY');
    expect(resolveStartLanguage(DEFAULT_BRAND_LANGUAGES, null)).toBe('EN');
  });
});
