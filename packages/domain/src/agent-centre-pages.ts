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
  { page: 'agentRealtimeSalary', flag: 'realTimeSalary' },
] as const satisfies readonly { page: string; flag: keyof ContractFlags | null }[];
/** An agent-centre page. */
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number]['page'];

/** The agent-centre page an address names (`?ac=agentDailyWages2`), or null when it names none. */
export function agentCentrePageOf(value: string | null | undefined): AgentCentrePage | null {
  return AGENT_CENTRE_PAGES.find((entry) => entry.page === value)?.page ?? null;
}
/** The page the agent centre opens on (SPEC §2). */
export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

/**
 * The agent-centre pages to list: dividend, daily, hourly and real-time salary only when their flag is on (SPEC §2;
 * real-time salary under `realtimesalreqtype`, since no info flag names it). A flag left out counts as off.
 */
export function agentCentrePages(
  flags: Pick<ContractFlags, 'enableCt' | 'salary' | 'hourSalary'> & Partial<Pick<ContractFlags, 'realTimeSalary'>>,
): AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((entry) => entry.flag === null || flags[entry.flag] === true).map(
    (entry) => entry.page,
  );
}
