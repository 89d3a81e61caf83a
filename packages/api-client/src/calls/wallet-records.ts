import { defineCall, LIVE_QUERY_POLICY } from '../call';
import { transactionHistoryRequestSchema, transactionHistorySchema } from './wallet-records.schemas';

/** GET /wps/relay/ODSFE2_transactionHistory (our path, named after the page): every money move, paged and filtered. */
export const getTransactionHistory = /* @__PURE__ */ defineCall({
  name: 'getTransactionHistory',
  method: 'GET',
  path: '/wps/relay/ODSFE2_transactionHistory',
  moduleId: 'MEMTRANS3',
  token: true,
  enc: false,
  request: transactionHistoryRequestSchema,
  response: transactionHistorySchema,
  policy: LIVE_QUERY_POLICY,
});
