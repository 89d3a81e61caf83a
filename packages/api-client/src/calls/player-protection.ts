import { z } from 'zod/mini';
import { defineCall, LIVE_QUERY_POLICY } from '../call';
import {
  activityStatementRequestSchema,
  activityStatementSchema,
  cancelLimitChangeRequestSchema,
  limitChangeSchema,
  playerProtectionSchema,
  selfExcludeRequestSchema,
  sessionSummarySchema,
  setLimitRequestSchema,
  setRealityCheckRequestSchema,
  setSessionLimitRequestSchema,
  startTimeOutRequestSchema,
} from './player-protection.schemas';

// Player protection (responsible gaming) is ours: neither the product description nor the earlier build has it.
// The calls follow the relay naming: member services under MCSFE_, reports under ODSFE2_; one module id, RESPGAME3.

const PROTECTION_READS = ['getPlayerProtection', 'getSessionSummary'];

/** GET /wps/relay/MCSFE_getPlayerProtection (ours): limits with their usage and pending changes, reality check, exclusion. */
export const getPlayerProtection = /* @__PURE__ */ defineCall({
  name: 'getPlayerProtection',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerProtection',
  moduleId: 'RESPGAME3',
  token: true,
  enc: false,
  request: z.object({}),
  response: playerProtectionSchema,
  policy: LIVE_QUERY_POLICY,
});

/** POST /wps/relay/MCSFE_setLimit (ours): sets, lowers, raises or removes a money limit; a raise or removal waits 24 h. */
export const setLimit = /* @__PURE__ */ defineCall({
  name: 'setLimit',
  method: 'POST',
  path: '/wps/relay/MCSFE_setLimit',
  moduleId: 'RESPGAME3',
  token: true,
  enc: false,
  request: setLimitRequestSchema,
  response: limitChangeSchema,
  invalidates: PROTECTION_READS,
});

/** POST /wps/relay/MCSFE_setSessionLimit (ours): the session time limit, by the same rule as the money limits. */
export const setSessionLimit = /* @__PURE__ */ defineCall({
  name: 'setSessionLimit',
  method: 'POST',
  path: '/wps/relay/MCSFE_setSessionLimit',
  moduleId: 'RESPGAME3',
  token: true,
  enc: false,
  request: setSessionLimitRequestSchema,
  response: limitChangeSchema,
  invalidates: PROTECTION_READS,
});

/** POST /wps/relay/MCSFE_cancelLimitChange (ours): drops a pending raise or removal; the limit stays as it is. */
export const cancelLimitChange = /* @__PURE__ */ defineCall({
  name: 'cancelLimitChange',
  method: 'POST',
  path: '/wps/relay/MCSFE_cancelLimitChange',
  moduleId: 'RESPGAME3',
  token: true,
  enc: false,
  request: cancelLimitChangeRequestSchema,
  response: playerProtectionSchema,
  invalidates: PROTECTION_READS,
});

/** POST /wps/relay/MCSFE_setRealityCheck (ours): the reality-check interval, one the jurisdiction offers. */
export const setRealityCheck = /* @__PURE__ */ defineCall({
  name: 'setRealityCheck',
  method: 'POST',
  path: '/wps/relay/MCSFE_setRealityCheck',
  moduleId: 'RESPGAME3',
  token: true,
  enc: false,
  request: setRealityCheckRequestSchema,
  response: playerProtectionSchema,
  invalidates: PROTECTION_READS,
});

/**
 * POST /wps/relay/MCSFE_startTimeOut (ours): a time-out from now. Until it ends the account cannot log in, deposit or
 * launch a game; the session it starts in stays open for a withdrawal. It cannot be lifted early.
 */
export const startTimeOut = /* @__PURE__ */ defineCall({
  name: 'startTimeOut',
  method: 'POST',
  path: '/wps/relay/MCSFE_startTimeOut',
  moduleId: 'RESPGAME3',
  token: true,
  enc: false,
  request: startTimeOutRequestSchema,
  response: playerProtectionSchema,
  invalidates: PROTECTION_READS,
});

/** POST /wps/relay/MCSFE_selfExclude (ours): a self-exclusion from now, as a time-out but for a term or for ever. */
export const selfExclude = /* @__PURE__ */ defineCall({
  name: 'selfExclude',
  method: 'POST',
  path: '/wps/relay/MCSFE_selfExclude',
  moduleId: 'RESPGAME3',
  token: true,
  enc: false,
  request: selfExcludeRequestSchema,
  response: playerProtectionSchema,
  invalidates: PROTECTION_READS,
});

/** GET /wps/relay/MCSFE_getSessionSummary (ours): this session's start, elapsed time, bets, wins and net result. */
export const getSessionSummary = /* @__PURE__ */ defineCall({
  name: 'getSessionSummary',
  method: 'GET',
  path: '/wps/relay/MCSFE_getSessionSummary',
  moduleId: 'RESPGAME3',
  token: true,
  enc: false,
  request: z.object({}),
  response: sessionSummarySchema,
  policy: LIVE_QUERY_POLICY,
});

/** GET /wps/relay/ODSFE2_activityStatement (ours): deposits less withdrawals and bets less wins over a period. */
export const getActivityStatement = /* @__PURE__ */ defineCall({
  name: 'getActivityStatement',
  method: 'GET',
  path: '/wps/relay/ODSFE2_activityStatement',
  moduleId: 'RESPGAME3',
  token: true,
  enc: false,
  request: activityStatementRequestSchema,
  response: activityStatementSchema,
  policy: LIVE_QUERY_POLICY,
});
