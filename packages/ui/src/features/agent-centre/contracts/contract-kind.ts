import type { processDailySalaryContract } from '@lobbykit/api-client';
import type {
  ContractKind,
  ContractOfferShape,
  ContractPeriodType,
  ContractSideRate,
  ContractThreshold,
} from '@lobbykit/domain';
import type { MessageKey } from '@lobbykit/i18n';

/**
 * One kind of contract as its page shows it: everything in which the four kinds differ, so the shared parts of the
 * page only read it.
 */
export type ContractKindConfig = {
  kind: ContractKind;
  /** The kind's process call (they share one request and answer shape). */
  call: typeof processDailySalaryContract;
  /** What the kind's offer asks for (the domain's CONTRACT_OFFER_SHAPES). */
  offer: ContractOfferShape;
  /** When the kind pays (SPEC §9). */
  settlementKey:
    | 'contract_daily_settlement'
    | 'contract_dividend_settlement'
    | 'contract_hourly_settlement'
    | 'contract_realtime_settlement';
  /** The label of the valid bet from which a period pays. */
  minBetKey:
    | 'contract_min_daily_bet'
    | 'contract_min_period_bet'
    | 'contract_min_hourly_bet'
    | 'contract_min_realtime_bet';
  /** The label of a tier's rate: real-time salary calls it the single-betting rate (SPEC §3). */
  rateKey: 'contract_rate' | 'contract_single_betting_rate';
};

export const PERIOD_KEYS = {
  D: 'period_daily',
  W: 'period_weekly',
  H: 'period_semimonthly',
  M: 'period_monthly',
} as const satisfies Record<ContractPeriodType, MessageKey>;

export const SIDE_RATE_KEYS = {
  profitRate: 'contract_profit_rate',
  lossRate: 'contract_loss_rate',
} as const satisfies Record<ContractSideRate, MessageKey>;

/** The labels of a tier's thresholds in a kind's words. */
export function thresholdKeys(config: ContractKindConfig) {
  return {
    minValidBet: config.minBetKey,
    minProfitLoss: 'contract_min_profit_loss',
    minActiveMembers: 'contract_min_active',
  } as const satisfies Record<ContractThreshold, MessageKey>;
}
