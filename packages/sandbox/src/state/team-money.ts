import type { SandboxContext } from '../context';
import type { Account } from './accounts';
import { DAY_MS, HOUR_MS, type Period } from './listing';
import { stableHash } from './play';
import { seededRandom } from './seeded-random';
import { MAIN_WALLET, type MoneyRecord, moneyRecordsOf } from './wallets';

// The wallets' own record collection (state/wallets.ts): past moves are written there so the account record and the
// agent's views read one history. Balances are seeded as they stand today, so past moves do not change them.
const MONEY_RECORDS = 'money-records';

/** Writes a money move that happened before the sandbox started (seeding only). */
export function recordPastMoneyMove(context: SandboxContext, record: MoneyRecord): void {
  context.store.put(MONEY_RECORDS, `${String(record.at).padStart(15, '0')}-${record.reference}`, record);
}

/** A reference for a seeded record, unique per text. */
export function seededReference(prefix: string, text: string): string {
  return `${prefix}${stableHash(text).toString(36).toUpperCase().padStart(7, '0')}`;
}

/**
 * Seeds a player's deposits and withdrawals since it registered: a deposit every 3–8 days (200.00–5,000.00), now and
 * then a withdrawal of part of it.
 */
export function seedPlayerMoney(context: SandboxContext, account: Account, period: Period): void {
  const random = seededRandom(stableHash(`money|${account.username}`));
  const main = { username: account.username, wallet: MAIN_WALLET };
  let at = Math.max(period.start, account.createdAt) + Math.floor(random() * 2 * DAY_MS);
  while (at < period.end) {
    const amountMinor = (2 + Math.floor(random() * 49)) * 10_000;
    const reference = seededReference('DP', `${account.username}|${at}`);
    recordPastMoneyMove(context, { reference, kind: 'deposit', debit: null, credit: main, amountMinor, at });
    if (random() < 0.3) {
      const withdrawalAt = at + Math.floor((1 + random() * 47) * HOUR_MS);
      if (withdrawalAt < period.end) {
        recordPastMoneyMove(context, {
          reference: seededReference('WD', `${account.username}|${withdrawalAt}`),
          kind: 'withdrawal',
          debit: main,
          credit: null,
          amountMinor: Math.round(amountMinor * 0.6),
          at: withdrawalAt,
        });
      }
    }
    at += Math.floor((3 + random() * 5) * DAY_MS);
  }
}

/** An account's money moves in a period (all of them without one), newest first. */
export function moneyMovesOf(context: SandboxContext, username: string, period?: Period): MoneyRecord[] {
  return moneyRecordsOf(context, username).filter(
    (record) => !period || (record.at >= period.start && record.at < period.end),
  );
}

/** Deposits and withdrawals of an account in a period, in minor units and counts. */
export function cashFlowOf(context: SandboxContext, username: string, period?: Period) {
  const name = username.toLowerCase();
  let depositMinor = 0;
  let depositCount = 0;
  let withdrawalMinor = 0;
  let withdrawalCount = 0;
  for (const record of moneyMovesOf(context, username, period)) {
    if (record.kind === 'deposit' && record.credit?.username.toLowerCase() === name) {
      depositMinor += record.amountMinor;
      depositCount += 1;
    }
    if (record.kind === 'withdrawal' && record.debit?.username.toLowerCase() === name) {
      withdrawalMinor += record.amountMinor;
      withdrawalCount += 1;
    }
  }
  return { depositMinor, depositCount, withdrawalMinor, withdrawalCount };
}
