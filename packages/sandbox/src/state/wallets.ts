import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { toDecimal } from './money';

/** The wallet every account has; vendor wallets are named by vendor code (vassalage). */
export const MAIN_WALLET = 'MAIN';

/** One side of a money move: an account's wallet. */
export interface WalletRef {
  username: string;
  wallet: string;
}

/** A money move, exactly once per idempotency key. */
export interface MoneyMove {
  kind: 'transfer' | 'deposit' | 'withdrawal' | 'transfer-upline' | 'transfer-downline' | 'adjustment';
  /** Account that asked; its idempotency keys are its own. */
  requestedBy: string;
  idempotencyKey: string;
  /** Taken from here; null for money that comes from outside (a deposit). */
  debit: WalletRef | null;
  /** Given here; null for money that leaves (a withdrawal). */
  credit: WalletRef | null;
  amountMinor: number;
}

/** A recorded move, as records list it. */
export interface MoneyRecord {
  reference: string;
  kind: MoneyMove['kind'];
  debit: WalletRef | null;
  credit: WalletRef | null;
  amountMinor: number;
  at: number;
}

const WALLETS = 'wallets';
const RECORDS = 'money-records';
const IDEMPOTENCY = 'idempotency';

const walletId = (ref: WalletRef) => `${ref.username}/${ref.wallet}`;

/** A wallet's balance in minor units (0 for a wallet never used). */
export function balanceOf(context: SandboxContext, ref: WalletRef): number {
  return context.store.get<{ minor: number }>(WALLETS, walletId(ref))?.minor ?? 0;
}

/** Every wallet of an account with its balance, main first. */
export function walletsOf(context: SandboxContext, username: string): Array<{ wallet: string; minor: number }> {
  return context.store
    .list<{ minor: number }>(WALLETS)
    .filter(({ id }) => id.startsWith(`${username}/`))
    .map(({ id, value }) => ({ wallet: id.slice(username.length + 1), minor: value.minor }))
    .sort((a, b) => (a.wallet === MAIN_WALLET ? -1 : b.wallet === MAIN_WALLET ? 1 : a.wallet.localeCompare(b.wallet)));
}

/** Sets a balance directly (seeding only). */
export function setBalance(context: SandboxContext, ref: WalletRef, minor: number): void {
  context.store.put(WALLETS, walletId(ref), { minor });
}

/**
 * Moves money atomically and at most once per key: a repeated key returns the first result without moving
 * again; a key reused for a different move is refused; no balance ever goes below zero.
 */
export function moveMoney(context: SandboxContext, move: MoneyMove): MoneyRecord {
  if (!Number.isSafeInteger(move.amountMinor) || move.amountMinor <= 0) throw new Rejection('invalid_amount');
  const fingerprint = JSON.stringify([move.kind, move.debit, move.credit, move.amountMinor]);
  const keyId = `${move.requestedBy}/${move.idempotencyKey}`;
  return context.store.transaction(() => {
    const earlier = context.store.get<{ fingerprint: string; record: MoneyRecord }>(IDEMPOTENCY, keyId);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) throw new Rejection('duplicate_request', { status: 409 });
      return earlier.record;
    }
    if (move.debit) {
      const available = balanceOf(context, move.debit);
      if (available < move.amountMinor) {
        throw new Rejection('insufficient_balance', { value: { available: toDecimal(available) } });
      }
      setBalance(context, move.debit, available - move.amountMinor);
    }
    if (move.credit) setBalance(context, move.credit, balanceOf(context, move.credit) + move.amountMinor);
    const record: MoneyRecord = {
      reference: `TX${context.now().toString(36).toUpperCase()}${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
      kind: move.kind,
      debit: move.debit,
      credit: move.credit,
      amountMinor: move.amountMinor,
      at: context.now(),
    };
    context.store.put(RECORDS, `${String(record.at).padStart(15, '0')}-${record.reference}`, record);
    context.store.put(IDEMPOTENCY, keyId, { fingerprint, record });
    return record;
  });
}

/** Money records that touch an account, newest first. */
export function moneyRecordsOf(context: SandboxContext, username: string): MoneyRecord[] {
  return context.store
    .list<MoneyRecord>(RECORDS)
    .map(({ value }) => value)
    .filter((record) => record.debit?.username === username || record.credit?.username === username)
    .reverse();
}
