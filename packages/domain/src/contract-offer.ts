import { z } from 'zod/mini';
import {
  CONTRACT_PERIOD_TYPES,
  type ContractKind,
  type ContractPeriodType,
  type ContractTier,
  type ContractTierProblem,
  checkContractTiers,
  isContractPeriodType,
  MAX_CONTRACT_RATE,
  MAX_CONTRACT_TIERS,
} from './contracts';

/** A threshold a contract tier pays from (SPEC §3 contract fields). */
export type ContractThreshold = 'minValidBet' | 'minProfitLoss' | 'minActiveMembers';
/** A salary rate a real-time salary offer carries beside its tiers (SPEC §3). */
export type ContractSideRate = 'profitRate' | 'lossRate';

/**
 * What an offer of one kind of contract asks for (SPEC §3): the period types it chooses from (none: the kind has a
 * fixed period), the thresholds of each tier, and the rates it carries beside its tiers.
 */
export interface ContractOfferShape {
  periodTypes: readonly ContractPeriodType[];
  thresholds: readonly ContractThreshold[];
  sideRates: readonly ContractSideRate[];
}

const SALARY_THRESHOLDS: readonly ContractThreshold[] = ['minValidBet', 'minActiveMembers'];

/**
 * Each kind's offer (SPEC §3): a dividend chooses its period and pays from a period P&L too; a real-time salary has a
 * profit and a loss salary rate beside its single-betting rate; daily and hourly salaries have neither.
 */
export const CONTRACT_OFFER_SHAPES: Readonly<Record<ContractKind, ContractOfferShape>> = {
  dividend: {
    periodTypes: ['D', 'W', 'H', 'M'],
    thresholds: ['minValidBet', 'minProfitLoss', 'minActiveMembers'],
    sideRates: [],
  },
  dailySalary: { periodTypes: [], thresholds: SALARY_THRESHOLDS, sideRates: [] },
  hourlySalary: { periodTypes: [], thresholds: SALARY_THRESHOLDS, sideRates: [] },
  realTimeSalary: { periodTypes: [], thresholds: SALARY_THRESHOLDS, sideRates: ['profitRate', 'lossRate'] },
};

/** One tier of an offer as typed: each threshold and the rate, in the words of the fields. */
export type ContractTierDraft = Record<ContractThreshold | 'rate', string>;

/** An offer as typed, before it is checked and sent. */
export type ContractOfferDraft = Record<ContractSideRate, string> & {
  downline: string;
  /** The chosen period; '' where the kind has a fixed period. */
  periodType: ContractPeriodType | '';
  tiers: ContractTierDraft[];
};

/** A new tier: every threshold 0, the rate still to be typed. */
export function blankContractTier(): ContractTierDraft {
  return { minValidBet: '0', minProfitLoss: '0', minActiveMembers: '0', rate: '' };
}

/** A new offer of one kind: no downline yet, the first period type, side rates 0, and one blank tier. */
export function blankContractOffer(shape: ContractOfferShape): ContractOfferDraft {
  return {
    downline: '',
    periodType: shape.periodTypes[0] ?? '',
    profitRate: '0',
    lossRate: '0',
    tiers: [blankContractTier()],
  };
}

/** Whether another tier may be added to an offer of `count` tiers (at most {@link MAX_CONTRACT_TIERS}). */
export function mayAddContractTier(count: number): boolean {
  return count < MAX_CONTRACT_TIERS;
}

/** Whether a tier may be removed from an offer of `count` tiers: an offer keeps at least one. */
export function mayRemoveContractTier(count: number): boolean {
  return count > 1;
}

/** Whether an offer is complete enough to send: a downline named and every tier's rate typed. */
export function isContractOfferReady(draft: Pick<ContractOfferDraft, 'downline' | 'tiers'>): boolean {
  return draft.downline.trim() !== '' && draft.tiers.length > 0 && draft.tiers.every((tier) => tier.rate.trim() !== '');
}

// An empty threshold means 0; a rate is never assumed (an empty one is not a number, and so out of range).
const threshold = (shape: ContractOfferShape, tier: ContractTierDraft, name: ContractThreshold) =>
  shape.thresholds.includes(name) ? Number(tier[name].trim() || '0') : 0;

/** An offer's tiers as numbers, the thresholds its kind does not ask for at 0. */
export function contractOfferTiers(
  draft: Pick<ContractOfferDraft, 'tiers'>,
  shape: ContractOfferShape,
): ContractTier[] {
  return draft.tiers.map((tier) => ({
    minValidBet: threshold(shape, tier, 'minValidBet'),
    minProfitLoss: threshold(shape, tier, 'minProfitLoss'),
    minActiveMembers: threshold(shape, tier, 'minActiveMembers'),
    rate: Number(tier.rate.trim()),
  }));
}

/** Checks an offer's tiers with the contract rules ({@link checkContractTiers}); null when they may be sent. */
export function checkContractOffer(
  draft: Pick<ContractOfferDraft, 'tiers'>,
  shape: ContractOfferShape,
  maxRate: number = MAX_CONTRACT_RATE,
): ContractTierProblem | null {
  return checkContractTiers(contractOfferTiers(draft, shape), maxRate);
}

/** The terms of an offer as the platform takes them: amounts with two decimals, whole member counts. */
export interface ContractOfferTerms {
  downline: string;
  periodType?: ContractPeriodType;
  tiers: { minValidBet: string; minProfitLoss: string; minActiveMembers: number; rate: string }[];
  profitRate?: string;
  lossRate?: string;
}

/** An offer's terms to send, from a draft that {@link checkContractOffer} passed. */
export function contractOfferTerms(draft: ContractOfferDraft, shape: ContractOfferShape): ContractOfferTerms {
  const terms: ContractOfferTerms = {
    downline: draft.downline.trim(),
    tiers: contractOfferTiers(draft, shape).map((tier, index) => ({
      minValidBet: tier.minValidBet.toFixed(2),
      minProfitLoss: tier.minProfitLoss.toFixed(2),
      minActiveMembers: Math.trunc(tier.minActiveMembers),
      rate: (draft.tiers[index] as ContractTierDraft).rate.trim(),
    })),
  };
  if (shape.periodTypes.length > 0 && isContractPeriodType(draft.periodType)) terms.periodType = draft.periodType;
  for (const rate of shape.sideRates) terms[rate] = draft[rate].trim() || '0';
  return terms;
}

// Zod's own type errors carry sentences; every issue this package raises carries a catalogue key instead.
const TYPE_ERROR = 'unknown_error';

/**
 * The offer form's zod schema for one kind: the tiers are checked with the contract rules, and a refusal is one issue
 * on `tiers` whose message is the {@link ContractTierProblem} key.
 */
export function buildContractOfferSchema(shape: ContractOfferShape, maxRate: number = MAX_CONTRACT_RATE) {
  const text = z.string({ error: TYPE_ERROR });
  const tier = z.object({ minValidBet: text, minProfitLoss: text, minActiveMembers: text, rate: text });
  return z
    .object(
      {
        downline: text,
        periodType: z.union([z.enum(Object.keys(CONTRACT_PERIOD_TYPES) as ['D', 'W', 'H', 'M']), z.literal('')]),
        profitRate: text,
        lossRate: text,
        tiers: z.array(tier),
      },
      { error: TYPE_ERROR },
    )
    .check(
      z.superRefine((draft, ctx) => {
        const problem = checkContractOffer(draft, shape, maxRate);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['tiers'] });
      }),
    );
}
