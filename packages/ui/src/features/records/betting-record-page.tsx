import { type BetRecord, getBettingRecords } from '@lobbykit/api-client';
import { GAME_CATEGORIES } from '@lobbykit/domain';
import { GAME_CATEGORY_KEYS, useT } from '@lobbykit/i18n';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallQuery } from '../../platform/call-hooks';
import type { MemberCentrePageProps } from '../../platform/centre-page';
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

/** Rows of a records page. */
export const RECORDS_PAGE_SIZE = 20;

type GameType = BetRecord['gameType'];

/**
 * Betting record (SPEC §2 personalHistoryCopy): the member's bets over a period, by game type, paged, with the totals
 * of every bet the period and filter match.
 */
export function BettingRecordPage(_props: MemberCentrePageProps) {
  const t = useT();
  const query = useRecordQuery<GameType | null>(null);
  const records = useCallQuery(
    getBettingRecords,
    {
      startTime: query.period.startTime,
      endTime: query.period.endTime,
      pageNo: query.page,
      pageSize: RECORDS_PAGE_SIZE,
      ...(query.filter ? { gameType: query.filter } : {}),
    },
    { placeholderData: keepPreviousData },
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
    <RecordsLayout
      toolbar={
        <>
          <RecordPeriodPicker value={query.choice} onChange={query.setChoice} now={query.now} />
          <RecordFilter
            label={t('records_game_type')}
            value={query.filter}
            options={GAME_CATEGORIES.map((type) => ({ value: type, label: gameTypeLabel(type) }))}
            onChange={query.setFilter}
          />
        </>
      }
    >
      {records.isError ? (
        <RecordsProblem error={records.error} onRetry={() => records.refetch()} />
      ) : (
        <>
          <RecordsTable
            label={t('mc_betting_record')}
            columns={columns}
            rows={records.data?.list}
            rowKey={(bet) => bet.orderNo}
            cardTitle={(bet) => (
              <>
                {bet.gameName}
                <span className="block font-normal text-text-muted text-xs">{bet.vendor}</span>
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
