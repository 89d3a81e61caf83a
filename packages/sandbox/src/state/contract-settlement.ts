import type { IncomeRecord } from '@lobbykit/api-client';
import { dailyWagePayDay, reachedContractTier } from '@lobbykit/domain';
import type { SandboxContext } from '../context';
import { allAccounts } from './accounts';
import { allContracts, gridOf, rateBasisPoints, type StoredContract, saveContract, tiersOf } from './contracts';
import { type Period, PLATFORM_TIME_ZONE_OFFSET_MINUTES, periodOf } from './listing';
import { toDecimal, toMinor } from './money';
import { findBets, playedUntil, type StoredBet } from './play';
import { teamOf } from './team';
import { recordPastMoneyMove, seededReference } from './team-money';
import { MAIN_WALLET, moveMoney } from './wallets';

/** A payment of a contract, as kept. */
export interface StoredIncome {
  referenceNo: string;
  username: string;
  kind: IncomeRecord['kind'];
  contractId: string;
  periodStart: number;
  periodEnd: number;
  baseMinor: number;
  rate: string;
  amountMinor: number;
  paidAt: number;
}

const INCOME = 'income';

/** The first bet at or after `time` in bets sorted by time. */
function firstIndexAt(bets: readonly StoredBet[], time: number): number {
  let low = 0;
  let high = bets.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((bets[middle] as StoredBet).betTime < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** When a period's pay is due: a daily wage the day after its statistics day (SPEC §9), others at the period's end. */
function payDay(contract: StoredContract, period: Period): number {
  return contract.kind === 'dailySalary'
    ? dailyWagePayDay(period.start, PLATFORM_TIME_ZONE_OFFSET_MINUTES)
    : period.end;
}

/**
 * What one period pays: dividend `rate` % of the team's net loss; salaries `rate` % of its valid bet; real-time
 * salary adds `lossRate` % of the team's loss or `profitRate` % of its win. Nothing unless the team reached the
 * contract's valid bet and active-member minimums.
 */
function periodPay(
  contract: StoredContract,
  bets: readonly StoredBet[],
): { baseMinor: number; amountMinor: number; rate: string } {
  let validMinor = 0;
  let winLossMinor = 0;
  const active = new Set<string>();
  for (const bet of bets) {
    validMinor += bet.validMinor;
    winLossMinor += bet.payoutMinor - bet.betMinor;
    if (bet.validMinor > 0) active.add(bet.username);
  }
  const netLoss = Math.max(0, -winLossMinor);
  // The last tier the period reached pays, as a tiered contract promises; none reached, nothing is paid.
  const tier = reachedContractTier(
    tiersOf(contract).map((entry) => ({
      rate: entry.rate,
      minValidBet: toMinor(entry.minValidBet),
      minProfitLoss: toMinor(entry.minProfitLoss),
      minActiveMembers: entry.minActiveMembers,
    })),
    { validBet: validMinor, profitLoss: netLoss, activeMembers: active.size },
  );
  if (!tier) return { baseMinor: 0, amountMinor: 0, rate: contract.rate };
  const share = (minor: number, rate: string | null) => Math.floor((minor * rateBasisPoints(rate)) / 10_000);
  if (contract.kind === 'dividend') {
    return { baseMinor: netLoss, amountMinor: share(netLoss, tier.rate), rate: tier.rate };
  }
  let amountMinor = share(validMinor, tier.rate);
  if (contract.kind === 'realTimeSalary') {
    amountMinor +=
      winLossMinor < 0 ? share(-winLossMinor, contract.lossRate) : share(winLossMinor, contract.profitRate);
  }
  return { baseMinor: validMinor, amountMinor, rate: tier.rate };
}

/**
 * Settles every accepted (or since terminated) contract for each whole period that has come due and whose play is
 * final, paying the downline's main wallet. With `pay: false` (seeding the past) it records the income only, as
 * already part of the seeded balances.
 */
export function settleContracts(context: SandboxContext, options: { pay?: boolean; until?: number } = {}): void {
  const pay = options.pay ?? true;
  const until = Math.min(options.until ?? context.now(), playedUntil(context));
  const due = allContracts(context).filter(
    (contract) => contract.settledUntil !== null && contract.settledUntil < until,
  );
  if (due.length === 0) return;
  const bets = findBets(context);
  const accounts = allAccounts(context);
  context.store.transaction(() => {
    for (const contract of due) {
      const team = new Set(teamOf(context, contract.downline, accounts).map((entry) => entry.account.username));
      const stop = Math.min(until, contract.terminatedAt ?? Number.POSITIVE_INFINITY);
      let settledUntil = contract.settledUntil as number;
      for (let period = periodOf(gridOf(contract), settledUntil); payDay(contract, period) <= stop; ) {
        const window = bets
          .slice(firstIndexAt(bets, period.start), firstIndexAt(bets, period.end))
          .filter((bet) => team.has(bet.username));
        const { baseMinor, amountMinor, rate } = periodPay(contract, window);
        if (amountMinor > 0) recordIncome(context, contract, period, { baseMinor, amountMinor, rate }, pay);
        settledUntil = period.end;
        period = periodOf(gridOf(contract), period.end);
      }
      if (settledUntil !== contract.settledUntil) saveContract(context, { ...contract, settledUntil });
    }
  });
}

function recordIncome(
  context: SandboxContext,
  contract: StoredContract,
  period: Period,
  { baseMinor, amountMinor, rate }: { baseMinor: number; amountMinor: number; rate: string },
  pay: boolean,
): void {
  const credit = { username: contract.downline, wallet: MAIN_WALLET };
  let referenceNo: string;
  let paidAt: number;
  if (pay) {
    const move = moveMoney(context, {
      kind: 'adjustment',
      requestedBy: contract.downline,
      idempotencyKey: `salary/${contract.id}/${period.start}`,
      debit: null,
      credit,
      amountMinor,
    });
    referenceNo = move.reference;
    paidAt = move.at;
  } else {
    referenceNo = seededReference('SL', `${contract.id}|${period.start}`);
    paidAt = payDay(contract, period);
    recordPastMoneyMove(context, {
      reference: referenceNo,
      kind: 'adjustment',
      debit: null,
      credit,
      amountMinor,
      at: paidAt,
    });
  }
  const income: StoredIncome = {
    referenceNo,
    username: contract.downline,
    kind: contract.kind,
    contractId: contract.id,
    periodStart: period.start,
    periodEnd: period.end,
    baseMinor,
    rate,
    amountMinor,
    paidAt,
  };
  context.store.put(
    INCOME,
    `${contract.downline.toLowerCase()}/${String(paidAt).padStart(15, '0')}-${referenceNo}`,
    income,
  );
}

/** An account's contract income, newest first. */
export function incomeOf(context: SandboxContext, username: string): StoredIncome[] {
  const prefix = `${username.toLowerCase()}/`;
  return context.store
    .list<StoredIncome>(INCOME)
    .filter(({ id }) => id.startsWith(prefix))
    .map(({ value }) => value)
    .reverse();
}

/** A payment as the income call answers it. */
export function incomeRecordOf(income: StoredIncome): IncomeRecord {
  return {
    referenceNo: income.referenceNo,
    kind: income.kind,
    contractId: income.contractId,
    periodStart: income.periodStart,
    periodEnd: income.periodEnd,
    base: toDecimal(income.baseMinor),
    rate: income.rate,
    amount: toDecimal(income.amountMinor),
    paidAt: income.paidAt,
  };
}
