import type { ContractFlags } from './contracts';

/** A member-centre page id (SPEC §2). */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;
/** A member-centre page. */
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];
/** The page the member centre opens on (SPEC §2). */
export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** The member-centre page an address names (`?mc=transferFund`), or null when it names none. */
export function memberCentrePageOf(value: string | null | undefined): MemberCentrePage | null {
  return MEMBER_CENTRE_PAGES.find((page) => page === value) ?? null;
}

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
