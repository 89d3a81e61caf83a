import type { BrandLanguages } from '../brand/define-brand-languages';
import { type CatalogueLoader, isCompleteLanguage, loadShippedCatalogue } from '../catalogues/catalogue-loaders';
import type { PartialCatalogue } from '../catalogues/en';
import { isPseudoLanguage, type LanguageCode, toLanguageCode } from '../languages/language-list';
import { type LanguageStorage, resolveStartLanguage, storeLanguage } from '../persistence/language-storage';
import { createTranslate, type Translate } from './translate';

/** How an i18n instance starts. */
export interface I18nOptions {
  brand: BrandLanguages;
  /** Where `lang`/`hisLang` are kept; pass `localStorage` in a browser. */
  storage?: LanguageStorage | null | undefined;
  /** A language to start in instead of the stored one (ignored when the brand does not support it). */
  initialLanguage?: string | null | undefined;
  /** Loads a catalogue; defaults to the shipped, lazily imported catalogues. */
  loadCatalogue?: CatalogueLoader | undefined;
}

/** The languages a platform offers at run time (its brand configuration, SPEC §3), in its own codes. */
export interface LanguageOffer {
  /** Codes in picker order; unknown codes are left out. */
  readonly supported: readonly string[];
  /** The platform's default; ignored when it is not among the offered. */
  readonly default?: string | null | undefined;
}

/** What the i18n instance shows now. */
export interface I18nState {
  /** The language shown; during a switch it stays the previous one until the new catalogue has loaded. */
  readonly language: LanguageCode;
  /** The language being loaded, or null. */
  readonly pendingLanguage: LanguageCode | null;
  /** `loading` only before the first catalogue arrives; `error` when the last load failed. */
  readonly status: 'loading' | 'ready' | 'error';
  /** Translates into the shown language. */
  readonly t: Translate;
}

/** A language switcher and translator, framework-free; the React binding subscribes to it. */
export interface I18n {
  /** The brand's languages: as the site configured them, then as the platform offers them (`offerLanguages`). */
  readonly brand: BrandLanguages;
  /** The current state; a new object after every change. */
  getState(): I18nState;
  /** The shown language's code, for the `Language` header (pass it as the api-client's `language` getter). */
  getLanguage(): LanguageCode;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Calls `listener` with the new code after each switch (not at start): re-fetch language-dependent data there. */
  onLanguageChange(listener: (language: LanguageCode) => void): () => void;
  /** Loads a language and switches to it without reloading the page; stores it in `lang`/`hisLang`. */
  setLanguage(code: string): Promise<void>;
  /**
   * Offers the languages the platform lists instead of the configured ones. The person's choice (or the stored
   * one) shows when it is offered now, otherwise the default; an offer with no known code changes nothing.
   */
  offerLanguages(offer: LanguageOffer): void;
  /** Loads the catalogues of a language without switching (to prefetch, or to show a second language). */
  load(code: LanguageCode): Promise<void>;
  /** A translate function for any language, from whatever is loaded for it so far. */
  translator(code: LanguageCode): Translate;
  /** Settles when the first catalogue has loaded (or failed). */
  readonly ready: Promise<void>;
}

/** Creates the i18n instance of a site: reads the stored language and starts loading its catalogue at once. */
export function createI18n(options: I18nOptions): I18n {
  const { storage } = options;
  let brand = options.brand;
  let chosen: LanguageCode | null = null;
  const loadCatalogue = options.loadCatalogue ?? loadShippedCatalogue;
  const loaded = new Map<LanguageCode, PartialCatalogue>();
  const inFlight = new Map<LanguageCode, Promise<void>>();
  const listeners = new Set<() => void>();
  const changeListeners = new Set<(language: LanguageCode) => void>();
  const translators = new Map<LanguageCode, Translate>();
  let latestRequest = 0;

  const translator = (code: LanguageCode): Translate => {
    let t = translators.get(code);
    if (!t) {
      t = createTranslate(code, brand, loaded);
      translators.set(code, t);
    }
    return t;
  };

  const loadOne = (code: LanguageCode): Promise<void> => {
    if (loaded.has(code)) return Promise.resolve();
    let pending = inFlight.get(code);
    if (!pending) {
      pending = loadCatalogue(code)
        .then((catalogue) => {
          loaded.set(code, catalogue ?? {});
          translators.clear();
          update(state);
        })
        .finally(() => inFlight.delete(code));
      inFlight.set(code, pending);
    }
    return pending;
  };

  const load = async (code: LanguageCode): Promise<void> => {
    await Promise.all(isCompleteLanguage(code) ? [loadOne(code)] : [loadOne(code), loadOne('EN')]);
  };

  const start = resolveStartLanguage(brand, storage, options.initialLanguage);
  let state: I18nState = { language: start, pendingLanguage: null, status: 'loading', t: translator(start) };

  const update = (next: Omit<I18nState, 't'>) => {
    state = { ...next, t: translator(next.language) };
    for (const listener of [...listeners]) listener();
  };

  const ready = load(start).then(
    () => update({ language: state.language, pendingLanguage: state.pendingLanguage, status: 'ready' }),
    () => update({ language: state.language, pendingLanguage: state.pendingLanguage, status: 'error' }),
  );

  const switchTo = async (code: LanguageCode, remember: boolean): Promise<void> => {
    const request = ++latestRequest;
    const previous = state.language;
    update({ language: previous, pendingLanguage: code, status: state.status });
    try {
      await load(code);
    } catch {
      if (request === latestRequest) update({ language: state.language, pendingLanguage: null, status: 'error' });
      return;
    }
    if (request !== latestRequest) return;
    if (remember) storeLanguage(storage, code);
    update({ language: code, pendingLanguage: null, status: 'ready' });
    if (code !== previous) for (const listener of [...changeListeners]) listener(code);
  };

  const setLanguage = async (requested: string): Promise<void> => {
    const code = toLanguageCode(requested);
    if (!code || !brand.supported.includes(code)) {
      throw new RangeError(`Language ${requested} is not supported by this brand (${brand.supported.join(', ')})`);
    }
    chosen = code;
    await switchTo(code, true);
  };

  const offerLanguages = (offer: LanguageOffer): void => {
    const supported = [...new Set(offer.supported.map(toLanguageCode))].filter((code) => code !== null);
    if (supported.length === 0) return;
    // The pseudo-language is the site's own test language: a platform's offer neither brings nor takes it.
    if (brand.supported.some(isPseudoLanguage) && !supported.some(isPseudoLanguage)) supported.push('PSEUDO');
    const offeredDefault = toLanguageCode(offer.default);
    const fallback = [offeredDefault, brand.default].find((code) => code !== null && supported.includes(code));
    const next = { ...brand, supported, default: fallback ?? supported[0]! };
    if (next.default === brand.default && next.supported.join() === brand.supported.join()) return;
    brand = next;
    translators.clear();
    update(state);
    const wanted =
      chosen && supported.includes(chosen) ? chosen : resolveStartLanguage(brand, storage, options.initialLanguage);
    // Not remembered: a language the platform stopped offering should come back when it offers it again.
    if (wanted !== (state.pendingLanguage ?? state.language)) void switchTo(wanted, false);
  };

  return {
    get brand() {
      return brand;
    },
    getState: () => state,
    getLanguage: () => state.language,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onLanguageChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    setLanguage,
    offerLanguages,
    load,
    translator,
    ready,
  };
}
