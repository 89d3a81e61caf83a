import { defineCall } from '../call';
import { downlineTransferRequestSchema, teamTransferSchema, uplineTransferRequestSchema } from './wallet-team.schemas';

// Paths and module ids are ours (the member and agent centres came from an absent library, PLATFORM-FACTS §6.9).

/** POST /wps/relay/GCS_transferUpline: main wallet to the member's upline agent. A money call (idempotency key). */
export const transferToUpline = /* @__PURE__ */ defineCall({
  name: 'transferToUpline',
  method: 'POST',
  path: '/wps/relay/GCS_transferUpline',
  moduleId: 'TRANSUPLINE3',
  token: true,
  enc: false,
  idempotent: true,
  request: uplineTransferRequestSchema,
  response: teamTransferSchema,
  invalidates: ['getBalance', 'getWallets', 'getTransactionHistory', 'getWithdrawalOptions'],
});

/** POST /wps/relay/GCS_transferDownline: an agent's main wallet to a member of their team. A money call. */
export const transferToDownline = /* @__PURE__ */ defineCall({
  name: 'transferToDownline',
  method: 'POST',
  path: '/wps/relay/GCS_transferDownline',
  moduleId: 'TRANSDOWNLINE3',
  token: true,
  enc: false,
  idempotent: true,
  request: downlineTransferRequestSchema,
  response: teamTransferSchema,
  invalidates: [
    'getBalance',
    'getWallets',
    'getTransactionHistory',
    'getWithdrawalOptions',
    'getDownlines',
    'getDownlineDetail',
    'getTeamOverview',
    'getDownlineTransactions',
  ],
});
