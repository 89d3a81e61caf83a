import type { Contract, ContractState, ContractTierTerms } from '@lobbykit/api-client';
import { type ContractKind, checkContractTiers, contractsToTerminate, mayActOnContract } from '@lobbykit/domain';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import type { Account } from './accounts';
import { sendMessage } from './inbox';
import { type PeriodGrid, periodOf } from './listing';
import { toMinor } from './money';
import { requireAgent, teamOf } from './team';

/** A contract as kept: the contract and where its settlement has got to. */
export interface StoredContract extends Contract {
  /** Periods before this moment are settled; null until accepted. */
  settledUntil: number | null;
}

const CONTRACTS = 'contracts';

/** Readable names of the kinds, for inbox messages. */
const kindNames: Record<ContractKind, string> = {
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

/** Writes a contract. */
export function saveContract(context: SandboxContext, contract: StoredContract): void {
  context.store.put(CONTRACTS, contract.id, contract);
}

/** A new contract id, in offer order. */
export function nextContractId(context: SandboxContext): string {
  return `C${String(allContracts(context).length + 1).padStart(6, '0')}`;
}

const same = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
const isLive = (contract: Contract) => contract.status === 'offered' || contract.status === 'accepted';

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

/** The terms of an offer. */
export interface OfferTerms {
  downline: string;
  periodType?: Contract['periodType'] | undefined;
  rate?: string | undefined;
  tiers?: ContractTierTerms[] | undefined;
  profitRate?: string | undefined;
  lossRate?: string | undefined;
  minValidBet: string;
  minActiveMembers: number;
  confirm: boolean;
}

/**
 * The tiers an offer makes (SPEC §3): its own, or one from its rate and minimums; a salary's tiers have no P&L
 * threshold. Refused with the domain's key unless they hold (issue 15: ascending, within bounds, 1 to 5).
 */
function offeredTiers(kind: ContractKind, terms: OfferTerms): ContractTierTerms[] {
  const given =
    terms.tiers ??
    (terms.rate === undefined
      ? []
      : [
          {
            minValidBet: terms.minValidBet,
            minProfitLoss: '0.00',
            minActiveMembers: terms.minActiveMembers,
            rate: terms.rate,
          },
        ]);
  const tiers = given.map((tier) => (kind === 'dividend' ? tier : { ...tier, minProfitLoss: '0.00' }));
  const problem = checkContractTiers(
    tiers.map((tier) => ({
      minValidBet: toMinor(tier.minValidBet),
      minProfitLoss: toMinor(tier.minProfitLoss),
      minActiveMembers: tier.minActiveMembers,
      rate: rateBasisPoints(tier.rate) / 100,
    })),
  );
  if (problem) throw new Rejection(problem);
  return tiers;
}

function periodTypeFor(kind: ContractKind, periodType: Contract['periodType'] | undefined): Contract['periodType'] {
  if (kind === 'dividend') return periodType ?? 'W';
  if (kind === 'dailySalary') {
    if (periodType && periodType !== 'D') throw new Rejection('contract_period_invalid');
    return 'D';
  }
  if (periodType) throw new Rejection('contract_period_invalid');
  return null;
}

/**
 * An upline's offer to a direct downline (SPEC §4). The offer may not beat the upline's own contract. An offer whose
 * rate is lower than a live contract below that downline needs confirmation; confirmed, it terminates them.
 */
export function offerContract(
  context: SandboxContext,
  upline: Account,
  kind: ContractKind,
  terms: OfferTerms,
): ContractState {
  requireAgent(upline);
  const team = teamOf(context, upline.username);
  const target = team.find((entry) => entry.depth === 1 && same(entry.account.username, terms.downline))?.account;
  if (!target) throw new Rejection('downline_not_found');
  const between = allContracts(context).filter(
    (contract) =>
      contract.kind === kind && same(contract.upline, upline.username) && same(contract.downline, target.username),
  );
  if (!mayActOnContract('upline', 'offer', between[between.length - 1]?.status ?? null)) {
    throw new Rejection('contract_exists');
  }
  const own = allContracts(context).find(
    (contract) => contract.kind === kind && contract.status === 'accepted' && same(contract.downline, upline.username),
  );
  if (!own) throw new Rejection('contract_not_held');
  const tiers = offeredTiers(kind, terms);
  // Tiers rise, so the last pays the top rate: what the offer is compared by (SPEC §4).
  const top = tiers[tiers.length - 1] as ContractTierTerms;
  const rate = rateBasisPoints(top.rate);
  const above = (offered: string | undefined, held: string | null) =>
    offered !== undefined && rateBasisPoints(offered) > rateBasisPoints(held);
  if (
    rate > rateBasisPoints(own.rate) ||
    above(terms.profitRate, own.profitRate) ||
    above(terms.lossRate, own.lossRate)
  ) {
    throw new Rejection('contract_rate_above_own');
  }
  const periodType = periodTypeFor(kind, terms.periodType);

  const below = new Set(
    [target, ...teamOf(context, target.username).map((entry) => entry.account)].map((a) => a.username.toLowerCase()),
  );
  const liveBelow = allContracts(context)
    .filter(
      (contract) => contract.kind === kind && isLive(contract) && below.has((contract.upline ?? '').toLowerCase()),
    )
    .map((contract) => ({ contract, rate: rateBasisPoints(contract.rate) }));
  const toTerminate = contractsToTerminate(rate, liveBelow).map((entry) => entry.contract);
  if (toTerminate.length > 0 && !terms.confirm) {
    return contractState(context, upline.username, kind, {
      needsConfirmation: true,
      toTerminate: toTerminate.map(contractView),
    });
  }

  const now = context.now();
  context.store.transaction(() => {
    for (const contract of toTerminate) {
      saveContract(context, { ...contract, status: 'terminated', terminatedAt: now });
      sendMessage(context, contract.downline, {
        title: `Your ${kindNames[kind]} contract ended`,
        content: `<p>Your ${kindNames[kind]} contract ${contract.id} with ${contract.upline} was terminated because a lower rate now applies above it.</p>`,
        category: 'account',
      });
    }
    saveContract(context, {
      id: nextContractId(context),
      kind,
      status: 'offered',
      upline: upline.username,
      downline: target.username,
      periodType,
      rate: top.rate,
      profitRate: kind === 'realTimeSalary' ? (terms.profitRate ?? '0') : null,
      lossRate: kind === 'realTimeSalary' ? (terms.lossRate ?? '0') : null,
      minValidBet: tiers[0]?.minValidBet ?? '0.00',
      minActiveMembers: tiers[0]?.minActiveMembers ?? 0,
      tiers,
      offeredAt: now,
      answeredAt: null,
      terminatedAt: null,
      settledUntil: null,
    });
    sendMessage(context, target.username, {
      title: `New ${kindNames[kind]} contract offer`,
      content: `<p>${upline.username} offers you a ${kindNames[kind]} contract at ${tiers.length > 1 ? 'up to ' : ''}${top.rate}%. Open the agent centre to accept or reject it.</p>`,
      category: 'account',
    });
  });
  return contractState(context, upline.username, kind, {
    terminated: toTerminate.map((contract) => ({ ...contractView(contract), status: 'terminated', terminatedAt: now })),
  });
}

/** The downline's answer to its contract: accept or reject an offer, or terminate an accepted contract (SPEC §4). */
export function answerContract(
  context: SandboxContext,
  downline: Account,
  kind: ContractKind,
  action: 'accept' | 'reject' | 'terminate',
  contractId: string,
): ContractState {
  const contract = context.store.get<StoredContract>(CONTRACTS, contractId);
  if (!contract || contract.kind !== kind || !same(contract.downline, downline.username)) {
    throw new Rejection('contract_not_found');
  }
  if (!mayActOnContract('downline', action, contract.status)) throw new Rejection('contract_action_not_allowed');
  const now = context.now();
  const next: StoredContract =
    action === 'terminate'
      ? { ...contract, status: 'terminated', terminatedAt: now }
      : {
          ...contract,
          status: action === 'accept' ? 'accepted' : 'rejected',
          answeredAt: now,
          // Settlement starts with the first whole period after acceptance.
          settledUntil: action === 'accept' ? periodOf(gridOf(contract), now).end : null,
        };
  context.store.transaction(() => {
    saveContract(context, next);
    if (contract.upline) {
      sendMessage(context, contract.upline, {
        title: `Contract ${contract.id} ${next.status}`,
        content: `<p>${downline.username} ${next.status} the ${kindNames[kind]} contract ${contract.id}.</p>`,
        category: 'account',
      });
    }
  });
  return contractState(context, downline.username, kind);
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
 * `realtimesalreqtype`, which switches the agent centre's Real-time salary page on, issue 15).
 */
export function takesPartInRealTimeSalary(context: SandboxContext, username: string): boolean {
  return allContracts(context).some(
    (contract) => contract.kind === 'realTimeSalary' && isLive(contract) && same(contract.downline, username),
  );
}
