import type { AgentCentrePage } from '@lobbykit/domain';
import type { MessageKey } from './en';

// Apart from the other value keys: a site's first paint reads some of those, never these.

/** The title of each agent-centre page (SPEC §2); the agent centre's personalHistoryCopy is the team's betting. */
export const AGENT_CENTRE_PAGE_KEYS = {
  agentAnnouncement: 'ac_announcement',
  agentTeamOverview: 'ac_overview',
  registerCenter: 'ac_account',
  downlineManagmentView: 'ac_team_management',
  personalHistoryCopy: 'ac_team_betting',
  palStatementsAgentCopy: 'ac_user_profit_loss',
  agentRevenueReport: 'ac_my_income',
  agentDownlineTransactionDetailsCopy: 'ac_transaction_details',
  agentDividendRecordCopy2: 'ac_dividend',
  agentDailyWages2: 'ac_daily_salary',
  agentHourSalary: 'ac_hourly_salary',
  agentRealtimeSalary: 'ac_realtime_salary',
} as const satisfies Record<AgentCentrePage, MessageKey>;
