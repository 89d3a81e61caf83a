export {
  type ActivityAction,
  type ActivityState,
  type ActivityTone,
  activityAction,
  activityTone,
  orderActivities,
  progressPercent,
} from './activity-actions';
export {
  AFFILIATE_CHANNELS,
  AFFILIATE_NAME_MAX_LENGTH,
  AFFILIATE_NOTE_MAX_LENGTH,
  type AffiliateApplicationDraft,
  type AffiliateApplicationIssue,
  type AffiliateChannel,
  checkAffiliateApplication,
  isAffiliateContact,
} from './affiliate-application';
export { ageOn, BIRTHDAY_MIN_AGE, checkBirthdayAge, checkDeclarations, DEFAULT_DECLARED_AGE } from './age';
export {
  AGENT_CENTRE_PAGES,
  type AgentCentrePage,
  agentCentrePageOf,
  agentCentrePages,
  DEFAULT_AGENT_CENTRE_PAGE,
} from './agent-centre-pages';
export {
  AGENT_CLOCK_TICK_MS,
  type AgentClockReading,
  msUntilNextTick,
  readAgentClock,
} from './agent-clock';
export {
  AMOUNT_REFUSAL_FIGURE_KEYS,
  AMOUNT_REFUSAL_FIGURES,
  type AmountRefusalFigureKey,
  type AmountRefusalKey,
  moneyFiguresOf,
  type RefusalFigureKind,
  type RefusalMessage,
  readPlatformRefusal,
} from './amount-refusal';
export {
  APP_PLATFORMS,
  type AppDownload,
  type AppPlatform,
  appDownloads,
  appGuideOrder,
  type DeviceHints,
  detectAppPlatform,
  type SiteResourceLike,
} from './app-download';
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
} from './auth-schemas';
export {
  CHUNK_LOAD_TIMEOUT_MS,
  COUNTRY_DROPDOWN_CLOSE_DELAY_MS,
  FREE_PLAY_LOGIN_DEFAULTS,
  GAME_LAUNCH_DEFAULTS,
  GAME_LIST_PAGE_SIZES,
  HOT_GAMES_DEFAULTS,
  INFINITE_SCROLL_THROTTLE_MS,
  LAZY_IMAGE,
  MOBILE_REGISTER_METHOD,
  POPULAR_GAMES_COUNT,
  TOO_MANY_REQUESTS_WAIT_MINUTES,
  VN_GAMES_COUNT,
  WINNER_BOARD_LIMIT,
} from './business-constants';
export {
  type AmountCheck,
  type AmountLimits,
  checkAmount,
  fromMinorUnits,
  readTypedAmount,
  sumAmounts,
  toMinorUnits,
} from './cashier-amount';
export {
  ACTIVITY_STATES,
  POINT_TYPES,
  PROMOTION_CATEGORIES,
  type PromotionCategory,
  promotionCategory,
  promotionImage,
  REDEEM_STATUSES,
} from './catalogue-values';
export { pickCdn } from './cdn';
export {
  DEFAULT_MEMBER_CENTRE_PAGE,
  MEMBER_CENTRE_PAGES,
  type MemberCentrePage,
  memberCentrePageOf,
} from './centre-pages';
export type { Clock, RandomSource } from './clock';
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
} from './combobox';
export {
  blankContractOffer,
  blankContractTier,
  buildContractOfferSchema,
  CONTRACT_OFFER_SHAPES,
  type ContractOfferDraft,
  type ContractOfferShape,
  type ContractOfferTerms,
  type ContractSideRate,
  type ContractThreshold,
  type ContractTierDraft,
  checkContractOffer,
  contractOfferTerms,
  contractOfferTiers,
  isContractOfferReady,
  mayAddContractTier,
  mayRemoveContractTier,
} from './contract-offer';
export {
  CONTRACT_KINDS,
  CONTRACT_PERIOD_TYPES,
  type ContractAction,
  type ContractFlags,
  type ContractKind,
  type ContractParty,
  type ContractPeriodType,
  type ContractStatus,
  type ContractTier,
  type ContractTierProblem,
  checkContractTiers,
  contractsToTerminate,
  contractTopRate,
  dailyWagePayDay,
  isContractPeriodType,
  MAX_CONTRACT_RATE,
  MAX_CONTRACT_TIERS,
  mayActOnContract,
  nextRealTimeSalarySettlement,
  REAL_TIME_SALARY_INTERVAL_MINUTES,
  reachedContractTier,
  readContractFlags,
} from './contracts';
export { type FormatDateOptions, formatDate } from './date-format';
export {
  checkDownlineAccount,
  DOWNLINE_NICKNAME_MAX_LENGTH,
  type DownlineAccountField,
  type DownlineAccountValues,
} from './downline-account';
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
} from './feedback';
export { type FieldRule, fieldRuleMessage, isFieldRequired, isFieldShown, satisfiesFieldRule } from './field-rule';
export type { FormValues } from './form-schema';
export {
  type GamePageAddress,
  type GamePageLaunch,
  type GamePagePath,
  gameFrameUrl,
  gamePageHref,
  readGamePageAddress,
} from './game-page';
export {
  GAME_SEARCH_DEBOUNCE_MS,
  GAME_SEARCH_GAME_LIMIT,
  GAME_SEARCH_VENDOR_LIMIT,
  gameSearchText,
  moveSearchHighlight,
  searchVendors,
  type VendorMatch,
} from './game-search';
export { decideGameStart, type GameStartDecision, type GameStartOptions, type StartableGame } from './game-start';
export {
  AGENT_MEMBER_TYPES,
  type CentreAccess,
  canEnterAgentCentre,
  canEnterMemberCentre,
  checkCentreAccess,
  type GateDecision,
  type GateSession,
  gateAction,
  isAgentAccount,
  isTrialAccount,
  type MemberType,
  TRIAL_MEMBER_TYPES,
} from './gating';
export { buildHeaderNav, HEADER_MAX_VENDORS, HEADER_NARROW_ABOVE, type HeaderNavEntry } from './header-nav';
export {
  foldSearchText,
  groupHelpTopics,
  type HelpSection,
  type HelpTopicLike,
  searchHelpTopics,
} from './help-topics';
export {
  BANNER_AUTOPLAY_MS,
  bannerAutoplays,
  bannerHref,
  formatWinAmount,
  HOME_BANNER_GROUP,
  HOME_HOT_GAMES,
  type HomeCategorySection,
  type HomeVendorAction,
  homeBanners,
  homeCategorySections,
  homeVendorAction,
  rankWinners,
  stepBanner,
} from './home-page';
export { checkImageUpload, IMAGE_UPLOAD_RULE } from './image-upload';
export { imageUrlFor } from './image-url';
export { categoryTabHref, lobbyOfRoute } from './lobby-routes';
export {
  type AfterLoginPlan,
  type AuthOptions,
  type LoginType,
  mustChangePassword,
  type PasswordChangeCheck,
  planAfterLogin,
  readAuthOptions,
} from './login-flow';
export {
  IP_VERIFICATION_METHODS,
  IP_VERIFICATION_REFUSAL_KEY,
  type IpVerificationMethod,
  type LoginRefusal,
  PHONE_AUTH_ERROR_KEYS,
  type PhoneAuthErrorKey,
  phoneAuthErrorKey,
  readLoginRefusal,
} from './login-refusal';
export { type ClearableStorage, clearSessionOnLogout, sessionKeysToKeepOnLogout } from './logout';
export {
  type LotteryLobbyLaunch,
  type LotteryPageAddress,
  type LotteryPagePath,
  type LotteryView,
  lotteryLobbyLaunch,
  lotteryPageHref,
  readLotteryPageAddress,
} from './lottery-lobby';
export {
  AVATAR_SIDE_PX,
  type AvatarFile,
  avatarCrop,
  checkAvatarImage,
  MASK_CHARACTER,
  maskEmail,
  maskMobile,
  orderInbox,
} from './member-account';
export {
  DOMAIN_MESSAGE_KEYS,
  type DomainMessage,
  type DomainMessageKey,
  type MessageParams,
  PATTERN_IDS,
  patternMessageKey,
} from './message-keys';
export { flattenModuleTree, MODULE_IDS, type ModuleFlags, type ModuleNode, readModuleFlags } from './module-flags';
export { formatAmount, MASKED_AMOUNT, maskAmount } from './money';
export {
  createMoneyAction,
  type DraftField,
  type DraftProblems,
  type MoneyAction,
  type MoneyActionOptions,
  type MoneyActionSend,
  type MoneyActionState,
  type MoneyActionStatus,
  type MoneyIntentCheck,
} from './money-action';
export {
  ANNOUNCEMENT_TYPES,
  DEFAULT_ANNOUNCEMENT_EXECUTION,
  locateNotice,
  NOTICE_PAGE_PATH,
  NOTICES_PER_PAGE,
  type Notice,
  type NoticePage,
  noticeIndexOf,
  noticePageHref,
  type PopupNotice,
  type PopupViewer,
  paginateNotices,
  popupDismissedKey,
  visiblePopupNotices,
} from './notices';
export { checkPhoneDigits, hasPhoneDigits, internationalPhoneNumber } from './phone';
export { checkTimeZoneOffset, gmtOffsetLabel, PLATFORM_TIME_ZONE_OFFSET_MINUTES } from './platform-time-zone';
export {
  checkPointConversion,
  mostConvertiblePoints,
  type PointConversionCheck,
  type PointConversionRule,
  pointsToAmount,
  type RedeemReadiness,
  redeemReadiness,
} from './points';
export {
  findPromotion,
  newestPromotions,
  PROMOTION_DATE_PATTERN,
  PROMOTION_DETAIL_PATH,
  PROMOTION_TEASER_COUNT,
  PROMOTIONS_PATH,
  type PromotionLike,
  promotionDetailHref,
  promotionIdOfHash,
  promotionsInCategory,
  promotionTabs,
} from './promotions';
export { isRoomFull, type PvpRoomSeats, type RoomListOutcome, roomListOutcome } from './pvp-rooms';
export {
  customPeriod,
  type DayKey,
  dayKeyOf,
  dayStartOf,
  lastDaysPeriod,
  presetPeriod,
  RECORD_PERIOD_PRESETS,
  RECORD_WINDOW_DAYS,
  type RecordPeriod,
  type RecordPeriodChoice,
  type RecordPeriodPreset,
  type RecordPeriodProblem,
  recordWindow,
  resolveRecordPeriod,
  shiftDay,
} from './record-period';
export {
  buildRegisterPayload,
  type RegisterLanding,
  type RegisterPayload,
  readRegisterLanding,
} from './register-payload';
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
} from './register-schema';
// Player protection (responsible gaming): limits, reality checks, time-outs, self-exclusion, jurisdictions.
export * from './responsible-gaming';
export {
  activeSlotsTab,
  CATEGORY_ROUTES,
  CURRENT_VASSALAGE_KEY,
  categoryRoute,
  guardRoute,
  PUBLIC_PATHS,
  ROUTES,
  resolveRoute,
  routeDestination,
  slotsTabHref,
  vendorMenuHref,
} from './routes';
export {
  createSmsCountdown,
  EXTERNAL_SMS_COUNTDOWN_SECONDS,
  type SmsCountdown,
  type SmsCountdownState,
  type SmsSender,
  smsCountdownSeconds,
} from './sms-countdown';
export { createSmsSendFlow, type SmsSendFlow, type SmsSendPhase, type SmsSendState } from './sms-send';
export { LOCAL_KEYS, REMEMBER_COOKIE_MAX_AGE_MS, rememberCookieNames, SESSION_KEYS } from './storage-keys';
export { resolveSystemStatus, SYSTEM_STATUS, type SystemStatus } from './system-status';
export {
  CAPTCHA_REFRESH_THROTTLE_MS,
  createCaptchaRefreshThrottle,
  createSmsSendThrottle,
  createThrottle,
  FAVOURITE_TOGGLE_THROTTLE_MS,
  SMS_SEND_THROTTLE_MS,
  type Throttle,
} from './throttle';
export { isSafeExternalUrl, isSafeGameUrl, resolveSafeUrl, safeRedirect } from './url-safety';
export {
  choosePrizeMode,
  ESPORTS_VENDORS,
  GAME_CATEGORIES,
  PRIZE_MODES,
  type PrizeMode,
  type SortingEntry,
  splitEsports,
  type VendorCard,
} from './vendor-lanes';
export { launchesVendorDirectly } from './vendor-launch';
export {
  checkWithdrawalConfirmation,
  resolveWithdrawalConfirmation,
  type WithdrawalConfirmation,
  type WithdrawalConfirmationChoice,
  type WithdrawalConfirmationOutcome,
} from './withdrawal-confirmation';
