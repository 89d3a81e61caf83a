import { z } from 'zod/mini';
import { defineCall, LIVE_QUERY_POLICY } from '../call';
import {
  convertPointRequestSchema,
  convertPointSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointHistoryRequestSchema,
  pointHistorySchema,
  pointRewardsSchema,
  redeemPointRewardRequestSchema,
  redeemPointRewardSchema,
  redeemRecordsRequestSchema,
  redeemRecordsSchema,
} from './points.schemas';

/** GET /wps/relay/MCS2_getPointBalance: the member's points. */
export const getPointBalance = /* @__PURE__ */ defineCall({
  name: 'getPointBalance',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  moduleId: 'PTSYS3',
  token: true,
  enc: false,
  request: z.object({}),
  response: pointBalanceSchema,
  policy: LIVE_QUERY_POLICY,
});

/**
 * GET /wps/relay/MCS2_getPointReward: the goods of the points mall. The token goes along when there is one; a
 * visitor reads the same goods, so the mall can show what points buy before the login (our decision).
 */
export const getPointRewards = /* @__PURE__ */ defineCall({
  name: 'getPointRewards',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  moduleId: 'PTSYS3',
  token: 'optional',
  enc: false,
  request: z.object({}),
  response: pointRewardsSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});

/** GET /wps/relay/MCS2_getRedeemPointList: the member's redeem history (points mall redeem history, SPEC §2). */
export const getRedeemRecords = /* @__PURE__ */ defineCall({
  name: 'getRedeemRecords',
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  moduleId: 'PTSYS3',
  token: true,
  enc: false,
  request: redeemRecordsRequestSchema,
  response: redeemRecordsSchema,
  policy: LIVE_QUERY_POLICY,
});

/** GET /wps/relay/MCS2_getPointConfig: convert rate, earn rates, and that points never expire. */
export const getPointConfig = /* @__PURE__ */ defineCall({
  name: 'getPointConfig',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  moduleId: 'PTSYS3',
  token: true,
  enc: false,
  request: z.object({}),
  response: pointConfigSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});

/**
 * POST /wps/relay/passwordCheck/MCS2_redeemPointReward (enc): redeems goods with points (and money where the goods
 * ask for it), checked against the payment password. A money call: one `idempotencyKey` per intent.
 */
export const redeemPointReward = /* @__PURE__ */ defineCall({
  name: 'redeemPointReward',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  moduleId: 'PTSYS3',
  token: true,
  enc: true,
  idempotent: true,
  request: redeemPointRewardRequestSchema,
  response: redeemPointRewardSchema,
  invalidates: [
    'getBalance',
    'getWallets',
    'getTransactionHistory',
    'getWithdrawalOptions',
    'getPointBalance',
    'getRedeemRecords',
    'getPointHistory',
    'getPointRewards',
  ],
});

/**
 * POST /wps/relay/passwordCheck/MCS2_convertPoint (enc): turns points into money on the main wallet, checked
 * against the payment password. A money call: one `idempotencyKey` per intent.
 */
export const convertPoints = /* @__PURE__ */ defineCall({
  name: 'convertPoints',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  moduleId: 'PTSYS3',
  token: true,
  enc: true,
  idempotent: true,
  request: convertPointRequestSchema,
  response: convertPointSchema,
  invalidates: [
    'getBalance',
    'getWallets',
    'getTransactionHistory',
    'getWithdrawalOptions',
    'getPointBalance',
    'getPointHistory',
  ],
});

/** GET /wps/relay/ODSFE2_MemTransDet: the points history (points entries, SPEC §3). */
export const getPointHistory = /* @__PURE__ */ defineCall({
  name: 'getPointHistory',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  moduleId: 'MEMTRANS3',
  token: true,
  enc: false,
  request: pointHistoryRequestSchema,
  response: pointHistorySchema,
  policy: LIVE_QUERY_POLICY,
});
