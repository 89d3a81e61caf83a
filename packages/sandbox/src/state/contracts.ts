import type { Contract, ContractState, ContractTierTerms } from '@lobbykit/api-client';
import type { ContractKind } from '@lobbykit/domain';
import type { SandboxContext } from '../context';
import type { PeriodGrid } from './listing';
import { toMinor } from './money';

/** A contract as kept: the contract and where its settlement has got to. */
export interface StoredContract extends Contract {
  /** Periods before this moment are settled; null until accepted. */
  settledUntil: number | null;
}

const CONTRACTS = 'contracts';

/** Readable names of the kinds, for inbox messages. */
export const kindNames: Record<ContractKind, string> = {
  dividend: 'dividend',
  dailySalary: 'daily salary',
  hourlySalary: 'hourly salary',
  realTimeSalary: 'real-time salary',
};

/** A rate string in percent as basis points: '1.25' → 125, so rates compare and multiply as integers. */
export function rateBasisPoints(rate: string | null): number {
  return rate === null ? 0 : toMinor(rate);
}

/** The period grid a contract is settled on (SPEC §3 period types; §9 real-time every 5 minutes). */
export function gridOf(contract: Pick<Contract, 'kind' | 'periodType'>): PeriodGrid {
  if (contract.kind === 'realTimeSalary') return 'realTime';
  if (contract.kind === 'hourlySalary') return 'hour';
  if (contract.kind === 'dailySalary') return 'D';
  return contract.periodType ?? 'W';
}

/** Every contract, oldest first. */
export function allContracts(context: SandboxContext): StoredContract[] {
  return context.store.list<StoredContract>(CONTRACTS).map(({ value }) => value);
}

/** A contract by its id. */
export function contractById(context: SandboxContext, contractId: string): StoredContract | undefined {
  return context.store.get<StoredContract>(CONTRACTS, contractId);
}

/** Writes a contract. */
export function saveContract(context: SandboxContext, contract: StoredContract): void {
  context.store.put(CONTRACTS, contract.id, contract);
}

/** A new contract id, in offer order. */
export function nextContractId(context: SandboxContext): string {
  return `C${String(allContracts(context).length + 1).padStart(6, '0')}`;
}

export const same = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
export const isLive = (contract: Contract) => contract.status === 'offered' || contract.status === 'accepted';

/** A contract's tiers: the stored ones, else (kept before tiers) the one its rate and minimums make. */
export function tiersOf(
  contract: Pick<Contract, 'rate' | 'minValidBet' | 'minActiveMembers'> & { tiers?: ContractTierTerms[] },
): ContractTierTerms[] {
  if (contract.tiers && contract.tiers.length > 0) return contract.tiers;
  return [
    {
      minValidBet: contract.minValidBet,
      minProfitLoss: '0.00',
      minActiveMembers: contract.minActiveMembers,
      rate: contract.rate,
    },
  ];
}

/** The contract view without settlement bookkeeping. */
export function contractView(contract: StoredContract): Contract {
  const { settledUntil: _settledUntil, ...view } = contract;
  return { ...view, tiers: tiersOf(contract) };
}

/** The member's own contract of a kind with its upline: the live one, else the latest. */
export function ownContract(context: SandboxContext, username: string, kind: ContractKind): StoredContract | null {
  const mine = allContracts(context).filter((contract) => contract.kind === kind && same(contract.downline, username));
  return mine.findLast(isLive) ?? mine[mine.length - 1] ?? null;
}

/** What every contract call answers, for one member and kind. */
export function contractState(
  context: SandboxContext,
  username: string,
  kind: ContractKind,
  outcome: Partial<Pick<ContractState, 'needsConfirmation' | 'toTerminate' | 'terminated'>> = {},
): ContractState {
  const latest = new Map<string, StoredContract>();
  for (const contract of allContracts(context)) {
    if (contract.kind === kind && same(contract.upline, username))
      latest.set(contract.downline.toLowerCase(), contract);
  }
  const mine = ownContract(context, username, kind);
  return {
    kind,
    mine: mine ? contractView(mine) : null,
    downlines: [...latest.values()].map(contractView),
    needsConfirmation: outcome.needsConfirmation ?? false,
    toTerminate: outcome.toTerminate ?? [],
    terminated: outcome.terminated ?? [],
  };
}

/** Contract kinds with an offer waiting for this member's answer (the consolidated `…req…` flags). */
export function pendingOfferKinds(context: SandboxContext, username: string): Set<ContractKind> {
  return new Set(
    allContracts(context)
      .filter((contract) => contract.status === 'offered' && same(contract.downline, username))
      .map((contract) => contract.kind),
  );
}

/**
 * Whether the member takes part in real-time salary: a real-time contract offered to it or held (the consolidated
 * `realtimesalreqtype`, which switches the agent centre's Real-time salary page on, since no info flag names it).
 */
export function takesPartInRealTimeSalary(context: SandboxContext, username: string): boolean {
  return allContracts(context).some(
    (contract) => contract.kind === 'realTimeSalary' && isLive(contract) && same(contract.downline, username),
  );
}
