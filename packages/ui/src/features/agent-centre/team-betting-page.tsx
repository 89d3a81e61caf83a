import { type BetRecord, getTeamBettingRecords } from '@lobbykit/api-client';
import { GAME_CATEGORIES } from '@lobbykit/domain';
import { GAME_CATEGORY_KEYS, useT } from '@lobbykit/i18n';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallQuery } from '../../platform/call-hooks';
import type { AgentCentrePageProps } from '../../platform/centre-page';
import {
  Money,
  RecordFilter,
  RecordPeriodPicker,
  RecordsEmpty,
  RecordsLayout,
  RecordsPager,
  RecordsProblem,
  RecordTime,
  useRecordQuery,
} from '../../platform/records/records-parts';
import { type RecordsColumn, RecordsTable } from '../../primitives/records-table/records-table';
import { DownlineSearch } from './downline-search';

/** Rows of an agent records page. */
export const AGENT_RECORDS_PAGE_SIZE = 20;

type GameType = BetRecord['gameType'];

/**
 * Team betting (SPEC §2, agent page personalHistoryCopy): the bets of the agent's whole team over a period, by game
 * type or one downline, paged by the platform, with the totals of every bet the query matches.
 */
export function TeamBettingPage(_props: AgentCentrePageProps) {
  const t = useT();
  const query = useRecordQuery<{ gameType: GameType | null; username: string | null }>({
    gameType: null,
    username: null,
  });
  const records = useCallQuery(
    getTeamBettingRecords,
    {
      startTime: query.period.startTime,
      endTime: query.period.endTime,
      pageNo: query.page,
      pageSize: AGENT_RECORDS_PAGE_SIZE,
      ...(query.filter.gameType ? { gameType: query.filter.gameType } : {}),
      ...(query.filter.username ? { username: query.filter.username } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const gameTypeLabel = (type: GameType) => t(GAME_CATEGORY_KEYS[type]);
  const totals = records.data?.totals;

  const columns: RecordsColumn<BetRecord>[] = [
    {
      id: 'player',
      header: `${t('ac_username')} / ${t('records_game')}`,
      hideInCard: true,
      cell: (bet) => (
        <span className="flex flex-col">
          <span className="font-medium">{bet.username}</span>
          <span className="text-sm">{bet.gameName}</span>
          <span className="text-text-muted text-xs tabular-nums">
            {bet.vendor} · {bet.orderNo}
          </span>
        </span>
      ),
    },
    { id: 'time', header: t('records_bet_time'), cell: (bet) => <RecordTime ms={bet.betTime} /> },
    {
      id: 'type',
      header: t('records_game_type'),
      cell: (bet) => <span className="whitespace-nowrap">{gameTypeLabel(bet.gameType)}</span>,
    },
    {
      id: 'stake',
      header: t('records_bet_amount'),
      numeric: true,
      cell: (bet) => <Money value={bet.betAmount} />,
      total: totals ? <Money value={totals.betAmount} /> : undefined,
    },
    {
      id: 'valid',
      header: t('records_valid_bet'),
      numeric: true,
      cell: (bet) => <Money value={bet.validBet} />,
      total: totals ? <Money value={totals.validBet} /> : undefined,
    },
    {
      id: 'winLoss',
      header: t('records_win_loss'),
      numeric: true,
      hideInCard: true,
      cell: (bet) => <Money value={bet.winLoss} signed />,
      total: totals ? <Money value={totals.winLoss} signed /> : undefined,
    },
    { id: 'status', header: t('records_status'), cell: (bet) => t(`bet_status_${bet.status}`) },
    {
      id: 'order',
      header: t('records_order_no'),
      hideInTable: true,
      cell: (bet) => <span className="text-text-muted text-xs tabular-nums">{bet.orderNo}</span>,
    },
  ];

  return (
    <RecordsLayout
      toolbar={
        <>
          <RecordPeriodPicker value={query.choice} onChange={query.setChoice} now={query.now} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <RecordFilter
              label={t('records_game_type')}
              value={query.filter.gameType}
              options={GAME_CATEGORIES.map((type) => ({ value: type, label: gameTypeLabel(type) }))}
              onChange={(gameType) => query.setFilter({ ...query.filter, gameType })}
            />
            <DownlineSearch
              value={query.filter.username}
              onChange={(username) => query.setFilter({ ...query.filter, username })}
            />
          </div>
        </>
      }
    >
      {records.isError ? (
        <RecordsProblem error={records.error} onRetry={() => records.refetch()} />
      ) : (
        <>
          <RecordsTable
            label={t('ac_team_betting')}
            columns={columns}
            rows={records.data?.list}
            rowKey={(bet) => bet.orderNo}
            cardTitle={(bet) => (
              <>
                {bet.username}
                <span className="block font-normal text-text-muted text-xs">
                  {bet.gameName} · {bet.vendor}
                </span>
              </>
            )}
            cardAside={(bet) => <Money value={bet.winLoss} signed className="font-semibold" />}
            totalsLabel={t('records_total')}
            busy={records.isPlaceholderData && records.isFetching}
            empty={<RecordsEmpty />}
          />
          {records.data && records.data.total > 0 ? (
            <RecordsPager
              page={query.page}
              pageCount={records.data.totalPages}
              total={records.data.total}
              onPageChange={query.setPage}
            />
          ) : null}
        </>
      )}
    </RecordsLayout>
  );
}
