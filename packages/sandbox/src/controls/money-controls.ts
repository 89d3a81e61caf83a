import { z } from 'zod';
import { toDecimal } from '../state/money';
import { settleWithdrawal } from '../state/wallet-cashier';
import { setSingleWallet } from '../state/wallet-mode';
import { walletsOf } from '../state/wallets';
import { addressOf, defineControl } from './control';
import { controlsOverFetch, type SandboxHandler } from './http';

/** Controls of the wallets: settle a withdrawal, the wallet mode, every balance of an account. */
export const walletControls = {
  /** Pays a withdrawal In Process now (Approved) or refuses it and refunds the main wallet (Rejected). */
  settleWithdrawal: defineControl({
    method: 'POST',
    path: 'withdrawals/settle',
    input: z.object({ reference: z.string().min(1), status: z.enum(['Approved', 'Rejected']) }),
    inputOf: (reference: string, status: 'Approved' | 'Rejected') => ({ reference, status }),
    handle: async ({ reference, status }, sandbox) => {
      await sandbox.seeded();
      const settled = settleWithdrawal(sandbox.context, reference, status);
      return { reference: settled.reference, status: settled.status };
    },
    // The function resolves with nothing, as it always has; the HTTP answer carries the settled status.
    resultOf: (): void => undefined,
  }),
  /** Makes GCS_merchantWallet report one wallet for all vendors (true) or one per vendor (false). */
  setSingleWallet: defineControl({
    method: 'POST',
    path: 'wallet-mode',
    input: z.object({ isSingle: z.boolean() }),
    inputOf: (isSingle: boolean) => ({ isSingle }),
    handle: ({ isSingle }, { context: { store } }) => setSingleWallet(store, isSingle),
  }),
  /** Every wallet of an account that holds or held money, and their exact total, read from the sandbox's state. */
  balances: defineControl({
    method: 'GET',
    path: 'balances',
    input: z.object({ username: z.string().min(1) }),
    inputOf: (username: string) => ({ username }),
    handle: async ({ username }, sandbox): Promise<{ wallets: Record<string, string>; total: string }> => {
      await sandbox.seeded();
      const wallets = walletsOf(sandbox.context, username);
      return {
        wallets: Object.fromEntries(wallets.map((wallet) => [wallet.wallet, toDecimal(wallet.minor)])),
        total: toDecimal(wallets.reduce((sum, wallet) => sum + wallet.minor, 0)),
      };
    },
  }),
};

/** The HTTP addresses of the money controls (sandbox only, never part of the platform contract). */
export const MONEY_CONTROL_PATHS = {
  settleWithdrawal: addressOf(walletControls.settleWithdrawal),
  walletMode: addressOf(walletControls.setSingleWallet),
  balances: addressOf(walletControls.balances),
};

/** The money controls as functions, for stories and tests: they go through the sandbox's own handler. */
export function moneyControls(sandbox: SandboxHandler) {
  return controlsOverFetch(sandbox, walletControls);
}
