import { describe, expect, it } from 'vitest';
import {
  blankContractOffer,
  blankContractTier,
  buildContractOfferSchema,
  CONTRACT_OFFER_SHAPES,
  type ContractOfferDraft,
  type ContractOfferShape,
  checkContractOffer,
  contractOfferTerms,
  isContractOfferReady,
  MAX_CONTRACT_TIERS,
  mayAddContractTier,
  mayRemoveContractTier,
} from '../src';

const { dividend, dailySalary, realTimeSalary } = CONTRACT_OFFER_SHAPES;

const tier = (fields: Partial<ReturnType<typeof blankContractTier>>) => ({ ...blankContractTier(), ...fields });
const offer = (
  shape: ContractOfferShape = dailySalary,
  fields: Partial<ContractOfferDraft> = {},
): ContractOfferDraft => ({
  ...blankContractOffer(shape),
  downline: 'agent2',
  ...fields,
});

describe('a new contract offer (SPEC §3)', () => {
  it('starts with one blank tier, no downline, and side rates at 0', () => {
    expect(blankContractOffer(dailySalary)).toEqual({
      downline: '',
      periodType: '',
      profitRate: '0',
      lossRate: '0',
      tiers: [{ minValidBet: '0', minProfitLoss: '0', minActiveMembers: '0', rate: '' }],
    });
  });
  it('chooses the first period type where the kind offers a choice (dividend: daily first)', () => {
    expect(blankContractOffer(dividend).periodType).toBe('D');
    expect(dividend.periodTypes).toEqual(['D', 'W', 'H', 'M']);
  });
  it('asks a dividend tier for a period P&L too, and a real-time salary for its profit and loss rates', () => {
    expect(dividend.thresholds).toContain('minProfitLoss');
    expect(dailySalary.thresholds).not.toContain('minProfitLoss');
    expect(realTimeSalary.sideRates).toEqual(['profitRate', 'lossRate']);
    expect(CONTRACT_OFFER_SHAPES.hourlySalary.sideRates).toEqual([]);
  });
});

describe('adding and removing an offer’s tiers', () => {
  it(`adds tiers up to ${MAX_CONTRACT_TIERS}, not beyond`, () => {
    expect(mayAddContractTier(1)).toBe(true);
    expect(mayAddContractTier(MAX_CONTRACT_TIERS - 1)).toBe(true);
    expect(mayAddContractTier(MAX_CONTRACT_TIERS)).toBe(false);
  });
  it('keeps at least one tier', () => {
    expect(mayRemoveContractTier(1)).toBe(false);
    expect(mayRemoveContractTier(2)).toBe(true);
  });
});

describe('when an offer may be sent', () => {
  it('needs a downline and a rate in every tier', () => {
    expect(isContractOfferReady(offer(dailySalary, { tiers: [tier({ rate: '1' })] }))).toBe(true);
    expect(isContractOfferReady(offer(dailySalary, { downline: '  ', tiers: [tier({ rate: '1' })] }))).toBe(false);
    expect(isContractOfferReady(offer(dailySalary, { tiers: [tier({ rate: '1' }), tier({ rate: ' ' })] }))).toBe(false);
  });
});

describe('checking an offer with the contract rules (SPEC §3)', () => {
  it('passes one tier with a rate above 0', () => {
    expect(checkContractOffer(offer(dailySalary, { tiers: [tier({ rate: '1.1' })] }), dailySalary)).toBeNull();
  });
  it('refuses a rate that is not a number, 0, or above the highest rate', () => {
    for (const rate of ['abc', '0', '100.5']) {
      expect(checkContractOffer(offer(dailySalary, { tiers: [tier({ rate })] }), dailySalary)).toBe(
        'contract_tier_rate_range',
      );
    }
  });
  it('refuses a rate above the upline’s own when that is given', () => {
    expect(checkContractOffer(offer(dailySalary, { tiers: [tier({ rate: '2' })] }), dailySalary, 1.5)).toBe(
      'contract_tier_rate_range',
    );
  });
  it('refuses tiers whose rates do not rise', () => {
    const tiers = [tier({ rate: '20' }), tier({ minValidBet: '5000', rate: '15' })];
    expect(checkContractOffer(offer(dividend, { tiers }), dividend)).toBe('contract_tier_rates_order');
  });
  it('refuses tiers whose valid bet does not rise, reading an empty threshold as 0', () => {
    const tiers = [tier({ minValidBet: '', rate: '1' }), tier({ minValidBet: '0', rate: '2' })];
    expect(checkContractOffer(offer(dailySalary, { tiers }), dailySalary)).toBe('contract_tier_thresholds_order');
  });
  it('ignores a P&L typed into a salary tier, which has none', () => {
    const tiers = [
      tier({ minProfitLoss: '900', rate: '1' }),
      tier({ minValidBet: '10', minProfitLoss: '5', rate: '2' }),
    ];
    expect(checkContractOffer(offer(dailySalary, { tiers }), dailySalary)).toBeNull();
    expect(checkContractOffer(offer(dividend, { tiers }), dividend)).toBe('contract_tier_thresholds_order');
  });
  it('refuses more tiers than allowed', () => {
    const tiers = Array.from({ length: MAX_CONTRACT_TIERS + 1 }, (_, n) =>
      tier({ minValidBet: String(n), rate: String(n + 1) }),
    );
    expect(checkContractOffer(offer(dailySalary, { tiers }), dailySalary)).toBe('contract_tiers_too_many');
  });
});

describe('the terms an offer sends', () => {
  it('sends a salary’s tiers with two-decimal amounts, whole member counts and no P&L', () => {
    const draft = offer(dailySalary, {
      downline: ' agent2 ',
      tiers: [
        tier({ rate: ' 0.8 ' }),
        tier({ minValidBet: '1000', minProfitLoss: '50', minActiveMembers: '2', rate: '1.1' }),
      ],
    });
    expect(contractOfferTerms(draft, dailySalary)).toEqual({
      downline: 'agent2',
      tiers: [
        { minValidBet: '0.00', minProfitLoss: '0.00', minActiveMembers: 0, rate: '0.8' },
        { minValidBet: '1000.00', minProfitLoss: '0.00', minActiveMembers: 2, rate: '1.1' },
      ],
    });
  });
  it('sends a dividend’s period and P&L', () => {
    const draft = offer(dividend, { periodType: 'M', tiers: [tier({ minProfitLoss: '2000', rate: '20' })] });
    expect(contractOfferTerms(draft, dividend)).toEqual({
      downline: 'agent2',
      periodType: 'M',
      tiers: [{ minValidBet: '0.00', minProfitLoss: '2000.00', minActiveMembers: 0, rate: '20' }],
    });
  });
  it('sends a real-time salary’s profit and loss rates, an empty one as 0', () => {
    const draft = offer(realTimeSalary, { profitRate: '0.5', lossRate: ' ', tiers: [tier({ rate: '0.1' })] });
    expect(contractOfferTerms(draft, realTimeSalary)).toMatchObject({ profitRate: '0.5', lossRate: '0' });
    expect(contractOfferTerms(draft, dailySalary)).not.toHaveProperty('profitRate');
  });
});

describe('the offer form’s schema', () => {
  it('passes a draft the rules pass', () => {
    const draft = offer(dividend, { tiers: [tier({ rate: '10' })] });
    expect(buildContractOfferSchema(dividend).safeParse(draft)).toMatchObject({ success: true, data: draft });
  });
  it('reports a refusal on the tiers, with the rule’s key as its message', () => {
    const draft = offer(dividend, { tiers: [tier({ rate: '20' }), tier({ minValidBet: '1', rate: '10' })] });
    const result = buildContractOfferSchema(dividend).safeParse(draft);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['tiers'], message: 'contract_tier_rates_order' }),
    ]);
  });
});
