import { z } from 'zod/mini';
import { defineCall, LIVE_QUERY_POLICY } from '../call';
import {
  activityClaimSchema,
  activityRequestSchema,
  activitySchema,
  claimActivityRequestSchema,
  claimRaffleRequestSchema,
  missionLeaderboardRequestSchema,
  missionLeaderboardSchema,
  missionSummarySchema,
  raffleClaimSchema,
  referralRequestSchema,
  referralSchema,
  rewardCenterSchema,
  vipLevelsSchema,
  vipProgressSchema,
} from './member-rewards.schemas';

// Reward centre, missions, referral and VIP. Paths marked "ours" are not in the earlier build (PLATFORM-FACTS
// §6.9 lists the pages only); they follow its relay naming.

/** GET /wps/relay/MCSFE_getRewardCenter (ours): the reward-centre activities and their states. */
export const getRewardCenter = /* @__PURE__ */ defineCall({
  name: 'getRewardCenter',
  method: 'GET',
  path: '/wps/relay/MCSFE_getRewardCenter',
  moduleId: 'REWCEN3',
  token: true,
  enc: false,
  request: z.object({}),
  response: rewardCenterSchema,
  policy: LIVE_QUERY_POLICY,
});

/** POST /wps/relay/MCSFE_joinActivity (ours): joins an activity in state Join. */
export const joinActivity = /* @__PURE__ */ defineCall({
  name: 'joinActivity',
  method: 'POST',
  path: '/wps/relay/MCSFE_joinActivity',
  moduleId: 'REWCEN3',
  token: true,
  enc: false,
  request: activityRequestSchema,
  response: activitySchema,
  invalidates: ['getRewardCenter', 'getMissionSummary'],
});

/** POST /wps/relay/MCSFE_claimActivity (ours): claims an activity in state Claim; pays or goes to review. A money call. */
export const claimActivity = /* @__PURE__ */ defineCall({
  name: 'claimActivity',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimActivity',
  moduleId: 'REWCEN3',
  token: true,
  enc: false,
  idempotent: true,
  request: claimActivityRequestSchema,
  response: activityClaimSchema,
  invalidates: [
    'getBalance',
    'getWallets',
    'getTransactionHistory',
    'getWithdrawalOptions',
    'getRewardCenter',
    'getMissionSummary',
    'getBonusDetails',
  ],
});

/** POST /wps/relay/MCS2_claimRafflePromotion: draws a raffle in state Claim and pays the prize. A money call. */
export const claimRafflePromotion = /* @__PURE__ */ defineCall({
  name: 'claimRafflePromotion',
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  moduleId: 'REWCEN3',
  token: true,
  enc: false,
  idempotent: true,
  request: claimRaffleRequestSchema,
  response: raffleClaimSchema,
  invalidates: [
    'getBalance',
    'getWallets',
    'getTransactionHistory',
    'getWithdrawalOptions',
    'getRewardCenter',
    'getMissionSummary',
    'getBonusDetails',
  ],
});

/** GET /wps/relay/MCSFE_getMissionSummaryDetails: the missions and the available-mission count of the badge. */
export const getMissionSummary = /* @__PURE__ */ defineCall({
  name: 'getMissionSummary',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  moduleId: null,
  token: true,
  enc: false,
  request: z.object({}),
  response: missionSummarySchema,
  policy: LIVE_QUERY_POLICY,
});

/** GET /wps/relay/MCSFE_getMissionLeaderboard: a mission's leaderboard. */
export const getMissionLeaderboard = /* @__PURE__ */ defineCall({
  name: 'getMissionLeaderboard',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  moduleId: null,
  token: true,
  enc: false,
  request: missionLeaderboardRequestSchema,
  response: missionLeaderboardSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});

/** GET /wps/relay/MCSFE_getReferral (ours): invite friends: code, link for the current host, invitees. */
export const getReferral = /* @__PURE__ */ defineCall({
  name: 'getReferral',
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferral',
  moduleId: 'REFERRAL3',
  token: true,
  enc: false,
  request: referralRequestSchema,
  response: referralSchema,
  policy: LIVE_QUERY_POLICY,
  withContext: (input, context) => ({ host: input.host ?? context.host }),
});

/** GET /wps/relay/MCSFE_getVipLevels (ours): the VIP ladder and each level's benefits, which a visitor sees too. */
export const getVipLevels = /* @__PURE__ */ defineCall({
  name: 'getVipLevels',
  method: 'GET',
  path: '/wps/relay/MCSFE_getVipLevels',
  moduleId: 'VIP3',
  token: false,
  enc: false,
  request: z.object({}),
  response: vipLevelsSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});

/** GET /wps/relay/MCSFE_getVipProgress (ours): VIP level, progress to the next level and benefits. */
export const getVipProgress = /* @__PURE__ */ defineCall({
  name: 'getVipProgress',
  method: 'GET',
  path: '/wps/relay/MCSFE_getVipProgress',
  moduleId: 'VIP3',
  token: true,
  enc: false,
  request: z.object({}),
  response: vipProgressSchema,
  policy: LIVE_QUERY_POLICY,
});
