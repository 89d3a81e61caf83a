import { z } from 'zod/mini';
import { defineCall, LIVE_QUERY_POLICY } from '../call';
import { merchantWalletSchema, walletListSchema } from './wallet-list.schemas';

/** GET /wps/relay/GCS_merchantWallet: whether the merchant runs one wallet for all vendors (cached in session, SPEC §3). */
export const getMerchantWallet = /* @__PURE__ */ defineCall({
  name: 'getMerchantWallet',
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  moduleId: 'COMM3',
  token: true,
  enc: false,
  request: z.object({}),
  response: merchantWalletSchema,
  policy: { freshness: 'static', staleTime: Number.POSITIVE_INFINITY, session: true },
});

/** GET /wps/v2/wallets (our path): every wallet of the member, vendor wallets with nothing in them included. */
export const getWallets = /* @__PURE__ */ defineCall({
  name: 'getWallets',
  method: 'GET',
  path: '/wps/v2/wallets',
  moduleId: 'COMM3',
  token: true,
  enc: false,
  request: z.object({}),
  response: walletListSchema,
  policy: LIVE_QUERY_POLICY,
});
