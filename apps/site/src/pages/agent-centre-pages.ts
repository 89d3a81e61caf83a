import { type AgentCentrePages, lazyRoute } from '@lobbykit/ui';

/**
 * The agent centre's pages, each a chunk of its own that loads when it is opened: one line per page, e.g.
 * `agentTeamOverview: lazyRoute(() => import('./agent/overview')),` (a thin file re-exporting the ui page as
 * default). A page not listed shows "coming soon".
 */
export const AGENT_CENTRE_PAGES: AgentCentrePages = {
  agentAnnouncement: lazyRoute(() => import('./agent/announcement')),
  agentTeamOverview: lazyRoute(() => import('./agent/overview')),
  registerCenter: lazyRoute(() => import('./agent/register-centre')),
  downlineManagmentView: lazyRoute(() => import('./agent/team-management')),
  personalHistoryCopy: lazyRoute(() => import('./agent/team-betting')),
  palStatementsAgentCopy: lazyRoute(() => import('./agent/user-profit-loss')),
  agentRevenueReport: lazyRoute(() => import('./agent/my-income')),
  agentDownlineTransactionDetailsCopy: lazyRoute(() => import('./agent/downline-transactions')),
  agentDividendRecordCopy2: lazyRoute(() => import('./agent/dividend')),
  agentDailyWages2: lazyRoute(() => import('./agent/daily-salary')),
  agentHourSalary: lazyRoute(() => import('./agent/hourly-salary')),
  agentRealtimeSalary: lazyRoute(() => import('./agent/realtime-salary')),
};
