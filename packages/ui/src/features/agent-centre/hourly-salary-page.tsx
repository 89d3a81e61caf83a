import { processHourlySalaryContract } from '@lobbykit/api-client';
import { CONTRACT_OFFER_SHAPES } from '@lobbykit/domain';
import type { AgentCentrePageProps } from '../../centres/centre-page';
import type { ContractKindConfig } from './contracts/contract-kind';
import { ContractsPage } from './contracts/contracts-page';

const HOURLY_SALARY: ContractKindConfig = {
  kind: 'hourlySalary',
  call: processHourlySalaryContract,
  settlementKey: 'contract_hourly_settlement',
  minBetKey: 'contract_min_hourly_bet',
  rateKey: 'contract_rate',
  offer: CONTRACT_OFFER_SHAPES.hourlySalary,
};

/**
 * Hourly salary (SPEC §2 agentHourSalary, flag `hourSalary`; SPEC §3, §4): hourly-salary contracts, paying their rate
 * of the team's valid bet of each hour.
 */
export function HourlySalaryPage(_props: AgentCentrePageProps) {
  return <ContractsPage config={HOURLY_SALARY} />;
}
