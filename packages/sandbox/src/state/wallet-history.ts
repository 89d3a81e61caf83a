import type { SandboxContext } from '../context';
import { toDecimal } from './money';
import { findWithdrawal, moneyNote } from './wallet-cashier';
import { type MoneyRecord, moneyRecordsOf, type WalletRef } from './wallets';

/** One line of the account record (SPEC §2 transactionHistory), from the account's side. */
export interface HistoryLine {
  reference: string;
  type: MoneyRecord['kind'];
  direction: 'in' | 'out' | 'internal';
  amount: string;
  from: string | null;
  to: string | null;
  status: 'In Process' | 'Approved' | 'Rejected';
  remark: string | null;
  time: number;
}

/** The filter of the account record; times in ms, both ends included. */
export interface HistoryFilter {
  type?: MoneyRecord['kind'] | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
}

function sideName(ref: WalletRef | null, username: string, counterpart: string | null): string | null {
  if (!ref) return counterpart;
  return ref.username === username ? ref.wallet : ref.username;
}

function lineOf(context: SandboxContext, username: string, record: MoneyRecord): HistoryLine {
  const note = moneyNote(context, record.reference);
  const mine = (ref: WalletRef | null) => ref?.username === username;
  const direction = mine(record.debit) && mine(record.credit) ? 'internal' : mine(record.debit) ? 'out' : 'in';
  return {
    reference: record.reference,
    type: record.kind,
    direction,
    amount: toDecimal(record.amountMinor),
    from: sideName(record.debit, username, note?.counterpart ?? null),
    to: sideName(record.credit, username, note?.counterpart ?? null),
    status:
      record.kind === 'withdrawal' ? (findWithdrawal(context, record.reference)?.status ?? 'Approved') : 'Approved',
    remark: note?.remark ?? null,
    time: record.at,
  };
}

/** Every money move of an account that passes the filter, newest first. */
export function historyOf(context: SandboxContext, username: string, filter: HistoryFilter): HistoryLine[] {
  return moneyRecordsOf(context, username)
    .filter(
      (record) =>
        (!filter.type || record.kind === filter.type) &&
        (filter.startTime === undefined || record.at >= filter.startTime) &&
        (filter.endTime === undefined || record.at <= filter.endTime),
    )
    .map((record) => lineOf(context, username, record));
}
