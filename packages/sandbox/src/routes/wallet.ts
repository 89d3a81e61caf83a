import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { accountOfSession, MEMBER_TYPE } from '../state/accounts';
import { findVendor } from '../state/game-vendors';
import { toDecimal, toMinor } from '../state/money';
import { seedVendorLanes } from '../state/seed-games';
import { readSetting } from '../state/settings';
import { isSingleWallet } from '../state/wallet-mode';
import { balanceOf, MAIN_WALLET, moveMoney, walletsOf } from '../state/wallets';
import { answer } from './answer';

const vendorCodes = new Set(seedVendorLanes.flatMap((lane) => lane.cards.map((card) => card.vassalage)));

/** Balance and transfers between the member's wallets; every move exact, atomic and once per key. */
export function answerWalletCalls(app: Hono, sandbox: SandboxContext): void {
  const balanceOfAccount = (username: string) => {
    const wallets = walletsOf(sandbox, username);
    const main = balanceOf(sandbox, { username, wallet: MAIN_WALLET });
    return {
      currency: readSetting(sandbox.store, 'brand').currency,
      main: toDecimal(main),
      total: toDecimal(wallets.reduce((sum, wallet) => sum + wallet.minor, 0)),
      wallets: wallets.map((wallet) => ({ wallet: wallet.wallet, balance: toDecimal(wallet.minor) })),
    };
  };

  answer(app, sandbox, platformCalls.getBalance, (_input, { session }) =>
    balanceOfAccount(accountOfSession(sandbox, session).username),
  );

  answer(app, sandbox, platformCalls.transfer, (input, { session, idempotencyKey }) => {
    const { username, type } = accountOfSession(sandbox, session);
    // SPEC §4, §6: a trial account is barred from money actions.
    if (type === MEMBER_TYPE.trial) throw new Rejection('in_need_true_account');
    // One wallet for all vendors (GCS_merchantWallet isSingle): there is nothing to move between.
    if (isSingleWallet(sandbox.store)) throw new Rejection('function_not_available');
    for (const wallet of [input.from, input.to]) {
      if (wallet !== MAIN_WALLET && !vendorCodes.has(wallet)) throw new Rejection('vendor_not_found');
      if (wallet !== MAIN_WALLET && findVendor(wallet)?.maintenance) throw new Rejection('game_maintenance');
    }
    if (input.from === input.to) throw new Rejection('same_wallet');
    const record = moveMoney(sandbox, {
      kind: 'transfer',
      requestedBy: username,
      idempotencyKey: idempotencyKey ?? '',
      debit: { username, wallet: input.from },
      credit: { username, wallet: input.to },
      amountMinor: toMinor(input.amount),
    });
    return {
      reference: record.reference,
      amount: toDecimal(record.amountMinor),
      from: { wallet: input.from, balance: toDecimal(balanceOf(sandbox, { username, wallet: input.from })) },
      to: { wallet: input.to, balance: toDecimal(balanceOf(sandbox, { username, wallet: input.to })) },
      time: record.at,
    };
  });
}
