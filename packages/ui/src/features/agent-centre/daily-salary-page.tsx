import { processDailySalaryContract } from '@lobbykit/api-client';
import { CONTRACT_OFFER_SHAPES } from '@lobbykit/domain';
import type { AgentCentrePageProps } from '../../centres/centre-page';
import type { ContractKindConfig } from './contracts/contract-kind';
import { ContractsPage } from './contracts/contracts-page';

const DAILY_SALARY: ContractKindConfig = {
  kind: 'dailySalary',
  call: processDailySalaryContract,
  settlementKey: 'contract_daily_settlement',
  minBetKey: 'contract_min_daily_bet',
  rateKey: 'contract_rate',
  offer: CONTRACT_OFFER_SHAPES.dailySalary,
};

/**
 * Daily salary (SPEC §2 agentDailyWages2, flag `salary`; SPEC §3, §4, §9): daily-salary contracts, paid the day after
 * the statistics day, on the team's daily valid bet.
 */
export function DailySalaryPage(_props: AgentCentrePageProps) {
  return <ContractsPage config={DAILY_SALARY} />;
}
