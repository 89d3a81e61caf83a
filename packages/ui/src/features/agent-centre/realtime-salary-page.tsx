import { processRealTimeSalaryContract } from '@lobbykit/api-client';
import { CONTRACT_OFFER_SHAPES } from '@lobbykit/domain';
import type { AgentCentrePageProps } from '../../centres/centre-page';
import type { ContractKindConfig } from './contracts/contract-kind';
import { ContractsPage } from './contracts/contracts-page';

const REAL_TIME_SALARY: ContractKindConfig = {
  kind: 'realTimeSalary',
  call: processRealTimeSalaryContract,
  settlementKey: 'contract_realtime_settlement',
  minBetKey: 'contract_min_realtime_bet',
  rateKey: 'contract_single_betting_rate',
  offer: CONTRACT_OFFER_SHAPES.realTimeSalary,
};

/**
 * Real-time salary (PLATFORM-FACTS §6.9 agentRealtimeSalary, flag `realtimesalreqtype`; SPEC §3, §4, §9):
 * real-time salary contracts with their single-betting, profit and loss salary rates, settled every 5 minutes.
 */
export function RealTimeSalaryPage(_props: AgentCentrePageProps) {
  return <ContractsPage config={REAL_TIME_SALARY} />;
}
