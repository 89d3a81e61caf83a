import { processDividendContract } from '@lobbykit/api-client';
import { CONTRACT_OFFER_SHAPES } from '@lobbykit/domain';
import type { AgentCentrePageProps } from '../../centres/centre-page';
import type { ContractKindConfig } from './contracts/contract-kind';
import { ContractsPage } from './contracts/contracts-page';

const DIVIDEND: ContractKindConfig = {
  kind: 'dividend',
  call: processDividendContract,
  settlementKey: 'contract_dividend_settlement',
  minBetKey: 'contract_min_period_bet',
  rateKey: 'contract_rate',
  offer: CONTRACT_OFFER_SHAPES.dividend,
};

/**
 * Dividend (SPEC §2 agentDividendRecordCopy2, flag `enableCt`; SPEC §3, §4): dividend contracts, each with its period
 * type (D daily, W weekly, H semimonthly, M monthly), paying its rate of the team's net loss of a period.
 */
export function DividendPage(_props: AgentCentrePageProps) {
  return <ContractsPage config={DIVIDEND} />;
}
