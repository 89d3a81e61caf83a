import { getTransactionHistory, type TransactionRecord } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import type { RecordsColumn } from '../../primitives/records-table/records-table';
import { RecordsPage, useRecordsPage } from '../../record-lists/records-page';
import { Money, RecordFilter, RecordTime } from '../../record-lists/records-parts';

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
  // This call takes both ends as included.
  const { query, records } = useRecordsPage(
    getTransactionHistory,
    null as MoveType | null,
    (type) => (type ? { type } : {}),
    { inclusiveEnd: true },
  );
  const data = records.data;
  const walletName = (side: string | null) => (side === null ? '' : side === 'MAIN' ? t('records_main_wallet') : side);
  // Money out of the account reads negative; a move between its own wallets keeps its plain amount.
  const signedAmount = (move: TransactionRecord) => (move.direction === 'out' ? `-${move.amount}` : move.amount);
  const totals = data?.totals;

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
    <RecordsPage
      data-slot="account-record-page"
      query={query}
      records={records}
      page={data && { list: data.records, total: data.totalCount, totalPages: data.totalPages }}
      filters={
        <RecordFilter
          label={t('records_type')}
          value={query.filter}
          options={MOVE_TYPES.map((type) => ({ value: type, label: t(typeKey(type)) }))}
          onChange={query.setFilter}
        />
      }
      summary={
        totals && data && data.totalCount > 0 ? (
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
        ) : null
      }
      label={t('mc_account_record')}
      columns={columns}
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
    />
  );
}
