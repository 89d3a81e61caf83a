import type {
  ACTIVITY_STATES,
  ContractPeriodType,
  GAME_CATEGORIES,
  MemberCentrePage,
  POINT_TYPES,
  PromotionCategory,
  REDEEM_STATUSES,
} from '@lobbykit/domain';
import type { MessageKey } from './en';

/** The navigation label of each game category (SPEC §2: lottery, live, sports, fishing, slots, poker, e-sports). */
export const GAME_CATEGORY_KEYS = {
  RNG: 'nav_slots',
  LIVE: 'nav_live',
  SPORTS: 'nav_sports',
  ELOTT: 'nav_elottery',
  LOTT: 'nav_lottery',
  PVP: 'nav_poker',
  FISH: 'nav_fishing',
  ESPORTS: 'nav_esports',
} as const satisfies Record<(typeof GAME_CATEGORIES)[number], MessageKey>;

/** The title of each member-centre page (SPEC §2). */
export const MEMBER_CENTRE_PAGE_KEYS = {
  securityCenter: 'mc_my_account',
  transferFund: 'mc_my_wallet',
  depositv2: 'mc_deposit',
  withdraw: 'mc_withdrawal',
  transferUpline: 'mc_transfer_upline',
  personalHistoryCopy: 'mc_betting_record',
  transactionHistory: 'mc_account_record',
  personalProfit: 'mc_personal_profit',
  bonusDetails: 'mc_bonus_details',
  rewardCenter: 'mc_reward_centre',
  referral: 'mc_invite_friends',
  missionLeaderboard: 'mc_mission_activity',
  messageV2: 'mc_platform_information',
  responsibleGaming: 'mc_responsible_gaming',
} as const satisfies Record<MemberCentrePage, MessageKey>;

/** The label of each points-mall redeem status (SPEC §4). */
export const REDEEM_STATUS_KEYS = {
  'In Process': 'redeem_in_process',
  Rejected: 'redeem_rejected',
  Approved: 'redeem_approved',
} as const satisfies Record<(typeof REDEEM_STATUSES)[number], MessageKey>;

/** The label of each promotion activity state (SPEC §4). */
export const ACTIVITY_STATE_KEYS = {
  Join: 'activity_join',
  Claim: 'activity_claim',
  Applying: 'activity_applying',
  Close: 'activity_close',
  Rejected: 'activity_rejected',
  Issued: 'activity_issued',
  Claimed: 'activity_claimed',
  Process: 'activity_process',
  Joined: 'activity_joined',
  'coming soon': 'activity_coming_soon',
} as const satisfies Record<(typeof ACTIVITY_STATES)[number], MessageKey>;

/** The label of each point type of the points history (SPEC §3). */
export const POINT_TYPE_KEYS = {
  live: 'point_live',
  'lottery ticket': 'point_lottery_ticket',
  pvp: 'point_pvp',
  slots: 'point_slots',
  sports: 'point_sports',
  redeem: 'point_redeem',
  deposit: 'point_deposit',
} as const satisfies Record<(typeof POINT_TYPES)[number], MessageKey>;

/** The label of each promotion category. */
export const PROMOTION_CATEGORY_KEYS = {
  rng_promo: 'promo_rng',
  live_promo: 'promo_live',
  pvp_promo: 'promo_pvp',
  sport_promo: 'promo_sport',
  fish_promo: 'promo_fish',
  lotto_promo: 'promo_lotto',
  rebate_promo: 'promo_rebate',
  deposit_promo: 'promo_deposit',
  player_rank_rules: 'promo_player_rank_rules',
  point_mall: 'promo_point_mall',
  app_download: 'promo_app_download',
  new_player: 'promo_new_player',
  other_promo: 'promo_other',
} as const satisfies Record<PromotionCategory, MessageKey>;

/** The label of each contract period type: D daily, W weekly, H semimonthly, M monthly (SPEC §3). */
export const CONTRACT_PERIOD_KEYS = {
  D: 'period_daily',
  W: 'period_weekly',
  H: 'period_semimonthly',
  M: 'period_monthly',
} as const satisfies Record<ContractPeriodType, MessageKey>;
