import { describe, expect, it } from 'vitest';
import { defineBrandLanguages } from '../src/brand/define-brand-languages';
import { type CatalogueLoader, loadShippedCatalogue } from '../src/catalogues/catalogue-loaders';
import type { LanguageCode } from '../src/languages/language-list';
import { createMemoryLanguageStorage } from '../src/persistence/language-storage';
import { createI18n } from '../src/translator/create-i18n';

const specBrand = defineBrandLanguages({ supported: ['EN', 'TY'], default: 'EN', currency: 'VND' });

/** A loader whose loads finish only when the test says so, to see what shows while a catalogue loads. */
function controlledLoader() {
  const waiting = new Map<LanguageCode, { finish: () => void; fail: () => void }>();
  const requested: LanguageCode[] = [];
  const load: CatalogueLoader = (code) => {
    requested.push(code);
    return new Promise((resolve, reject) => {
      waiting.set(code, {
        finish: () => void loadShippedCatalogue(code).then(resolve),
        fail: () => reject(new Error('offline')),
      });
    });
  };
  return {
    load,
    requested,
    finish: (code: LanguageCode) => waiting.get(code)!.finish(),
    fail: (code: LanguageCode) => waiting.get(code)!.fail(),
  };
}

describe('language persistence (SPEC §3: localStorage lang and hisLang)', () => {
  it('starts in the stored hisLang when the brand supports it', async () => {
    const i18n = createI18n({ brand: specBrand, storage: createMemoryLanguageStorage([['hisLang', 'TY']]) });
    await i18n.ready;
    expect(i18n.getLanguage()).toBe('TY');
    expect(i18n.getState().t('login')).toBe('Mag-log in');
  });

  it('starts in the brand default when the stored code is not supported or unknown', async () => {
    for (const stored of ['JA', 'xx', '']) {
      const i18n = createI18n({ brand: specBrand, storage: createMemoryLanguageStorage([['lang', stored]]) });
      expect(i18n.getLanguage()).toBe('EN');
    }
  });

  it('stores the chosen language in lang and hisLang, so a reload starts in it', async () => {
    const storage = createMemoryLanguageStorage();
    const first = createI18n({ brand: specBrand, storage });
    await first.setLanguage('ty');
    expect(Object.fromEntries(storage.entries)).toEqual({ lang: 'TY', hisLang: 'TY' });
    expect(createI18n({ brand: specBrand, storage }).getLanguage()).toBe('TY');
  });

  it('still switches when the storage refuses writes (private browsing)', async () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const i18n = createI18n({ brand: specBrand, storage });
    await i18n.setLanguage('TY');
    expect(i18n.getLanguage()).toBe('TY');
  });
});

describe('language switching (switches without reloading, no blank flash)', () => {
  it('keeps showing the previous language until the new catalogue has loaded', async () => {
    const loader = controlledLoader();
    const i18n = createI18n({ brand: specBrand, loadCatalogue: loader.load });
    loader.finish('EN');
    await i18n.ready;
    const switching = i18n.setLanguage('TY');
    expect(i18n.getState()).toMatchObject({ language: 'EN', pendingLanguage: 'TY', status: 'ready' });
    expect(i18n.getState().t('logout')).toBe('Sign out');
    loader.finish('TY');
    await switching;
    expect(i18n.getState()).toMatchObject({ language: 'TY', pendingLanguage: null });
    expect(i18n.getState().t('logout')).toBe('Mag-sign out');
  });

  it('tells onLanguageChange listeners once per switch, so the app re-fetches vendor lanes and hot games', async () => {
    const i18n = createI18n({ brand: specBrand });
    const seen: string[] = [];
    i18n.onLanguageChange((code) => seen.push(code));
    await i18n.ready;
    await i18n.setLanguage('TY');
    await i18n.setLanguage('TY');
    await i18n.setLanguage('EN');
    expect(seen).toEqual(['TY', 'EN']);
  });

  it('applies only the last of two quick switches', async () => {
    const brand = defineBrandLanguages({ supported: ['EN', 'VI', 'TH'], default: 'EN' });
    const loader = controlledLoader();
    const i18n = createI18n({ brand, loadCatalogue: loader.load });
    loader.finish('EN');
    await i18n.ready;
    const toVietnamese = i18n.setLanguage('VI');
    const toThai = i18n.setLanguage('TH');
    loader.finish('TH');
    await toThai;
    loader.finish('VI');
    await toVietnamese;
    expect(i18n.getLanguage()).toBe('TH');
  });

  it('keeps the previous language and reports an error when a catalogue fails to load', async () => {
    const loader = controlledLoader();
    const i18n = createI18n({ brand: specBrand, loadCatalogue: loader.load });
    loader.finish('EN');
    await i18n.ready;
    const switching = i18n.setLanguage('TY');
    loader.fail('TY');
    await switching;
    expect(i18n.getState()).toMatchObject({ language: 'EN', pendingLanguage: null, status: 'error' });
    expect(i18n.getState().t('language_load_failed')).toBe(
      'The selected language could not be loaded. Please try again.',
    );
  });

  it('shows the inline English error messages when even the first catalogue cannot load (network down)', async () => {
    const loader = controlledLoader();
    const i18n = createI18n({ brand: specBrand, loadCatalogue: loader.load });
    loader.fail('EN');
    await i18n.ready;
    expect(i18n.getState().status).toBe('error');
    expect(i18n.getState().t('in_network_again')).toBe('The network connection is abnormal. Please try again.');
  });

  it('refuses a language the brand does not support', async () => {
    const i18n = createI18n({ brand: specBrand });
    await expect(i18n.setLanguage('JA')).rejects.toThrow(RangeError);
    await expect(i18n.setLanguage('klingon')).rejects.toThrow(RangeError);
  });

  it('loads only the chosen language’s catalogue for an offered language, and English too for the others', async () => {
    const brand = defineBrandLanguages({ supported: ['EN', 'CN', 'KO'], default: 'CN' });
    const loader = controlledLoader();
    const i18n = createI18n({ brand, loadCatalogue: loader.load });
    loader.finish('CN');
    await i18n.ready;
    expect(loader.requested).toEqual(['CN']);
    const switching = i18n.setLanguage('KO');
    loader.finish('KO');
    loader.finish('EN');
    await switching;
    expect(loader.requested).toEqual(['CN', 'KO', 'EN']);
  });
});

describe('fallback to English key by key (the other codes)', () => {
  it('shows English for a declared language without a catalogue', async () => {
    const i18n = createI18n({ brand: defineBrandLanguages({ supported: ['KO'], default: 'KO' }) });
    await i18n.ready;
    expect(i18n.getState().t('login')).toBe('Log in');
  });

  it('shows Arabic where the partial catalogue has it and English elsewhere, with English plural rules', async () => {
    const i18n = createI18n({ brand: defineBrandLanguages({ supported: ['AR'], default: 'AR' }) });
    await i18n.ready;
    const { t } = i18n.getState();
    expect(t('login')).toBe('تسجيل الدخول');
    expect(t('change_password_title')).toBe('Change password');
    expect(t('sms_resend_in', { seconds: 2 })).toBe('Resend in 2 seconds');
  });
});

describe('brand overrides (a brand overrides any message without forking the catalogue)', () => {
  it('wins over the catalogue in its language, and an English override also covers fallbacks to English', async () => {
    const brand = defineBrandLanguages({
      supported: ['EN', 'TY', 'KO'],
      default: 'EN',
      overrides: { EN: { nav_promotions: 'Bonuses' }, TY: { nav_promotions: 'Mga bonus' } },
    });
    const i18n = createI18n({ brand });
    await i18n.ready;
    expect(i18n.getState().t('nav_promotions')).toBe('Bonuses');
    await i18n.setLanguage('TY');
    expect(i18n.getState().t('nav_promotions')).toBe('Mga bonus');
    await i18n.setLanguage('KO');
    expect(i18n.getState().t('nav_promotions')).toBe('Bonuses');
  });

  it('keeps the catalogue message when an override is not valid ICU', async () => {
    const brand = defineBrandLanguages({
      supported: ['EN'],
      default: 'EN',
      overrides: { EN: { welcome_user: 'Hi {name' } },
    });
    const i18n = createI18n({ brand });
    await i18n.ready;
    expect(i18n.getState().t('welcome_user', { name: 'Ana' })).toBe('Hi, Ana');
  });

  it('refuses a default language that is not among the supported', () => {
    expect(() => defineBrandLanguages({ supported: ['EN', 'TY'], default: 'VI' })).toThrow(RangeError);
    expect(() => defineBrandLanguages({ supported: [], default: 'EN' })).toThrow(RangeError);
  });
});

describe('languages the platform offers (SPEC §3 brand config read at run time)', () => {
  const six = ['EN', 'CN', 'JA', 'TH', 'VI', 'TY'];
  /** Waits for the switch an offer starts, which nobody awaits. */
  const settled = (i18n: ReturnType<typeof createI18n>) =>
    new Promise<string>((resolve) => {
      const stop = i18n.onLanguageChange((code) => {
        stop();
        resolve(code);
      });
    });

  it('offers the platform’s languages in its order, leaving out codes the catalogue does not declare', async () => {
    const i18n = createI18n({ brand: specBrand });
    await i18n.ready;
    i18n.offerLanguages({ supported: [...six, 'XX', 'ar'], default: 'EN' });
    expect(i18n.brand.supported).toEqual([...six, 'AR']);
    await i18n.setLanguage('JA');
    expect(i18n.getState().t('login')).toBe('ログイン');
  });

  it('shows the stored language once the platform offers it (a reload after choosing Japanese)', async () => {
    const i18n = createI18n({ brand: specBrand, storage: createMemoryLanguageStorage([['hisLang', 'JA']]) });
    await i18n.ready;
    expect(i18n.getLanguage()).toBe('EN');
    const switched = settled(i18n);
    i18n.offerLanguages({ supported: six });
    await switched;
    expect(i18n.getLanguage()).toBe('JA');
  });

  it('falls back to the default when the shown language is no longer offered, and keeps the stored choice', async () => {
    const storage = createMemoryLanguageStorage();
    const i18n = createI18n({ brand: specBrand, storage });
    i18n.offerLanguages({ supported: [...six, 'AR'] });
    await i18n.setLanguage('AR');
    const switched = settled(i18n);
    i18n.offerLanguages({ supported: ['EN', 'TY'], default: 'TY' });
    await switched;
    expect(i18n.getLanguage()).toBe('TY');
    expect(storage.entries.get('hisLang')).toBe('AR');
    await expect(i18n.setLanguage('JA')).rejects.toThrow(RangeError);
  });

  it('ignores an offer with no known language and repeats of the same offer', async () => {
    const i18n = createI18n({ brand: specBrand });
    await i18n.ready;
    let notified = 0;
    i18n.subscribe(() => notified++);
    i18n.offerLanguages({ supported: ['XX'] });
    i18n.offerLanguages({ supported: ['EN', 'TY'], default: 'EN' });
    expect(i18n.brand).toBe(specBrand);
    expect(notified).toBe(0);
  });
});
