import type { QueryClient } from '@tanstack/react-query';
import { type CallName, platformKeys } from './keys';

const MINUTE = 60_000;

/** How long a query stays fresh and whether the app may keep it in sessionStorage (`meta.persist`). */
export interface QueryPolicy {
  staleTime: number;
  /** Session caches of SPEC §3: kept for the whole session and marked for the app's sessionStorage persister. */
  session?: boolean;
}

/** Default for queries without a policy: fresh for 30 s. */
export const DEFAULT_QUERY_POLICY: QueryPolicy = { staleTime: 30_000 };

/**
 * Per-call query policies. The session caches of SPEC §3 (notices, routers, settings, validators, merchant wallet,
 * vendor lanes) never go stale within a session; balance is always refetched when asked for (SPEC §2 click to refresh).
 */
export const QUERY_POLICIES: Partial<Record<CallName, QueryPolicy>> = {
  getAnnouncements: { staleTime: Number.POSITIVE_INFINITY, session: true },
  getDomainRoutes: { staleTime: Number.POSITIVE_INFINITY, session: true },
  getConsolidated: { staleTime: Number.POSITIVE_INFINITY, session: true },
  getRegisterSettings: { staleTime: Number.POSITIVE_INFINITY, session: true },
  getMerchantWallet: { staleTime: Number.POSITIVE_INFINITY, session: true },
  getGameVendors: { staleTime: Number.POSITIVE_INFINITY, session: true },
  getSystemStatus: { staleTime: 5 * MINUTE },
  getWhitelabel: { staleTime: 5 * MINUTE },
  getCountryCodes: { staleTime: Number.POSITIVE_INFINITY },
  getHelpCentre: { staleTime: 30 * MINUTE },
  getCustomerService: { staleTime: 30 * MINUTE },
  getMemberInfo: { staleTime: MINUTE },
  getBalance: { staleTime: 0 },
  // Every fetch draws a new image, so a cached one is never reused.
  getCaptcha: { staleTime: 0 },
  // A lobby launch answers a one-time URL: never serve it from the cache.
  launchLotteryLobby: { staleTime: 0 },
};

/**
 * What a successful mutation makes stale, by call name. Calls that open or end a session are handled apart
 * (every member query is dropped). Add a line here when a new mutation changes what a query shows.
 */
export const INVALIDATIONS: Partial<Record<CallName, CallName[]>> = {
  transfer: ['getBalance', 'getWallets', 'getTransactionHistory'],
  deposit: ['getBalance', 'getWallets', 'getTransactionHistory', 'getWithdrawalOptions'],
  withdraw: ['getBalance', 'getWallets', 'getWithdrawals', 'getTransactionHistory', 'getWithdrawalOptions'],
  confirmWithdrawal: ['getWithdrawals'],
  transferToUpline: ['getBalance', 'getWallets', 'getTransactionHistory'],
  transferToDownline: ['getBalance', 'getWallets', 'getTransactionHistory', 'getDownlines'],
  redeemPointReward: ['getPointBalance', 'getRedeemRecords', 'getPointHistory', 'getBalance', 'getPointRewards'],
  convertPoints: ['getPointBalance', 'getPointHistory', 'getBalance'],
  changePassword: ['getMemberInfo'],
  addFavouriteGame: ['getFavouriteGameIds', 'getFavouriteGames'],
  removeFavouriteGame: ['getFavouriteGameIds', 'getFavouriteGames'],
  markMessagesRead: ['getUnreadCount', 'getInboxMessages'],
  joinActivity: ['getRewardCenter', 'getMissionSummary'],
  claimActivity: ['getRewardCenter', 'getBalance', 'getMissionSummary', 'getBonusDetails'],
  claimRafflePromotion: ['getRewardCenter', 'getBalance', 'getMissionSummary', 'getBonusDetails'],
  setPaymentPassword: ['getWithdrawalOptions'],
  sendFeedback: ['getUnreadCount', 'getInboxMessages'],
  // The consolidated flags are session-cached; an answered offer must show at once (SPEC §4 contracts).
  processDividendContract: ['getContracts', 'getConsolidated', 'getAgentIncome'],
  processDailySalaryContract: ['getContracts', 'getConsolidated', 'getAgentIncome'],
  processHourlySalaryContract: ['getContracts', 'getConsolidated', 'getAgentIncome'],
  processRealTimeSalaryContract: ['getContracts', 'getConsolidated', 'getAgentIncome'],
  registerDownline: ['getDownlines', 'getTeamOverview'],
};

/** Refreshes what a mutation changed; a session that starts or ends drops every member query (SPEC §4 logout). */
export async function refreshAfter(name: CallName, session: 'start' | 'end' | undefined, queryClient: QueryClient) {
  if (session) {
    queryClient.removeQueries({ queryKey: platformKeys.scope('member') });
    // Popups differ for logged-in players and visitors (PLATFORM-FACTS §6.7).
    await queryClient.invalidateQueries({ queryKey: platformKeys.call('getAnnouncements') });
    return;
  }
  await Promise.all(
    (INVALIDATIONS[name] ?? []).map((stale) => queryClient.invalidateQueries({ queryKey: platformKeys.call(stale) })),
  );
}
