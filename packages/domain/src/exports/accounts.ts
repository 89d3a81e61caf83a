// What the domain exports about accounts and forms: login, registration, member details, phone numbers and SMS,
// field rules, storage keys, the clock, dates and time zones, and the message keys.
export { ageOn, BIRTHDAY_MIN_AGE, checkBirthdayAge, checkDeclarations, DEFAULT_DECLARED_AGE } from '../age';
export {
  buildChangePasswordSchema,
  buildForgotByEmailSchema,
  buildForgotByPhoneSchema,
  buildLoginSchema,
  type ChangePasswordSchemaOptions,
  type ChangePasswordValues,
  type ForgotByEmailValues,
  type ForgotByPhoneValues,
  type LoginMethod,
  type LoginSchemaOptions,
  type LoginValues,
} from '../auth-schemas';
export {
  ACTIVITY_STATES,
  POINT_TYPES,
  PROMOTION_CATEGORIES,
  type PromotionCategory,
  promotionCategory,
  promotionImage,
  REDEEM_STATUSES,
} from '../catalogue-values';
export type { Clock, RandomSource } from '../clock';
export {
  type Combobox,
  type ComboboxKey,
  type ComboboxKeyResult,
  type ComboboxOpenHighlight,
  type ComboboxOptions,
  type ComboboxPickedText,
  type ComboboxState,
  createCombobox,
  moveComboboxHighlight,
} from '../combobox';
export { type FormatDateOptions, formatDate } from '../date-format';
export {
  ACTIVITY_COMMENT_MAX_LENGTH,
  checkActivityComment,
  checkFeedback,
  countWords,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_REMARK_MAX_LENGTH,
  type FeedbackDraft,
  type FeedbackImage,
  type FeedbackIssue,
  isAcceptedImage,
} from '../feedback';
export { type FieldRule, fieldRuleMessage, isFieldRequired, isFieldShown, satisfiesFieldRule } from '../field-rule';
export type { FormValues } from '../form-schema';
export { checkImageUpload, IMAGE_UPLOAD_RULE } from '../image-upload';
export {
  type AfterLoginPlan,
  type AuthOptions,
  type LoginType,
  mustChangePassword,
  type PasswordChangeCheck,
  planAfterLogin,
  readAuthOptions,
} from '../login-flow';
export {
  IP_VERIFICATION_METHODS,
  IP_VERIFICATION_REFUSAL_KEY,
  type IpVerificationMethod,
  type LoginRefusal,
  PHONE_AUTH_ERROR_KEYS,
  type PhoneAuthErrorKey,
  phoneAuthErrorKey,
  readLoginRefusal,
} from '../login-refusal';
export { type ClearableStorage, clearSessionOnLogout, sessionKeysToKeepOnLogout } from '../logout';
export {
  AVATAR_SIDE_PX,
  type AvatarFile,
  avatarCrop,
  checkAvatarImage,
  MASK_CHARACTER,
  maskEmail,
  maskMobile,
  orderInbox,
} from '../member-account';
export {
  DOMAIN_MESSAGE_KEYS,
  type DomainMessage,
  type DomainMessageKey,
  type MessageParams,
  PATTERN_IDS,
  patternMessageKey,
} from '../message-keys';
export { checkPhoneDigits, hasPhoneDigits, internationalPhoneNumber } from '../phone';
export { checkTimeZoneOffset, gmtOffsetLabel, PLATFORM_TIME_ZONE_OFFSET_MINUTES } from '../platform-time-zone';
export {
  buildRegisterPayload,
  type RegisterLanding,
  type RegisterPayload,
  readRegisterLanding,
} from '../register-payload';
export {
  buildRegisterSchema,
  REGISTER_RULE_KEYS,
  type RegisterField,
  type RegisterFlags,
  type RegisterMethod,
  type RegisterRuleKey,
  type RegisterRules,
  type RegisterValues,
  registerFieldRequirements,
  registerFields,
  shouldVerifyAffiliateCode,
  VERIFICATION_CODE_MAX_LENGTH,
} from '../register-schema';
export {
  createSmsCountdown,
  EXTERNAL_SMS_COUNTDOWN_SECONDS,
  type SmsCountdown,
  type SmsCountdownState,
  type SmsSender,
  smsCountdownSeconds,
} from '../sms-countdown';
export { createSmsSendFlow, type SmsSendFlow, type SmsSendPhase, type SmsSendState } from '../sms-send';
export {
  LOCAL_KEYS,
  memberSessionEntries,
  merchantSessionEntries,
  REMEMBER_COOKIE_MAX_AGE_MS,
  rememberCookieNames,
  SESSION_KEYS,
  type SessionEntry,
  type StoredMember,
  storeSessionEntries,
} from '../storage-keys';
export {
  CAPTCHA_REFRESH_THROTTLE_MS,
  createCaptchaRefreshThrottle,
  createSmsSendThrottle,
  createThrottle,
  FAVOURITE_TOGGLE_THROTTLE_MS,
  SMS_SEND_THROTTLE_MS,
  type Throttle,
} from '../throttle';
export { isSafeExternalUrl, isSafeGameUrl, resolveSafeUrl, safeRedirect } from '../url-safety';
