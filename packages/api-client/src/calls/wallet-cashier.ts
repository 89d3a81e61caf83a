import { z } from 'zod/mini';
import { defineCall, LIVE_QUERY_POLICY } from '../call';
import {
  confirmWithdrawalRequestSchema,
  depositChannelsSchema,
  depositRequestSchema,
  depositSchema,
  setPaymentPasswordRequestSchema,
  withdrawalListRequestSchema,
  withdrawalListSchema,
  withdrawalOptionsSchema,
  withdrawalSchema,
  withdrawRequestSchema,
} from './wallet-cashier.schemas';

// Paths and module ids of the cashier are ours: the earlier build rendered depositv2 and withdraw from an absent
// library (PLATFORM-FACTS §6.9). They follow the GCS money relays (GCS_walletTransfer) and passwordCheck relays.

/** GET /wps/relay/GCS_depositChannels: the channels of the depositv2 page with their limits. */
export const getDepositChannels = /* @__PURE__ */ defineCall({
  name: 'getDepositChannels',
  method: 'GET',
  path: '/wps/relay/GCS_depositChannels',
  moduleId: 'DEPOSIT3',
  token: true,
  enc: false,
  request: z.object({}),
  response: depositChannelsSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});

/** POST /wps/relay/GCS_deposit: a deposit through a channel, credited to the main wallet. A money call (idempotency key). */
export const deposit = /* @__PURE__ */ defineCall({
  name: 'deposit',
  method: 'POST',
  path: '/wps/relay/GCS_deposit',
  moduleId: 'DEPOSIT3',
  token: true,
  enc: false,
  idempotent: true,
  request: depositRequestSchema,
  response: depositSchema,
  // A deposit counts against the deposit limits and the activity statement.
  invalidates: [
    'getBalance',
    'getWallets',
    'getTransactionHistory',
    'getWithdrawalOptions',
    'getPlayerProtection',
    'getActivityStatement',
  ],
});

/** GET /wps/relay/GCS_withdrawalOptions: limits, payout accounts and whether the payment password is set. */
export const getWithdrawalOptions = /* @__PURE__ */ defineCall({
  name: 'getWithdrawalOptions',
  method: 'GET',
  path: '/wps/relay/GCS_withdrawalOptions',
  moduleId: 'WITHDRAW3',
  token: true,
  enc: false,
  request: z.object({}),
  response: withdrawalOptionsSchema,
  policy: LIVE_QUERY_POLICY,
});

/** POST /wps/relay/passwordCheck/GCS_setPaymentPassword (enc): sets the payment password, proven by the login password. */
export const setPaymentPassword = /* @__PURE__ */ defineCall({
  name: 'setPaymentPassword',
  method: 'POST',
  path: '/wps/relay/passwordCheck/GCS_setPaymentPassword',
  moduleId: 'WITHDRAW3',
  token: true,
  enc: true,
  request: setPaymentPasswordRequestSchema,
  response: z.object({ paymentPasswordSet: z.literal(true) }),
  invalidates: ['getWithdrawalOptions'],
});

/** POST /wps/relay/passwordCheck/GCS_withdraw (enc): takes the amount from the main wallet now; In Process until paid. A money call. */
export const withdraw = /* @__PURE__ */ defineCall({
  name: 'withdraw',
  method: 'POST',
  path: '/wps/relay/passwordCheck/GCS_withdraw',
  moduleId: 'WITHDRAW3',
  token: true,
  enc: true,
  idempotent: true,
  request: withdrawRequestSchema,
  response: withdrawalSchema,
  invalidates: [
    'getBalance',
    'getWallets',
    'getTransactionHistory',
    'getWithdrawalOptions',
    'getWithdrawals',
    'getActivityStatement',
  ],
});

/** GET /wps/relay/GCS_withdrawalList: the member's withdrawals with their status and confirmation, newest first. */
export const getWithdrawals = /* @__PURE__ */ defineCall({
  name: 'getWithdrawals',
  method: 'GET',
  path: '/wps/relay/GCS_withdrawalList',
  moduleId: 'WITHDRAW3',
  token: true,
  enc: false,
  request: withdrawalListRequestSchema,
  response: withdrawalListSchema,
  policy: LIVE_QUERY_POLICY,
});

/** POST /wps/relay/GCS_confirmWithdrawal: received, not received (with proof) or full payment (SPEC §4). */
export const confirmWithdrawal = /* @__PURE__ */ defineCall({
  name: 'confirmWithdrawal',
  method: 'POST',
  path: '/wps/relay/GCS_confirmWithdrawal',
  moduleId: 'WITHDRAW3',
  token: true,
  enc: false,
  request: confirmWithdrawalRequestSchema,
  response: withdrawalSchema,
  invalidates: ['getWithdrawals'],
});
