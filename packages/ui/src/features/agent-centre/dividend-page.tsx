import { processDividendContract } from '@lobbykit/api-client';
import type { AgentCentrePageProps } from '../../platform/centre-page';
import { ContractsPage, type ContractsPageConfig } from './contracts-page';

const DIVIDEND: ContractsPageConfig = {
  kind: 'dividend',
  call: processDividendContract,
  settlementKey: 'contract_dividend_settlement',
  minBetKey: 'contract_min_period_bet',
  periodTypes: ['D', 'W', 'H', 'M'],
};

/**
 * Dividend (SPEC §2 agentDividendRecordCopy2, flag `enableCt`; SPEC §3, §4): dividend contracts, each with its period
 * type (D daily, W weekly, H semimonthly, M monthly), paying its rate of the team's net loss of a period.
 */
export function DividendPage(_props: AgentCentrePageProps) {
  return <ContractsPage config={DIVIDEND} />;
}
