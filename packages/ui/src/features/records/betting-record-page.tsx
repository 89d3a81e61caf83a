import { type BetRecord, getBettingRecords } from '@lobbykit/api-client';
import { GAME_CATEGORIES } from '@lobbykit/domain';
import { GAME_CATEGORY_KEYS, useT } from '@lobbykit/i18n';
import type { MemberCentrePageProps } from '../../platform/centre-page';
import { RecordsPage, useRecordsPage } from '../../platform/records/records-page';
import { Money, RecordFilter, RecordTime } from '../../platform/records/records-parts';
import type { RecordsColumn } from '../../primitives/records-table/records-table';

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
  const gameTypeLabel = (type: GameType) => t(GAME_CATEGORY_KEYS[type]);
  const statusLabel = (status: BetRecord['status']) => t(`bet_status_${status}`);
  const totals = records.data?.totals;

  const columns: RecordsColumn<BetRecord>[] = [
    {
      id: 'game',
      header: t('records_game'),
      hideInCard: true,
      cell: (bet) => (
        <span className="flex flex-col">
          <span className="font-medium">{bet.gameName}</span>
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
      id: 'payout',
      header: t('records_payout'),
      numeric: true,
      cell: (bet) => <Money value={bet.payout} />,
      total: totals ? <Money value={totals.payout} /> : undefined,
    },
    {
      id: 'winLoss',
      header: t('records_win_loss'),
      numeric: true,
      hideInCard: true,
      cell: (bet) => <Money value={bet.winLoss} signed />,
      total: totals ? <Money value={totals.winLoss} signed /> : undefined,
    },
    {
      id: 'status',
      header: t('records_status'),
      cell: (bet) => <BetStatus status={bet.status} label={statusLabel(bet.status)} />,
    },
    {
      id: 'order',
      header: t('records_order_no'),
      hideInTable: true,
      cell: (bet) => <span className="text-text-muted text-xs tabular-nums">{bet.orderNo}</span>,
    },
  ];

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
          options={GAME_CATEGORIES.map((type) => ({ value: type, label: gameTypeLabel(type) }))}
          onChange={query.setFilter}
        />
      }
      label={t('mc_betting_record')}
      columns={columns}
      rowKey={(bet) => bet.orderNo}
      cardTitle={(bet) => (
        <>
          {bet.gameName}
          <span className="block font-normal text-text-muted text-xs">{bet.vendor}</span>
        </>
      )}
      cardAside={(bet) => <Money value={bet.winLoss} signed className="font-semibold" />}
    />
  );
}

function BetStatus({ status, label }: { status: BetRecord['status']; label: string }) {
  return (
    <span
      data-status={status}
      className="inline-flex items-center gap-1.5 whitespace-nowrap text-sm data-[status=cancelled]:text-text-muted"
    >
      <span
        aria-hidden="true"
        className="size-1.5 rounded-full bg-success data-[status=unsettled]:bg-gold"
        data-status={status}
      />
      {label}
    </span>
  );
}
