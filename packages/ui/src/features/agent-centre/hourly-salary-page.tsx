import { processHourlySalaryContract } from '@lobbykit/api-client';
import type { AgentCentrePageProps } from '../../platform/centre-page';
import { ContractsPage, type ContractsPageConfig } from './contracts-page';

const HOURLY_SALARY: ContractsPageConfig = {
  kind: 'hourlySalary',
  call: processHourlySalaryContract,
  settlementKey: 'contract_hourly_settlement',
  minBetKey: 'contract_min_hourly_bet',
};

/**
 * Hourly salary (SPEC §2 agentHourSalary, flag `hourSalary`; SPEC §3, §4): hourly-salary contracts, paying their rate
 * of the team's valid bet of each hour.
 */
export function HourlySalaryPage(_props: AgentCentrePageProps) {
  return <ContractsPage config={HOURLY_SALARY} />;
}
