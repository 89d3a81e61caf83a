import { getTransactionHistory, type TransactionRecord } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
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
import { RECORDS_PAGE_SIZE } from './betting-record-page';

type MoveType = TransactionRecord['type'];

const MOVE_TYPES: readonly MoveType[] = [
  'deposit',
  'withdrawal',
  'transfer',
  'transfer-upline',
  'transfer-downline',
  'adjustment',
];

const typeKey = (type: MoveType) => `record_type_${type.replace('-', '_') as 'transfer_upline'}` as const;

const statusKeys = {
  'In Process': 'redeem_in_process',
  Approved: 'redeem_approved',
  Rejected: 'redeem_rejected',
} as const;

/**
 * Account record (SPEC §2 transactionHistory): every money move of the member over a period (deposits, withdrawals,
 * wallet transfers, transfers to the upline, bonuses), by type, paged, with money in and out over the whole period.
 */
export function AccountRecordPage(_props: MemberCentrePageProps) {
  const t = useT();
  const query = useRecordQuery<MoveType | null>(null);
  const records = useCallQuery(
    getTransactionHistory,
    {
      startTime: query.period.startTime,
      // This call takes both ends as included; the period's end is the first moment after it.
      endTime: query.period.endTime - 1,
      pageNo: query.page,
      pageSize: RECORDS_PAGE_SIZE,
      ...(query.filter ? { type: query.filter } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const walletName = (side: string | null) => (side === null ? '' : side === 'MAIN' ? t('records_main_wallet') : side);
  // Money out of the account reads negative; a move between its own wallets keeps its plain amount.
  const signedAmount = (move: TransactionRecord) => (move.direction === 'out' ? `-${move.amount}` : move.amount);
  const totals = records.data?.totals;

  const columns: RecordsColumn<TransactionRecord>[] = [
    { id: 'time', header: t('records_time'), hideInCard: true, cell: (move) => <RecordTime ms={move.time} /> },
    { id: 'type', header: t('records_type'), hideInCard: true, cell: (move) => t(typeKey(move.type)) },
    { id: 'from', header: t('records_source'), cell: (move) => walletName(move.from) },
    { id: 'to', header: t('records_destination'), cell: (move) => walletName(move.to) },
    {
      id: 'status',
      header: t('records_status'),
      cell: (move) => (
        <span className={move.status === 'Rejected' ? 'text-text-muted' : undefined}>{t(statusKeys[move.status])}</span>
      ),
    },
    {
      id: 'reference',
      header: t('records_reference'),
      cell: (move) => (
        <span className="flex flex-col">
          <span className="text-text-muted text-xs tabular-nums">{move.reference}</span>
          {move.remark ? <span className="text-xs">{move.remark}</span> : null}
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('records_amount'),
      numeric: true,
      hideInCard: true,
      cell: (move) => <Money value={signedAmount(move)} signed={move.direction === 'in'} />,
    },
  ];

  return (
    <RecordsLayout
      toolbar={
        <>
          <RecordPeriodPicker value={query.choice} onChange={query.setChoice} now={query.now} />
          <RecordFilter
            label={t('records_type')}
            value={query.filter}
            options={MOVE_TYPES.map((type) => ({ value: type, label: t(typeKey(type)) }))}
            onChange={query.setFilter}
          />
        </>
      }
    >
      {records.isError ? (
        <RecordsProblem error={records.error} onRetry={() => records.refetch()} />
      ) : (
        <>
          {totals && records.data && records.data.totalCount > 0 ? (
            <dl
              data-slot="account-totals"
              className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-surface-1 p-4 text-sm sm:max-w-md"
            >
              <div className="flex flex-col gap-1">
                <dt className="text-text-muted">{t('records_money_in')}</dt>
                <dd className="font-semibold text-base">
                  <Money value={totals.moneyIn} signed />
                </dd>
              </div>
              <div className="flex flex-col gap-1 text-end">
                <dt className="text-text-muted">{t('records_money_out')}</dt>
                <dd className="font-semibold text-base">
                  <Money value={totals.moneyOut === '0.00' ? totals.moneyOut : `-${totals.moneyOut}`} />
                </dd>
              </div>
            </dl>
          ) : null}
          <RecordsTable
            label={t('mc_account_record')}
            columns={columns}
            rows={records.data?.records}
            rowKey={(move) => move.reference}
            cardTitle={(move) => (
              <>
                {t(typeKey(move.type))}
                <span className="block font-normal text-text-muted text-xs">
                  <RecordTime ms={move.time} />
                </span>
              </>
            )}
            cardAside={(move) => (
              <Money value={signedAmount(move)} signed={move.direction === 'in'} className="font-semibold" />
            )}
            busy={records.isPlaceholderData && records.isFetching}
            empty={<RecordsEmpty />}
          />
          {records.data && records.data.totalCount > 0 ? (
            <RecordsPager
              page={query.page}
              pageCount={records.data.totalPages}
              total={records.data.totalCount}
              onPageChange={query.setPage}
            />
          ) : null}
        </>
      )}
    </RecordsLayout>
  );
}
