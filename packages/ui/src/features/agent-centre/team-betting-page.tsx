import { type BetRecord, getTeamBettingRecords } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import type { AgentCentrePageProps } from '../../centres/centre-page';
import { BetWinLoss, useBetColumns, useGameTypeOptions } from '../../record-lists/bet-columns';
import { RecordFilterRow, RecordsPage, useRecordsPage } from '../../record-lists/records-page';
import { RecordFilter } from '../../record-lists/records-parts';
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
  const column = useBetColumns(records.data?.totals);
  const gameTypes = useGameTypeOptions();
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
            options={gameTypes}
            onChange={(gameType) => query.setFilter({ ...query.filter, gameType })}
          />
          <DownlineSearch
            value={query.filter.username}
            onChange={(username) => query.setFilter({ ...query.filter, username })}
          />
        </RecordFilterRow>
      }
      label={t('ac_team_betting')}
      columns={[
        column.player,
        column.time,
        column.type,
        column.stake,
        column.valid,
        column.winLoss,
        column.status,
        column.order,
      ]}
      rowKey={(bet) => bet.orderNo}
      cardTitle={(bet) => (
        <>
          {bet.username}
          <span className="block font-normal text-text-muted text-xs">
            {bet.gameName} · {bet.vendor}
          </span>
        </>
      )}
      cardAside={(bet) => <BetWinLoss bet={bet} />}
    />
  );
}
