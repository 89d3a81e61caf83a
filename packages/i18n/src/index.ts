export {
  type BrandLanguages,
  type BrandLanguagesInput,
  DEFAULT_BRAND_LANGUAGES,
  defineBrandLanguages,
} from './brand/define-brand-languages';
export { AGENT_CENTRE_PAGE_KEYS } from './catalogues/agent-centre-keys';
export {
  type CatalogueLoader,
  COMPLETE_LANGUAGES,
  type CompleteLanguage,
  isCompleteLanguage,
  loadShippedCatalogue,
} from './catalogues/catalogue-loaders';
export type { CompleteCatalogue, MessageKey, PartialCatalogue } from './catalogues/en';
export { INLINE_FALLBACK } from './catalogues/inline-fallback';
export {
  ACTIVITY_STATE_KEYS,
  CONTRACT_PERIOD_KEYS,
  GAME_CATEGORY_KEYS,
  MEMBER_CENTRE_PAGE_KEYS,
  POINT_TYPE_KEYS,
  PROMOTION_CATEGORY_KEYS,
  REDEEM_STATUS_KEYS,
} from './catalogues/value-keys';
export { type DateTimeSettings, formatDateTime } from './formatting/format-date-time';
export { type FormatMoneyOptions, formatMoney } from './formatting/format-money';
export { formatRelativeTime } from './formatting/format-relative-time';
export {
  isLanguageCode,
  isPseudoLanguage,
  LANGUAGE_CODES,
  LANGUAGES,
  type Language,
  type LanguageCode,
  languageOf,
  PSEUDO_LANGUAGE,
  type TextDirection,
  toLanguageCode,
} from './languages/language-list';
export {
  createMemoryLanguageStorage,
  type LanguageStorage,
  resolveStartLanguage,
  storeLanguage,
} from './persistence/language-storage';
export { accentText, PSEUDO_CLOSE, PSEUDO_OPEN, pseudoCatalogue, pseudoMessage } from './pseudo/pseudo-message';
export { I18nProvider, type I18nProviderProps } from './react/i18n-provider';
export { Trans, type TransProps } from './react/trans';
export { type Formatters, type ShownTimeZone, useFormat } from './react/use-format';
export { type LanguageControl, useLanguage } from './react/use-language';
export { useT } from './react/use-t';
export type { MessageValue, MessageValues } from './runtime/format-message';
export type { ArgumentsOf } from './runtime/message-arguments';
export { type MessagePart, parseMessage } from './runtime/parse-message';
export {
  createI18n,
  type I18n,
  type I18nOptions,
  type I18nState,
  type LanguageOffer,
} from './translator/create-i18n';
export type { KeyedMessage, LooseMessageValues, MessageArguments, Translate } from './translator/translate';
