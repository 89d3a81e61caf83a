// What the domain exports about the site around play: routes, the header, centre pages, gating and module flags,
// the system status, notices, promotions, activities, help topics and app downloads.
export {
  type ActivityAction,
  type ActivityState,
  type ActivityTone,
  activityAction,
  activityTone,
  orderActivities,
  progressPercent,
} from '../activity-actions';
export {
  APP_PLATFORMS,
  type AppDownload,
  type AppPlatform,
  appDownloads,
  appGuideOrder,
  type DeviceHints,
  detectAppPlatform,
  type SiteResourceLike,
} from '../app-download';
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
} from '../business-constants';
export {
  DEFAULT_MEMBER_CENTRE_PAGE,
  MEMBER_CENTRE_PAGES,
  type MemberCentrePage,
  memberCentrePageOf,
} from '../centre-pages';
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
} from '../gating';
export { buildHeaderNav, HEADER_MAX_VENDORS, HEADER_NARROW_ABOVE, type HeaderNavEntry } from '../header-nav';
export {
  foldSearchText,
  groupHelpTopics,
  type HelpSection,
  type HelpTopicLike,
  searchHelpTopics,
} from '../help-topics';
export { flattenModuleTree, MODULE_IDS, type ModuleFlags, type ModuleNode, readModuleFlags } from '../module-flags';
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
} from '../notices';
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
} from '../promotions';
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
} from '../routes';
export { resolveSystemStatus, SYSTEM_STATUS, type SystemStatus } from '../system-status';
