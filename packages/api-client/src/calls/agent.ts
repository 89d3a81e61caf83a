import { z } from 'zod/mini';
import { defineCall, LIVE_QUERY_POLICY } from '../call';
import {
  affiliateLinkRequestSchema,
  affiliateLinkSchema,
  consolidatedSchema,
  downlineDetailRequestSchema,
  downlineDetailSchema,
  downlineSchema,
  downlinesRequestSchema,
  downlinesSchema,
  downlineTransactionsRequestSchema,
  downlineTransactionsSchema,
  incomePageSchema,
  incomeRequestSchema,
  registerDownlineRequestSchema,
  teamBettingRequestSchema,
  teamOverviewSchema,
  userProfitLossPageSchema,
  userProfitLossRequestSchema,
} from './agent.schemas';
import { bettingRecordsSchema, periodRequestSchema } from './records.schemas';

// Agent-centre calls other than consolidated are ours (the earlier build rendered these pages from an absent
// library, PLATFORM-FACTS §6.9): relays named like the spec's, module AFFMAN3 (affiliate management), and each
// answers `error_not_agent` to a non-agent and `in_need_true_account` to a trial account.

/** GET /wps/member/info/funds/consolidated: contract offers waiting and the contract page switches (§6.9). */
export const getConsolidated = /* @__PURE__ */ defineCall({
  name: 'getConsolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  moduleId: 'COMM3',
  token: true,
  enc: false,
  request: z.object({}),
  response: consolidatedSchema,
  policy: { freshness: 'static', staleTime: Number.POSITIVE_INFINITY, session: true },
});

/** GET /wps/relay/ODSFE2_agentTeamOverview: the team's counts, deposits and bets over a period. */
export const getTeamOverview = /* @__PURE__ */ defineCall({
  name: 'getTeamOverview',
  method: 'GET',
  path: '/wps/relay/ODSFE2_agentTeamOverview',
  moduleId: 'AFFMAN3',
  token: true,
  enc: false,
  request: periodRequestSchema,
  response: teamOverviewSchema,
  policy: LIVE_QUERY_POLICY,
});

/** PUT /wps/relay/MCSFE_registerDownline (enc): register centre; the agent registers a direct downline. */
export const registerDownline = /* @__PURE__ */ defineCall({
  name: 'registerDownline',
  method: 'PUT',
  path: '/wps/relay/MCSFE_registerDownline',
  moduleId: 'AFFMAN3',
  token: true,
  enc: true,
  request: registerDownlineRequestSchema,
  response: downlineSchema,
  invalidates: ['getDownlines', 'getTeamOverview'],
});

/** GET /wps/relay/MCSFE_getAffiliateLink: register centre; the agent's affiliate code and register link. */
export const getAffiliateLink = /* @__PURE__ */ defineCall({
  name: 'getAffiliateLink',
  method: 'GET',
  path: '/wps/relay/MCSFE_getAffiliateLink',
  moduleId: 'AFFMAN3',
  token: true,
  enc: false,
  request: affiliateLinkRequestSchema,
  response: affiliateLinkSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
  withContext: (input, context) => ({ host: input.host ?? context.host }),
});

/** GET /wps/relay/MCSFE_getDownlineList: downline management; the team, searched and paged. */
export const getDownlines = /* @__PURE__ */ defineCall({
  name: 'getDownlines',
  method: 'GET',
  path: '/wps/relay/MCSFE_getDownlineList',
  moduleId: 'AFFMAN3',
  token: true,
  enc: false,
  request: downlinesRequestSchema,
  response: downlinesSchema,
  policy: LIVE_QUERY_POLICY,
});

/** GET /wps/relay/MCSFE_getDownlineDetail: one downline of the team with its figures and contracts. */
export const getDownlineDetail = /* @__PURE__ */ defineCall({
  name: 'getDownlineDetail',
  method: 'GET',
  path: '/wps/relay/MCSFE_getDownlineDetail',
  moduleId: 'AFFMAN3',
  token: true,
  enc: false,
  request: downlineDetailRequestSchema,
  response: downlineDetailSchema,
  policy: LIVE_QUERY_POLICY,
});

/** GET /wps/relay/ODSFE2_agentTeamBetting: team betting; the team's bets, optionally one downline's. */
export const getTeamBettingRecords = /* @__PURE__ */ defineCall({
  name: 'getTeamBettingRecords',
  method: 'GET',
  path: '/wps/relay/ODSFE2_agentTeamBetting',
  moduleId: 'AFFMAN3',
  token: true,
  enc: false,
  request: teamBettingRequestSchema,
  response: bettingRecordsSchema,
  policy: LIVE_QUERY_POLICY,
});

/** GET /wps/relay/ODSFE2_agentProfitLoss: user profit and loss per downline over a period. */
export const getUserProfitLoss = /* @__PURE__ */ defineCall({
  name: 'getUserProfitLoss',
  method: 'GET',
  path: '/wps/relay/ODSFE2_agentProfitLoss',
  moduleId: 'AFFMAN3',
  token: true,
  enc: false,
  request: userProfitLossRequestSchema,
  response: userProfitLossPageSchema,
  policy: LIVE_QUERY_POLICY,
});

/** GET /wps/relay/ODSFE2_agentRevenueReport: my income; what the agent's contracts paid. */
export const getAgentIncome = /* @__PURE__ */ defineCall({
  name: 'getAgentIncome',
  method: 'GET',
  path: '/wps/relay/ODSFE2_agentRevenueReport',
  moduleId: 'AFFMAN3',
  token: true,
  enc: false,
  request: incomeRequestSchema,
  response: incomePageSchema,
  policy: LIVE_QUERY_POLICY,
});

/** GET /wps/relay/ODSFE2_agentDownlineTransactions: the money moves of the team's members. */
export const getDownlineTransactions = /* @__PURE__ */ defineCall({
  name: 'getDownlineTransactions',
  method: 'GET',
  path: '/wps/relay/ODSFE2_agentDownlineTransactions',
  moduleId: 'AFFMAN3',
  token: true,
  enc: false,
  request: downlineTransactionsRequestSchema,
  response: downlineTransactionsSchema,
  policy: LIVE_QUERY_POLICY,
});
