import type { AgentCentrePage } from '@lobbykit/domain';
import { AGENT_CENTRE_PAGE_KEYS, useT } from '@lobbykit/i18n';
import { CentreNav, CentreNavIcon } from '../../centres/centre-nav';

// One 24 px stroke drawing per page, as the member centre's list has.
const DRAWINGS: Record<AgentCentrePage, string> = {
  agentAnnouncement: 'M4 10v4h3l6 4V6l-6 4H4zm12-1.5a4.5 4.5 0 0 1 0 7',
  agentTeamOverview: 'M4 19V5m0 14h16M9 16v-4m4 4V8m4 8v-6',
  registerCenter: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-6 9a6 6 0 0 1 12 0m4-12v6m3-3h-6',
  downlineManagmentView: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6M2 20a6 6 0 0 1 12 0m2-6a6 6 0 0 1 6 6',
  personalHistoryCopy: 'M8 4h8l4 4v12H4V4h4zm0 7h8m-8 4h5',
  palStatementsAgentCopy: 'M4 19V5m0 14h16M8 15l3-4 3 2 5-6',
  agentRevenueReport: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm3 6h-4a2 2 0 0 0 0 4h2a2 2 0 0 1 0 4H9m3-10v2m0 8v2',
  agentDownlineTransactionDetailsCopy: 'M4 8h13m0 0-3-3m3 3-3 3m6 5H7m0 0 3-3m-3 3 3 3',
  agentDividendRecordCopy2: 'M12 3a9 9 0 1 0 9 9h-9V3zm3-.5A7 7 0 0 1 21.5 9H15V2.5z',
  agentDailyWages2: 'M4 6h16v14H4V6zm0 4h16M8 3v4m8-4v4',
  agentHourSalary: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  agentRealtimeSalary: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
};

/** The agent centre's page list (SPEC §2, in its order, contract pages only when their flag is on). */
export function AgentCentreNav({
  pages,
  page,
  onSelect,
}: {
  pages: readonly AgentCentrePage[];
  page: AgentCentrePage;
  onSelect: (page: AgentCentrePage) => void;
}) {
  const t = useT();
  return (
    <CentreNav
      data-slot="agent-centre-nav"
      label={t('agent_centre_title')}
      page={page}
      onSelect={onSelect}
      entries={pages.map((id) => ({
        id,
        label: t(AGENT_CENTRE_PAGE_KEYS[id]),
        icon: (className: string) => <CentreNavIcon drawing={DRAWINGS[id]} className={className} />,
      }))}
    />
  );
}
