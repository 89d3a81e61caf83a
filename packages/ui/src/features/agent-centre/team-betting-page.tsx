import { type BetRecord, getTeamBettingRecords } from '@lobbykit/api-client';
import { GAME_CATEGORIES } from '@lobbykit/domain';
import { GAME_CATEGORY_KEYS, useT } from '@lobbykit/i18n';
import type { AgentCentrePageProps } from '../../platform/centre-page';
import { RecordFilterRow, RecordsPage, useRecordsPage } from '../../platform/records/records-page';
import { Money, RecordFilter, RecordTime } from '../../platform/records/records-parts';
import type { RecordsColumn } from '../../primitives/records-table/records-table';
import { DownlineSearch } from './downline-search';

type GameType = BetRecord['gameType'];

/**
 * Team betting (SPEC §2, agent page personalHistoryCopy): the bets of the agent's whole team over a period, by game
 * type or one downline, paged by the platform, with the totals of every bet the query matches.
 */
export function TeamBettingPage(_props: AgentCentrePageProps) {
  const t = useT();
  const { query, records } = useRecordsPage(
    getTeamBettingRecords,
    { gameType: null as GameType | null, username: null as string | null },
    ({ gameType, username }) => ({ ...(gameType ? { gameType } : {}), ...(username ? { username } : {}) }),
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
    <RecordsPage
      data-slot="team-betting-page"
      query={query}
      records={records}
      page={records.data}
      filters={
        <RecordFilterRow>
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
        </RecordFilterRow>
      }
      label={t('ac_team_betting')}
      columns={columns}
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
    />
  );
}
