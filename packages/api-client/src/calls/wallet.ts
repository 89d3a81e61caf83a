import { z } from 'zod/mini';
import { defineCall, LIVE_QUERY_POLICY } from '../call';
import { balanceSchema, moneyMoveSchema, transferRequestSchema } from './wallet.schemas';

/** GET /wps/v2/wallets/balance: main balance, total and each vendor wallet. */
export const getBalance = /* @__PURE__ */ defineCall({
  name: 'getBalance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  moduleId: 'COMM3',
  token: true,
  enc: false,
  request: z.object({}),
  response: balanceSchema,
  policy: LIVE_QUERY_POLICY,
});

/**
 * POST /wps/relay/GCS_walletTransfer: moves money between the member's wallets. A money call: it carries an
 * `Idempotency-Key` (pass `idempotencyKey` per intent and reuse it on a retry of the same intent).
 */
export const transfer = /* @__PURE__ */ defineCall({
  name: 'transfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  moduleId: 'FUNDTRANS3',
  token: true,
  enc: false,
  idempotent: true,
  request: transferRequestSchema,
  response: moneyMoveSchema,
  invalidates: ['getBalance', 'getWallets', 'getTransactionHistory', 'getWithdrawalOptions'],
});
