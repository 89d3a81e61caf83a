import { type CallOutput, getUserProfitLoss } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import type { AgentCentrePageProps } from '../../centres/centre-page';
import type { RecordsColumn } from '../../primitives/records-table/records-table';
import { RecordsPage, useRecordsPage } from '../../record-lists/records-page';
import { Money } from '../../record-lists/records-parts';
import { DownlineSearch } from './downline-search';

type ProfitLossRow = CallOutput<typeof getUserProfitLoss>['list'][number];

/**
 * User profit and loss (SPEC §2, agent page palStatementsAgentCopy): each downline who played or moved money in the
 * period, from the player's side (profit and loss = win/loss + bonus), paged by the platform, with the team's totals.
 */
export function UserProfitLossPage(_props: AgentCentrePageProps) {
  const t = useT();
  const { query, records: report } = useRecordsPage(getUserProfitLoss, null as string | null, (username) =>
    username ? { username } : {},
  );
  const totals = report.data?.totals;

  const columns: RecordsColumn<ProfitLossRow>[] = [
    {
      id: 'player',
      header: t('ac_username'),
      hideInCard: true,
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.username}</span>
          <span className="text-text-muted text-xs">{t('ac_level', { depth: row.depth })}</span>
        </span>
      ),
    },
    { id: 'level', header: t('ac_level_column'), numeric: true, hideInTable: true, cell: (row) => String(row.depth) },
    {
      id: 'bets',
      header: t('records_bet_count'),
      numeric: true,
      cell: (row) => String(row.betCount),
      total: totals ? String(totals.betCount) : undefined,
    },
    {
      id: 'valid',
      header: t('records_valid_bet'),
      numeric: true,
      cell: (row) => <Money value={row.validBet} />,
      total: totals ? <Money value={totals.validBet} /> : undefined,
    },
    {
      id: 'winLoss',
      header: t('records_win_loss'),
      numeric: true,
      cell: (row) => <Money value={row.winLoss} signed />,
      total: totals ? <Money value={totals.winLoss} signed /> : undefined,
    },
    {
      id: 'bonus',
      header: t('records_bonus'),
      numeric: true,
      cell: (row) => <Money value={row.bonus} />,
      total: totals ? <Money value={totals.bonus} /> : undefined,
    },
    {
      id: 'profitLoss',
      header: t('records_profit_loss'),
      numeric: true,
      hideInCard: true,
      cell: (row) => <Money value={row.profitLoss} signed className="font-semibold" />,
      total: totals ? <Money value={totals.profitLoss} signed /> : undefined,
    },
    {
      id: 'deposits',
      header: t('ac_deposits'),
      numeric: true,
      cell: (row) => <Money value={row.depositAmount} />,
      total: totals ? <Money value={totals.depositAmount} /> : undefined,
    },
    {
      id: 'withdrawals',
      header: t('ac_withdrawals'),
      numeric: true,
      cell: (row) => <Money value={row.withdrawalAmount} />,
      total: totals ? <Money value={totals.withdrawalAmount} /> : undefined,
    },
  ];

  return (
    <RecordsPage
      data-slot="user-profit-loss-page"
      query={query}
      records={report}
      page={report.data}
      filters={<DownlineSearch value={query.filter} onChange={query.setFilter} />}
      summary={<p className="text-sm text-text-muted">{t('records_profit_formula')}</p>}
      label={t('ac_user_profit_loss')}
      columns={columns}
      rowKey={(row) => row.username}
      cardTitle={(row) => row.username}
      cardAside={(row) => <Money value={row.profitLoss} signed className="font-semibold" />}
    />
  );
}
