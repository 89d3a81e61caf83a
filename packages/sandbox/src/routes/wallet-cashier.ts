import { platformCalls } from '@lobbykit/api-client/client';
import { checkWithdrawalConfirmation } from '@lobbykit/domain';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { type Account, accountOfSession, passwordMatches } from '../state/accounts';
import { toDecimal, toMinor } from '../state/money';
import { checkPaymentPassword, setPaymentPassword } from '../state/payment-passwords';
import { requireRealAccount } from '../state/team';
import {
  AUTO_CONFIRM_MINUTES,
  confirmationOf,
  creditDeposit,
  DEPOSIT_CHANNELS,
  findWithdrawal,
  recordConfirmation,
  type StoredWithdrawal,
  takeWithdrawal,
  WITHDRAWAL_LIMITS,
  withdrawalsOf,
} from '../state/wallet-cashier';
import { hasPaymentPassword } from '../state/wallet-payment-password';
import { balanceOf, MAIN_WALLET } from '../state/wallets';
import { answer } from './answer';

/** The one payout account of an account: its own name at the sandbox's bank, the number masked. */
function payoutAccountOf(account: Account) {
  return {
    id: `BANK-${account.id}`,
    bankName: 'Sandbox Bank',
    accountName: account.payeeName ?? account.nickname,
    accountNumber: `•••• ${String(account.id).slice(-4)}`,
  };
}

/** Deposits (depositv2), withdrawals with their confirmation, and the payment password (SPEC §2, §4). */
export function answerCashierCalls(app: Hono, sandbox: SandboxContext): void {
  const realAccount = (session: { username: string } | null) => requireRealAccount(accountOfSession(sandbox, session));
  const mainBalance = (username: string) => toDecimal(balanceOf(sandbox, { username, wallet: MAIN_WALLET }));
  const withdrawalView = (account: Account, withdrawal: StoredWithdrawal) => ({
    reference: withdrawal.reference,
    amount: toDecimal(withdrawal.amountMinor),
    status: withdrawal.status,
    payoutAccount: payoutAccountOf(account),
    time: withdrawal.createdAt,
    settledAt: withdrawal.settledAt,
    confirmation: confirmationOf(sandbox, withdrawal),
  });

  answer(app, sandbox, platformCalls.getDepositChannels, (_input, { session }) => {
    realAccount(session);
    return {
      channels: DEPOSIT_CHANNELS.map((channel) => ({
        id: channel.id,
        name: channel.name,
        method: channel.method,
        minAmount: toDecimal(channel.minMinor),
        maxAmount: toDecimal(channel.maxMinor),
        presetAmounts: channel.presetsMinor.map(toDecimal),
        iconUrl: null,
      })),
    };
  });

  answer(app, sandbox, platformCalls.deposit, (input, { session, idempotencyKey }) => {
    const account = realAccount(session);
    const channel = DEPOSIT_CHANNELS.find((candidate) => candidate.id === input.channelId);
    if (!channel) throw new Rejection('channel_not_found');
    const deposit = creditDeposit(sandbox, {
      account,
      idempotencyKey: idempotencyKey ?? '',
      channel,
      amountMinor: toMinor(input.amount),
    });
    return {
      reference: deposit.reference,
      channelId: deposit.channelId,
      amount: toDecimal(deposit.amountMinor),
      status: 'Approved' as const,
      balance: mainBalance(account.username),
      time: deposit.at,
    };
  });

  answer(app, sandbox, platformCalls.getWithdrawalOptions, (_input, { session }) => {
    const account = realAccount(session);
    return {
      minAmount: toDecimal(WITHDRAWAL_LIMITS.minMinor),
      maxAmount: toDecimal(WITHDRAWAL_LIMITS.maxMinor),
      available: mainBalance(account.username),
      payoutAccounts: [payoutAccountOf(account)],
      paymentPasswordSet: hasPaymentPassword(sandbox, account.username),
      autoConfirmMinutes: AUTO_CONFIRM_MINUTES,
    };
  });

  answer(app, sandbox, platformCalls.setPaymentPassword, async (input, { session }) => {
    const account = realAccount(session);
    if (!(await passwordMatches(account, input.password))) throw new Rejection('in_password_incorrect');
    if (input.paymentPassword !== input.confirmPaymentPassword) throw new Rejection('inconsistent_twice');
    await setPaymentPassword(sandbox, account.username, input.paymentPassword);
    return { paymentPasswordSet: true as const };
  });

  answer(app, sandbox, platformCalls.withdraw, async (input, { session, idempotencyKey }) => {
    const account = realAccount(session);
    const payout = payoutAccountOf(account);
    if (payout.id !== input.payoutAccountId) throw new Rejection('payout_account_not_found');
    const amountMinor = toMinor(input.amount);
    await checkPaymentPassword(sandbox, account.username, input.paymentPassword);
    const withdrawal = takeWithdrawal(sandbox, {
      account,
      idempotencyKey: idempotencyKey ?? '',
      payoutAccountId: payout.id,
      amountMinor,
      bankName: payout.bankName,
    });
    return withdrawalView(account, withdrawal);
  });

  answer(app, sandbox, platformCalls.getWithdrawals, (input, { session }) => {
    const account = realAccount(session);
    const withdrawals = withdrawalsOf(sandbox, account.username)
      .map((withdrawal) => withdrawalView(account, withdrawal))
      .filter(
        (view) =>
          (!input.status || view.status === input.status) &&
          (!input.confirmation || view.confirmation?.status === input.confirmation),
      );
    return { withdrawals };
  });

  answer(app, sandbox, platformCalls.confirmWithdrawal, (input, { session }) => {
    const account = realAccount(session);
    const withdrawal = findWithdrawal(sandbox, input.reference);
    if (!withdrawal || withdrawal.username !== account.username) throw new Rejection('withdrawal_not_found');
    const answerProblem = checkWithdrawalConfirmation({ choice: input.choice, proofCount: input.proofs.length });
    if (answerProblem) throw new Rejection(answerProblem.key);
    const confirmed = recordConfirmation(sandbox, withdrawal, {
      choice: input.choice,
      proofCount: input.proofs.length,
    });
    return withdrawalView(account, confirmed);
  });
}
