import type { BrandLanguages } from '../brand/define-brand-languages';
import type { en, MessageKey, PartialCatalogue } from '../catalogues/en';
import { INLINE_FALLBACK } from '../catalogues/inline-fallback';
import { type LanguageCode, languageOf } from '../languages/language-list';
import { formatMessage, type MessageValues } from '../runtime/format-message';
import type { ArgumentsOf } from '../runtime/message-arguments';
import { type MessagePart, parseMessage } from '../runtime/parse-message';

/** The values `t(key, …)` needs for a key, read from the English text: none, or an object of its placeholders. */
export type MessageArguments<K extends MessageKey> = keyof ArgumentsOf<(typeof en)[K]> extends never
  ? [values?: undefined]
  : [values: ArgumentsOf<(typeof en)[K]>];

/** Values for a key known only at run time; `null` counts as missing. */
export type LooseMessageValues = Readonly<Record<string, string | number | null | undefined>>;

/** A message a domain rule returns: a key and the values it substitutes. */
export interface KeyedMessage {
  readonly key: string;
  readonly params?: LooseMessageValues | undefined;
}

/** Translates message keys into one language. */
export interface Translate {
  /** The message of a key with its placeholders filled in. */
  <K extends MessageKey>(key: K, ...values: MessageArguments<K>): string;
  /** A key known only at run time (a server message): its message when it is a key, otherwise the text as given. */
  dynamic(keyOrText: string, values?: LooseMessageValues): string;
  /** A domain rule's message; an unknown pattern key shows `format_invalid`, any other unknown key `unknown_error`. */
  message(message: KeyedMessage): string;
  /** The message with rich parts: each `<tag>` value is a function wrapping the tag's content (see `Trans`). */
  rich<Rich>(key: MessageKey, values?: MessageValues<Rich>): string | Array<string | Rich>;
  /** Whether a string is a message key. */
  has(key: string): key is MessageKey;
  /** The language this function translates into. */
  readonly language: LanguageCode;
}

/** The catalogues loaded so far, by language. */
export type LoadedCatalogues = ReadonlyMap<LanguageCode, PartialCatalogue>;

const parsed = new Map<string, readonly MessagePart[] | null>();

function parseCached(text: string): readonly MessagePart[] | null {
  let parts = parsed.get(text);
  if (parts === undefined) {
    try {
      parts = parseMessage(text);
    } catch {
      parts = null;
    }
    parsed.set(text, parts);
  }
  return parts;
}

/** One place a message can come from, and the locale its plural rules follow. */
interface Source {
  readonly catalogue: PartialCatalogue | undefined;
  readonly locale: string;
}

/** The order messages are looked up in for a language: brand override, the language, the English override, English, inline. */
function sourcesFor(language: LanguageCode, brand: BrandLanguages, loaded: LoadedCatalogues): Source[] {
  const own = languageOf(language).tag;
  const sources: Source[] = [
    { catalogue: brand.overrides[language], locale: own },
    { catalogue: loaded.get(language), locale: own },
  ];
  if (language !== 'EN') {
    sources.push({ catalogue: brand.overrides.EN, locale: 'en' }, { catalogue: loaded.get('EN'), locale: 'en' });
  }
  sources.push({ catalogue: INLINE_FALLBACK, locale: 'en' });
  return sources;
}

/**
 * Formats a key in a language as a string or, when a tag value returns rich content, an array. Each message is
 * formatted with the plural rules of the language it was found in, so an English fallback keeps English plurals.
 */
function formatKey<Rich = never>(
  sources: readonly Source[],
  key: string,
  values: MessageValues<Rich> | undefined,
): string | Array<string | Rich> | null {
  for (const source of sources) {
    const text = source.catalogue?.[key as MessageKey];
    if (text === undefined) continue;
    const parts = parseCached(text);
    if (parts) return formatMessage(parts, values, source.locale);
  }
  return null;
}

function withoutNulls(values: LooseMessageValues | undefined): MessageValues | undefined {
  if (!values) return undefined;
  const clean: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) if (value !== null && value !== undefined) clean[name] = value;
  return clean;
}

const asText = (result: string | unknown[] | null): string | null =>
  result === null ? null : typeof result === 'string' ? result : result.join('');

/** Builds the translate function of one language from the brand's overrides and the loaded catalogues. */
export function createTranslate(language: LanguageCode, brand: BrandLanguages, loaded: LoadedCatalogues): Translate {
  const sources = sourcesFor(language, brand, loaded);
  // A complete catalogue, or English under a partial one, holds every key: no key list ships in the main bundle.
  const isKey = (key: string): key is MessageKey =>
    sources.some((source) => source.catalogue !== undefined && Object.hasOwn(source.catalogue, key));
  const lookup = (key: string, values: LooseMessageValues | undefined) =>
    asText(formatKey(sources, key, withoutNulls(values)));

  const t = ((key: MessageKey, values?: LooseMessageValues) => lookup(key, values) ?? key) as Translate;
  t.dynamic = (keyOrText, values) => (isKey(keyOrText) ? lookup(keyOrText, values) : null) ?? keyOrText;
  t.message = ({ key, params }) => {
    const fallback = key.startsWith('reg_pattern_') ? 'format_invalid' : 'unknown_error';
    return (isKey(key) ? lookup(key, params) : null) ?? lookup(fallback, undefined) ?? key;
  };
  t.rich = (key, values) => formatKey(sources, key, values) ?? key;
  t.has = isKey;
  Object.defineProperty(t, 'language', { value: language, enumerable: true });
  return t;
}
