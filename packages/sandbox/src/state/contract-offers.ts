import type { Contract, ContractState, ContractTierTerms } from '@lobbykit/api-client';
import { type ContractKind, checkContractTiers, contractsToTerminate, mayActOnContract } from '@lobbykit/domain';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import type { Account } from './accounts';
import {
  allContracts,
  contractById,
  contractState,
  contractView,
  gridOf,
  isLive,
  kindNames,
  nextContractId,
  rateBasisPoints,
  type StoredContract,
  same,
  saveContract,
} from './contracts';
import { sendMessage } from './inbox';
import { periodOf } from './listing';
import { toMinor } from './money';
import { requireAgent, teamOf } from './team';

// An upline's offer of a contract to a downline, and the downline's answer (SPEC §4): the steps that change a
// contract's status and tell the other side in the inbox.

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
 * threshold. Refused with the domain's key unless they hold (ascending, within bounds, 1 to 5), as the platform would.
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
  const contract = contractById(context, contractId);
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
