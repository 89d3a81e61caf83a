import { type BetRecord, getBettingRecords } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { BetWinLoss, useBetColumns, useGameTypeOptions } from '../../record-lists/bet-columns';
import { RecordsPage, useRecordsPage } from '../../record-lists/records-page';
import { RecordFilter } from '../../record-lists/records-parts';

type GameType = BetRecord['gameType'];

/**
 * Betting record (SPEC §2 personalHistoryCopy): the member's bets over a period, by game type, paged, with the totals
 * of every bet the period and filter match.
 */
export function BettingRecordPage(_props: MemberCentrePageProps) {
  const t = useT();
  const { query, records } = useRecordsPage(getBettingRecords, null as GameType | null, (gameType) =>
    gameType ? { gameType } : {},
  );
  const column = useBetColumns(records.data?.totals);
  const gameTypes = useGameTypeOptions();
  return (
    <RecordsPage
      data-slot="betting-record-page"
      query={query}
      records={records}
      page={records.data}
      filters={
        <RecordFilter
          label={t('records_game_type')}
          value={query.filter}
          options={gameTypes}
          onChange={query.setFilter}
        />
      }
      label={t('mc_betting_record')}
      columns={[
        column.game,
        column.time,
        column.type,
        column.stake,
        column.valid,
        column.payout,
        column.winLoss,
        column.status,
        column.order,
      ]}
      rowKey={(bet) => bet.orderNo}
      cardTitle={(bet) => (
        <>
          {bet.gameName}
          <span className="block font-normal text-text-muted text-xs">{bet.vendor}</span>
        </>
      )}
      cardAside={(bet) => <BetWinLoss bet={bet} />}
    />
  );
}
