import { processRealTimeSalaryContract } from '@lobbykit/api-client';
import type { AgentCentrePageProps } from '../../platform/centre-page';
import { ContractsPage, type ContractsPageConfig } from './contracts-page';

const REAL_TIME_SALARY: ContractsPageConfig = {
  kind: 'realTimeSalary',
  call: processRealTimeSalaryContract,
  settlementKey: 'contract_realtime_settlement',
  minBetKey: 'contract_min_realtime_bet',
  realTimeRates: true,
};

/**
 * Real-time salary (PLATFORM-FACTS §6.9 agentRealtimeSalary, flag `realtimesalreqtype`; SPEC §3, §4, §9):
 * real-time salary contracts with their single-betting, profit and loss salary rates, settled every 5 minutes.
 */
export function RealTimeSalaryPage(_props: AgentCentrePageProps) {
  return <ContractsPage config={REAL_TIME_SALARY} />;
}
