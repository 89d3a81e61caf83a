import { processDailySalaryContract } from '@lobbykit/api-client';
import type { AgentCentrePageProps } from '../../platform/centre-page';
import { ContractsPage, type ContractsPageConfig } from './contracts-page';

const DAILY_SALARY: ContractsPageConfig = {
  kind: 'dailySalary',
  call: processDailySalaryContract,
  settlementKey: 'contract_daily_settlement',
  minBetKey: 'contract_min_daily_bet',
};

/**
 * Daily salary (SPEC §2 agentDailyWages2, flag `salary`; SPEC §3, §4, §9): daily-salary contracts, paid the day after
 * the statistics day, on the team's daily valid bet.
 */
export function DailySalaryPage(_props: AgentCentrePageProps) {
  return <ContractsPage config={DAILY_SALARY} />;
}
