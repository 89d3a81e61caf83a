import { defineCall, LIVE_QUERY_POLICY } from '../call';
import {
  bettingRecordsRequestSchema,
  bettingRecordsSchema,
  bonusDetailsRequestSchema,
  bonusDetailsSchema,
  periodRequestSchema,
  personalProfitSchema,
} from './records.schemas';

// Paths and module ids of the record calls are ours: the earlier build rendered these pages from an absent
// library (PLATFORM-FACTS §6.9). They follow its relay naming and the member-centre page names (SPEC §2).

/** GET /wps/relay/ODSFE2_personalHistory: the member's bets over a period, by game category, paged, with totals. */
export const getBettingRecords = /* @__PURE__ */ defineCall({
  name: 'getBettingRecords',
  method: 'GET',
  path: '/wps/relay/ODSFE2_personalHistory',
  moduleId: 'MEMTRANS3',
  token: true,
  enc: false,
  request: bettingRecordsRequestSchema,
  response: bettingRecordsSchema,
  policy: LIVE_QUERY_POLICY,
});

/** GET /wps/relay/ODSFE2_personalProfit: the member's profit and loss over a period, by game category. */
export const getPersonalProfit = /* @__PURE__ */ defineCall({
  name: 'getPersonalProfit',
  method: 'GET',
  path: '/wps/relay/ODSFE2_personalProfit',
  moduleId: 'MEMTRANS3',
  token: true,
  enc: false,
  request: periodRequestSchema,
  response: personalProfitSchema,
  policy: LIVE_QUERY_POLICY,
});

/** GET /wps/relay/ODSFE2_bonusDetails: bonuses paid to the member over a period, paged, with their total. */
export const getBonusDetails = /* @__PURE__ */ defineCall({
  name: 'getBonusDetails',
  method: 'GET',
  path: '/wps/relay/ODSFE2_bonusDetails',
  moduleId: 'MEMTRANS3',
  token: true,
  enc: false,
  request: bonusDetailsRequestSchema,
  response: bonusDetailsSchema,
  policy: LIVE_QUERY_POLICY,
});
