import type { ContractFlags } from './contracts';

// Apart from the member centre's pages: a site's first paint reads those (the `?mc=` address), never these.

/** Agent-centre pages with the contract flag each needs; null = always shown (SPEC §2, PLATFORM-FACTS §6.9). */
export const AGENT_CENTRE_PAGES = [
  { page: 'agentAnnouncement', flag: null },
  { page: 'agentTeamOverview', flag: null },
  { page: 'registerCenter', flag: null },
  { page: 'downlineManagmentView', flag: null },
  { page: 'personalHistoryCopy', flag: null },
  { page: 'palStatementsAgentCopy', flag: null },
  { page: 'agentRevenueReport', flag: null },
  { page: 'agentDownlineTransactionDetailsCopy', flag: null },
  { page: 'agentDividendRecordCopy2', flag: 'enableCt' },
  { page: 'agentDailyWages2', flag: 'salary' },
  { page: 'agentHourSalary', flag: 'hourSalary' },
] as const satisfies readonly { page: string; flag: keyof ContractFlags | null }[];
/** An agent-centre page. */
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number]['page'];
/** The page the agent centre opens on (SPEC §2). */
export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

/** The agent-centre pages to list: dividend, daily and hourly salary only when their flag is on (SPEC §2). */
export function agentCentrePages(flags: Pick<ContractFlags, 'enableCt' | 'salary' | 'hourSalary'>): AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((entry) => entry.flag === null || flags[entry.flag]).map((entry) => entry.page);
}
