import { lazyRoute, type MemberCentrePages } from '@lobbykit/ui';

/**
 * The member centre's pages, each a chunk of its own that loads when it is opened: one line per page, e.g.
 * `transferFund: lazyRoute(() => import('./centre/wallet')),` (a thin file re-exporting the ui page as default).
 * A page not listed shows "coming soon".
 */
export const MEMBER_CENTRE_PAGES: MemberCentrePages = {
  transferFund: lazyRoute(() => import('./centre/wallet')),
  depositv2: lazyRoute(() => import('./centre/deposit')),
  withdraw: lazyRoute(() => import('./centre/withdraw')),
  transferUpline: lazyRoute(() => import('./centre/transfer-upline')),
  personalHistoryCopy: lazyRoute(() => import('./centre/betting-record')),
  transactionHistory: lazyRoute(() => import('./centre/account-record')),
  personalProfit: lazyRoute(() => import('./centre/personal-profit')),
  bonusDetails: lazyRoute(() => import('./centre/bonus-details')),
  securityCenter: lazyRoute(() => import('./centre/my-account')),
  referral: lazyRoute(() => import('./centre/referral')),
  messageV2: lazyRoute(() => import('./centre/inbox')),
  rewardCenter: lazyRoute(() => import('./centre/reward-centre')),
  missionLeaderboard: lazyRoute(() => import('./centre/missions')),
  responsibleGaming: lazyRoute(() => import('./centre/responsible-gaming')),
};
