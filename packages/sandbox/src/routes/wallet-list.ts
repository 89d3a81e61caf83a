import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { accountOfSession } from '../state/accounts';
import { sandboxVendors } from '../state/game-vendors';
import { toDecimal } from '../state/money';
import { readSetting } from '../state/settings';
import { isSingleWallet } from '../state/wallet-mode';
import { balanceOf, MAIN_WALLET } from '../state/wallets';
import { answer } from './answer';

/** The merchant wallet flag and every wallet of the member, one per vendor (SPEC §3, §7 wallet). */
export function answerWalletListCalls(app: Hono, sandbox: SandboxContext): void {
  answer(app, sandbox, platformCalls.getMerchantWallet, (_input, { session }) => {
    accountOfSession(sandbox, session);
    return { isSingle: isSingleWallet(sandbox.store) };
  });

  answer(app, sandbox, platformCalls.getWallets, (_input, { session }) => {
    const { username } = accountOfSession(sandbox, session);
    const main = balanceOf(sandbox, { username, wallet: MAIN_WALLET });
    const vendors = sandboxVendors().map((vendor) => ({
      vendor,
      minor: balanceOf(sandbox, { username, wallet: vendor.vassalage }),
    }));
    return {
      isSingle: isSingleWallet(sandbox.store),
      currency: readSetting(sandbox.store, 'brand').currency,
      total: toDecimal(vendors.reduce((sum, { minor }) => sum + minor, main)),
      wallets: [
        { wallet: MAIN_WALLET, displayName: 'Main wallet', balance: toDecimal(main), gameTypes: [], logoUrl: null },
        ...vendors.map(({ vendor, minor }) => ({
          wallet: vendor.vassalage,
          displayName: vendor.displayName,
          balance: toDecimal(minor),
          gameTypes: [vendor.gameType],
          logoUrl: vendor.logoUrl,
          maintenance: vendor.maintenance,
        })),
      ],
    };
  });
}
