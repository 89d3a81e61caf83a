import { z } from 'zod/mini';
import { decimalAmountSchema, platformFlagSchema } from './flags';

/** The wallet every account has; vendor wallets are named by their vendor code (vassalage). */
export const MAIN_WALLET = 'MAIN';

/** `value` of `GET /wps/relay/GCS_merchantWallet`: `isSingle` means one wallet for every vendor (PLATFORM-FACTS §6.2). */
export const merchantWalletSchema = /* @__PURE__ */ z.object({ isSingle: platformFlagSchema });

/** One wallet of the logged-in account: the main wallet or a vendor's, with its balance. */
export const walletSchema = /* @__PURE__ */ z.object({
  /** `MAIN` or the vendor code (vassalage). */
  wallet: z.string(),
  displayName: z.string(),
  balance: decimalAmountSchema,
  /** Categories of the vendor's games (RNG, LIVE, …); empty for the main wallet. */
  gameTypes: z._default(z.array(z.string()), []),
  logoUrl: z.nullish(z.string()),
  /** A vendor under maintenance cannot take or give money. */
  maintenance: z._default(z.boolean(), false),
});

/** `value` of `GET /wps/v2/wallets` (our path): the main wallet first, then every vendor wallet, and their sum. */
export const walletListSchema = /* @__PURE__ */ z.object({
  isSingle: platformFlagSchema,
  currency: z.string(),
  total: decimalAmountSchema,
  wallets: z.array(walletSchema),
});

/** A parsed wallet. */
export type Wallet = z.output<typeof walletSchema>;
/** The parsed wallet list. */
export type WalletList = z.output<typeof walletListSchema>;
/** The parsed merchant wallet. */
export type MerchantWallet = z.output<typeof merchantWalletSchema>;
