import { getRedeemRecords, type RedeemRecord } from '@lobbykit/api-client';
import { REDEEM_STATUSES } from '@lobbykit/domain';
import { REDEEM_STATUS_KEYS, useFormat, useT } from '@lobbykit/i18n';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useCallQuery } from '../../platform/call-hooks';
import { EmptyState } from '../../platform/feedback/empty-state';
import { type RecordsColumn, RecordsTable } from '../../primitives/records-table/records-table';
import { TimeZoneNote } from '../../primitives/time-zone-note/time-zone-note';
import { RecordFilter, RecordsPager, RecordsProblem } from '../../record-lists/records-parts';
import { usePointsText } from './points-format';
import { RedeemStatusBadge } from './redeem-status';

type Status = RedeemRecord['status'];

/** Rows per page of the points mall's lists. */
export const POINTS_PAGE_SIZE = 10;

/**
 * The points mall redeem history (SPEC §2, §3, §4): each redeem with its goods, quantity, the points and money it
 * took, its status (In Process, Rejected, Approved), when it was asked for and its transaction reference; by status,
 * paged, newest first.
 */
export function RedeemHistory() {
  const t = useT();
  const { formatMoney, formatDateTime } = useFormat();
  const pointsText = usePointsText();
  const [status, setStatus] = useState<Status | null>(null);
  const [page, setPage] = useState(1);
  const records = useCallQuery(
    getRedeemRecords,
    { pageNo: page, pageSize: POINTS_PAGE_SIZE, ...(status ? { status } : {}) },
    { placeholderData: keepPreviousData },
  );
  const data = records.data;

  const columns: RecordsColumn<RedeemRecord>[] = [
    {
      id: 'time',
      header: t('pm_apply_time'),
      cell: (record) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(record.applyTime)}</span>,
    },
    {
      id: 'goods',
      header: t('pm_goods'),
      hideInCard: true,
      cell: (record) => record.goodsName,
    },
    { id: 'quantity', header: t('pm_quantity'), numeric: true, cell: (record) => record.quantity },
    {
      id: 'points',
      header: t('pm_points_used'),
      numeric: true,
      cell: (record) => <span data-slot="redeem-points">{pointsText(-record.pointsRequirement)}</span>,
    },
    {
      id: 'amount',
      header: t('pm_amount_used'),
      numeric: true,
      cell: (record) => formatMoney(Number(record.amountRequirement)),
    },
    {
      id: 'status',
      header: t('records_status'),
      hideInCard: true,
      cell: (record) => <RedeemStatusBadge status={record.status} />,
    },
    {
      id: 'reference',
      header: t('records_reference'),
      cell: (record) => (
        <span data-slot="redeem-reference" className="font-mono text-text-muted text-xs">
          {record.referenceNo}
        </span>
      ),
    },
  ];

  return (
    <div data-slot="redeem-history" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <RecordFilter
          variant="list"
          label={t('records_status')}
          value={status}
          options={REDEEM_STATUSES.map((value) => ({ value, label: t(REDEEM_STATUS_KEYS[value]) }))}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <TimeZoneNote className="sm:ms-auto sm:self-end sm:pb-3" />
      </div>
      {records.isError && !data ? (
        <RecordsProblem error={records.error} onRetry={() => void records.refetch()} />
      ) : (
        <>
          <RecordsTable
            label={t('redeem_history')}
            columns={columns}
            rows={data?.list}
            rowKey={(record) => record.referenceNo}
            cardTitle={(record) => record.goodsName}
            cardAside={(record) => <RedeemStatusBadge status={record.status} />}
            busy={records.isPlaceholderData}
            empty={
              <EmptyState
                headingLevel={3}
                title={status ? t('records_empty') : t('pm_history_empty')}
                detail={status ? t('records_empty_detail') : t('pm_history_empty_detail')}
              />
            }
          />
          {data && data.total > 0 ? (
            <RecordsPager page={page} pageCount={data.totalPages} total={data.total} onPageChange={setPage} />
          ) : null}
        </>
      )}
    </div>
  );
}
