import type { BonusRecord } from '@lobbykit/api-client';
import type { SandboxContext } from '../context';
import type { Period } from './listing';
import { toDecimal } from './money';
import { recordPastMoneyMove } from './team-money';
import { MAIN_WALLET, moveMoney } from './wallets';

/** A bonus as the sandbox keeps it. */
export interface StoredBonus {
  referenceNo: string;
  username: string;
  kind: BonusRecord['kind'];
  title: string;
  amountMinor: number;
  time: number;
  /** Whom a referral reward was for. */
  invitee?: string;
}

const BONUSES = 'bonuses';
const bonusId = (bonus: StoredBonus) =>
  `${bonus.username.toLowerCase()}/${String(bonus.time).padStart(15, '0')}-${bonus.referenceNo}`;

/** A bonus to pay. */
export interface BonusPayment {
  username: string;
  kind: StoredBonus['kind'];
  title: string;
  amountMinor: number;
  /** One payment per key: the same key pays once. */
  idempotencyKey: string;
  invitee?: string;
}

/** Pays a bonus into the main wallet and records it; call inside the caller's transaction. */
export function payBonus(context: SandboxContext, payment: BonusPayment): StoredBonus {
  const { idempotencyKey, ...fields } = payment;
  const move = moveMoney(context, {
    kind: 'adjustment',
    requestedBy: payment.username,
    idempotencyKey: `bonus/${idempotencyKey}`,
    debit: null,
    credit: { username: payment.username, wallet: MAIN_WALLET },
    amountMinor: payment.amountMinor,
  });
  const bonus: StoredBonus = { ...fields, referenceNo: move.reference, time: move.at };
  context.store.put(BONUSES, bonusId(bonus), bonus);
  return bonus;
}

/** Records a bonus paid before the sandbox started, with its money move (seeding only). */
export function recordPastBonus(context: SandboxContext, bonus: StoredBonus): void {
  recordPastMoneyMove(context, {
    reference: bonus.referenceNo,
    kind: 'adjustment',
    debit: null,
    credit: { username: bonus.username, wallet: MAIN_WALLET },
    amountMinor: bonus.amountMinor,
    at: bonus.time,
  });
  context.store.put(BONUSES, bonusId(bonus), bonus);
}

/** An account's bonuses, in a period when given, newest first. */
export function bonusesOf(context: SandboxContext, username: string, period?: Period): StoredBonus[] {
  const prefix = `${username.toLowerCase()}/`;
  return context.store
    .list<StoredBonus>(BONUSES)
    .filter(({ id }) => id.startsWith(prefix))
    .map(({ value }) => value)
    .filter((bonus) => !period || (bonus.time >= period.start && bonus.time < period.end))
    .reverse();
}

/** A bonus as the bonus-details call answers it. */
export function bonusRecordOf(bonus: StoredBonus): BonusRecord {
  return {
    referenceNo: bonus.referenceNo,
    kind: bonus.kind,
    title: bonus.title,
    amount: toDecimal(bonus.amountMinor),
    time: bonus.time,
  };
}
