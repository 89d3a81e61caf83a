import { defineCall } from '../call';
import { contractRequestSchema, contractStateSchema, contractsRequestSchema } from './contracts.schemas';

// SPEC §7 makes all four POST (the earlier build sent two as GET, PLATFORM-FACTS §1.4); SPEC wins.

/** POST /wps/relay/MCS2_processDividendReq: read, offer, accept, reject or terminate dividend contracts. */
export const processDividendContract = defineCall({
  method: 'POST',
  path: '/wps/relay/MCS2_processDividendReq',
  moduleId: 'SIGNCONDIV3',
  token: true,
  enc: false,
  request: contractRequestSchema,
  response: contractStateSchema,
});

/** POST /wps/relay/MCS2_processDailySalContract: the same for daily salary (daily wage) contracts. */
export const processDailySalaryContract = defineCall({
  method: 'POST',
  path: '/wps/relay/MCS2_processDailySalContract',
  moduleId: 'DAILYSALCONT3',
  token: true,
  enc: false,
  request: contractRequestSchema,
  response: contractStateSchema,
});

/** POST /wps/relay/MCS2_processContractHourSalary: the same for hourly salary contracts. */
export const processHourlySalaryContract = defineCall({
  method: 'POST',
  path: '/wps/relay/MCS2_processContractHourSalary',
  moduleId: 'HOURSAL3',
  token: true,
  enc: false,
  request: contractRequestSchema,
  response: contractStateSchema,
});

/** POST /wps/relay/MCSFE_processRealTimeSalaryContract: the same for real-time salary contracts. */
export const processRealTimeSalaryContract = defineCall({
  method: 'POST',
  path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  moduleId: 'RTSALARY3',
  token: true,
  enc: false,
  request: contractRequestSchema,
  response: contractStateSchema,
});

/**
 * GET /wps/relay/MCSFE_getContractList (ours): reads the contracts of one kind, as `{ action: 'list' }` of the call of
 * that kind does; a GET, so screens read contracts through a query (the four process calls are writes).
 */
export const getContracts = defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getContractList',
  moduleId: 'COMM3',
  token: true,
  enc: false,
  request: contractsRequestSchema,
  response: contractStateSchema,
});
