import { resolveWithdrawalConfirmation, type WithdrawalConfirmationChoice } from '@lobbykit/domain';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import type { Account } from './accounts';
import { toDecimal } from './money';
import { MAIN_WALLET, type MoneyRecord, moveMoney } from './wallets';

/** A deposit channel of the depositv2 page. */
export interface DepositChannel {
  id: string;
  name: string;
  method: 'BANK_TRANSFER' | 'E_WALLET' | 'QR_PAY' | 'CARD';
  minMinor: number;
  maxMinor: number;
  presetsMinor: number[];
}

/** The channels the sandbox offers, one per method, with limits in minor units. */
export const DEPOSIT_CHANNELS: readonly DepositChannel[] = [
  {
    id: 'BANK',
    name: 'Bank transfer',
    method: 'BANK_TRANSFER',
    minMinor: 5_000,
    maxMinor: 10_000_000,
    presetsMinor: [10_000, 50_000, 100_000, 500_000],
  },
  {
    id: 'EWALLET',
    name: 'E-wallet',
    method: 'E_WALLET',
    minMinor: 1_000,
    maxMinor: 2_000_000,
    presetsMinor: [5_000, 10_000, 20_000, 50_000],
  },
  {
    id: 'QR',
    name: 'QR pay',
    method: 'QR_PAY',
    minMinor: 2_000,
    maxMinor: 5_000_000,
    presetsMinor: [10_000, 20_000, 50_000, 100_000],
  },
  {
    id: 'CARD',
    name: 'Scratch card',
    method: 'CARD',
    minMinor: 1_000,
    maxMinor: 500_000,
    presetsMinor: [1_000, 2_000, 5_000, 10_000],
  },
];

/** Withdrawal limits per request, in minor units (our decision). */
export const WITHDRAWAL_LIMITS = { minMinor: 10_000, maxMinor: 5_000_000 } as const;
/** A withdrawal is paid (Approved) this long after it is asked for, on the sandbox clock (our decision). */
export const WITHDRAWAL_REVIEW_MS = 5 * 60_000;
/** An unanswered paid withdrawal counts as received after this many minutes (SPEC §4, §9 `{0}`; our value). */
export const AUTO_CONFIRM_MINUTES = 30;

const DEPOSITS = 'deposits';
const WITHDRAWALS = 'withdrawals';
const NOTES = 'money-notes';

/** Refuses an amount outside a range, with the key of the side it breaks. */
export function checkLimits(amountMinor: number, limits: { minMinor: number; maxMinor: number }): void {
  if (amountMinor <= 0) throw new Rejection('invalid_amount');
  if (amountMinor < limits.minMinor)
    throw new Rejection('amount_below_minimum', { value: { min: toDecimal(limits.minMinor) } });
  if (amountMinor > limits.maxMinor)
    throw new Rejection('amount_above_maximum', { value: { max: toDecimal(limits.maxMinor) } });
}

/** A note kept beside a money record: a remark, or who or what was on the other side. */
export interface MoneyNote {
  remark: string | null;
  counterpart: string | null;
}

/** Keeps a note for a money record (inside the move's transaction, so both stay or neither). */
export function noteMoney(context: SandboxContext, reference: string, note: MoneyNote): void {
  if (!context.store.get(NOTES, reference)) context.store.put(NOTES, reference, note);
}

/** The note of a money record, if any. */
export function moneyNote(context: SandboxContext, reference: string): MoneyNote | undefined {
  return context.store.get<MoneyNote>(NOTES, reference);
}

/** A deposit as the sandbox keeps it. */
export interface StoredDeposit {
  reference: string;
  username: string;
  channelId: string;
  amountMinor: number;
  at: number;
}

/** Credits a deposit to the main wallet, once per idempotency key, with its record. */
export function creditDeposit(
  context: SandboxContext,
  request: { account: Account; idempotencyKey: string; channel: DepositChannel; amountMinor: number },
): StoredDeposit {
  checkLimits(request.amountMinor, request.channel);
  const { username } = request.account;
  return context.store.transaction(() => {
    const record = moveMoney(context, {
      kind: 'deposit',
      requestedBy: username,
      idempotencyKey: request.idempotencyKey,
      debit: null,
      credit: { username, wallet: MAIN_WALLET },
      amountMinor: request.amountMinor,
    });
    const earlier = context.store.get<StoredDeposit>(DEPOSITS, record.reference);
    if (earlier) return earlier;
    const deposit = {
      reference: record.reference,
      username,
      channelId: request.channel.id,
      amountMinor: record.amountMinor,
      at: record.at,
    };
    context.store.put(DEPOSITS, record.reference, deposit);
    noteMoney(context, record.reference, { remark: null, counterpart: request.channel.name });
    return deposit;
  });
}

/** A withdrawal as the sandbox keeps it. */
export interface StoredWithdrawal {
  reference: string;
  username: string;
  amountMinor: number;
  payoutAccountId: string;
  status: 'In Process' | 'Approved' | 'Rejected';
  createdAt: number;
  settledAt: number | null;
  confirmation: { choice: WithdrawalConfirmationChoice; proofCount: number; at: number } | null;
}

/** Takes a withdrawal from the main wallet now (never below zero), once per key; it is In Process until paid. */
export function takeWithdrawal(
  context: SandboxContext,
  request: { account: Account; idempotencyKey: string; payoutAccountId: string; amountMinor: number; bankName: string },
): StoredWithdrawal {
  checkLimits(request.amountMinor, WITHDRAWAL_LIMITS);
  const { username } = request.account;
  return context.store.transaction(() => {
    const record = moveMoney(context, {
      kind: 'withdrawal',
      requestedBy: username,
      idempotencyKey: request.idempotencyKey,
      debit: { username, wallet: MAIN_WALLET },
      credit: null,
      amountMinor: request.amountMinor,
    });
    const earlier = context.store.get<StoredWithdrawal>(WITHDRAWALS, record.reference);
    if (earlier) return earlier;
    const withdrawal: StoredWithdrawal = {
      reference: record.reference,
      username,
      amountMinor: record.amountMinor,
      payoutAccountId: request.payoutAccountId,
      status: 'In Process',
      createdAt: record.at,
      settledAt: null,
      confirmation: null,
    };
    context.store.put(WITHDRAWALS, record.reference, withdrawal);
    noteMoney(context, record.reference, { remark: null, counterpart: request.bankName });
    return withdrawal;
  });
}

/** A withdrawal with the clock applied: In Process turns Approved once the review time has passed. */
function withClock(context: SandboxContext, withdrawal: StoredWithdrawal): StoredWithdrawal {
  const paidAt = withdrawal.createdAt + WITHDRAWAL_REVIEW_MS;
  if (withdrawal.status !== 'In Process' || context.now() < paidAt) return withdrawal;
  const paid = { ...withdrawal, status: 'Approved' as const, settledAt: paidAt };
  context.store.put(WITHDRAWALS, paid.reference, paid);
  return paid;
}

/** One withdrawal as it stands now, or undefined. */
export function findWithdrawal(context: SandboxContext, reference: string): StoredWithdrawal | undefined {
  const withdrawal = context.store.get<StoredWithdrawal>(WITHDRAWALS, reference);
  return withdrawal && withClock(context, withdrawal);
}

/** The account's withdrawals as they stand now, newest first. */
export function withdrawalsOf(context: SandboxContext, username: string): StoredWithdrawal[] {
  return context.store
    .list<StoredWithdrawal>(WITHDRAWALS)
    .map(({ value }) => value)
    .filter((withdrawal) => withdrawal.username === username)
    .map((withdrawal) => withClock(context, withdrawal))
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** Where a paid withdrawal's confirmation stands (SPEC §4); null until it is paid. */
export function confirmationOf(context: SandboxContext, withdrawal: StoredWithdrawal) {
  if (withdrawal.status !== 'Approved' || withdrawal.settledAt === null) return null;
  const outcome = resolveWithdrawalConfirmation({
    confirmation: withdrawal.confirmation,
    createdAt: withdrawal.settledAt,
    now: context.now(),
    autoConfirmMinutes: AUTO_CONFIRM_MINUTES,
  });
  return { ...outcome, proofCount: withdrawal.confirmation?.proofCount ?? 0 };
}

/** Records the payer's answer about a paid withdrawal that is still pending. */
export function recordConfirmation(
  context: SandboxContext,
  withdrawal: StoredWithdrawal,
  answer: { choice: WithdrawalConfirmationChoice; proofCount: number },
): StoredWithdrawal {
  if (confirmationOf(context, withdrawal)?.status !== 'pending') throw new Rejection('withdrawal_not_confirmable');
  const confirmed = { ...withdrawal, confirmation: { ...answer, at: context.now() } };
  context.store.put(WITHDRAWALS, confirmed.reference, confirmed);
  return confirmed;
}

/** Pays or refuses a withdrawal In Process (sandbox control); a refusal refunds the main wallet in the same step. */
export function settleWithdrawal(
  context: SandboxContext,
  reference: string,
  status: 'Approved' | 'Rejected',
): StoredWithdrawal {
  return context.store.transaction(() => {
    const withdrawal = findWithdrawal(context, reference);
    if (!withdrawal) throw new Rejection('withdrawal_not_found');
    if (withdrawal.status !== 'In Process') throw new Rejection('withdrawal_not_confirmable');
    const settled = { ...withdrawal, status, settledAt: context.now() };
    context.store.put(WITHDRAWALS, reference, settled);
    if (status === 'Rejected') {
      const refund: MoneyRecord = moveMoney(context, {
        kind: 'adjustment',
        requestedBy: 'sandbox',
        idempotencyKey: `refund/${reference}`,
        debit: null,
        credit: { username: withdrawal.username, wallet: MAIN_WALLET },
        amountMinor: withdrawal.amountMinor,
      });
      noteMoney(context, refund.reference, { remark: 'withdrawal_refund', counterpart: reference });
    }
    return settled;
  });
}

/** The deposit of a reference, if any. */
export function findDeposit(context: SandboxContext, reference: string): StoredDeposit | undefined {
  return context.store.get<StoredDeposit>(DEPOSITS, reference);
}
