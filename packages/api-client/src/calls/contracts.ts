import { defineCall, LIVE_QUERY_POLICY } from '../call';
import { contractRequestSchema, contractStateSchema, contractsRequestSchema } from './contracts.schemas';

// SPEC §7 makes all four POST (the earlier build sent two as GET, PLATFORM-FACTS §1.4); SPEC wins.

/** POST /wps/relay/MCS2_processDividendReq: read, offer, accept, reject or terminate dividend contracts. */
export const processDividendContract = /* @__PURE__ */ defineCall({
  name: 'processDividendContract',
  method: 'POST',
  path: '/wps/relay/MCS2_processDividendReq',
  moduleId: 'SIGNCONDIV3',
  token: true,
  enc: false,
  request: contractRequestSchema,
  response: contractStateSchema,
  // The consolidated flags are session-cached; an answered offer must show at once (SPEC §4 contracts).
  invalidates: ['getContracts', 'getConsolidated', 'getAgentIncome', 'getDownlineDetail'],
});

/** POST /wps/relay/MCS2_processDailySalContract: the same for daily salary (daily wage) contracts. */
export const processDailySalaryContract = /* @__PURE__ */ defineCall({
  name: 'processDailySalaryContract',
  method: 'POST',
  path: '/wps/relay/MCS2_processDailySalContract',
  moduleId: 'DAILYSALCONT3',
  token: true,
  enc: false,
  request: contractRequestSchema,
  response: contractStateSchema,
  invalidates: ['getContracts', 'getConsolidated', 'getAgentIncome', 'getDownlineDetail'],
});

/** POST /wps/relay/MCS2_processContractHourSalary: the same for hourly salary contracts. */
export const processHourlySalaryContract = /* @__PURE__ */ defineCall({
  name: 'processHourlySalaryContract',
  method: 'POST',
  path: '/wps/relay/MCS2_processContractHourSalary',
  moduleId: 'HOURSAL3',
  token: true,
  enc: false,
  request: contractRequestSchema,
  response: contractStateSchema,
  invalidates: ['getContracts', 'getConsolidated', 'getAgentIncome', 'getDownlineDetail'],
});

/** POST /wps/relay/MCSFE_processRealTimeSalaryContract: the same for real-time salary contracts. */
export const processRealTimeSalaryContract = /* @__PURE__ */ defineCall({
  name: 'processRealTimeSalaryContract',
  method: 'POST',
  path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  moduleId: 'RTSALARY3',
  token: true,
  enc: false,
  request: contractRequestSchema,
  response: contractStateSchema,
  invalidates: ['getContracts', 'getConsolidated', 'getAgentIncome', 'getDownlineDetail'],
});

/**
 * GET /wps/relay/MCSFE_getContractList (ours): reads the contracts of one kind, as `{ action: 'list' }` of the call of
 * that kind does; a GET, so screens read contracts through a query (the four process calls are writes).
 */
export const getContracts = /* @__PURE__ */ defineCall({
  name: 'getContracts',
  method: 'GET',
  path: '/wps/relay/MCSFE_getContractList',
  moduleId: 'COMM3',
  token: true,
  enc: false,
  request: contractsRequestSchema,
  response: contractStateSchema,
  policy: LIVE_QUERY_POLICY,
});
