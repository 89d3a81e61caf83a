import { getPointHistory, type PointEntry } from '@lobbykit/api-client';
import { lastDaysPeriod, POINT_TYPES } from '@lobbykit/domain';
import { POINT_TYPE_KEYS, useFormat, useT } from '@lobbykit/i18n';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useCallQuery } from '../../platform/call-hooks';
import { EmptyState } from '../../platform/feedback/empty-state';
import { type RecordsColumn, RecordsTable } from '../../primitives/records-table/records-table';
import { TimeZoneNote } from '../../primitives/time-zone-note/time-zone-note';
import { RecordFilter, RecordsPager, RecordsProblem } from '../../record-lists/records-parts';
import { cn } from '../../styling/cn';
import { usePointsText } from './points-format';
import { POINTS_PAGE_SIZE } from './redeem-history';

type PointType = PointEntry['type'];
type Span = '7' | '30' | '90';

/**
 * The points entries (SPEC §3): when, the point type (live, lottery ticket, pvp, slots, sports, redeem, deposit),
 * the points changed and the balance after, the stake or money behind it and the remark; by type and period, paged.
 */
export function PointRecords() {
  const t = useT();
  const { formatMoney, formatDateTime, timeZone } = useFormat();
  const pointsText = usePointsText();
  // The clock is read once, so paging never shifts the period under the player; its days are the platform's.
  const [now] = useState(() => Date.now());
  const [type, setType] = useState<PointType | null>(null);
  const [span, setSpan] = useState<Span>('30');
  const [page, setPage] = useState(1);
  const period = lastDaysPeriod(Number(span), now, timeZone.offsetMinutes);
  const entries = useCallQuery(
    getPointHistory,
    {
      startTime: period.startTime,
      endTime: period.endTime,
      pageNo: page,
      pageSize: POINTS_PAGE_SIZE,
      ...(type ? { type } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const data = entries.data;
  const typeLabel = (value: PointType) => t(POINT_TYPE_KEYS[value]);

  const columns: RecordsColumn<PointEntry>[] = [
    {
      id: 'time',
      header: t('records_time'),
      cell: (entry) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(entry.time)}</span>,
    },
    { id: 'type', header: t('records_type'), hideInCard: true, cell: (entry) => typeLabel(entry.type) },
    {
      id: 'change',
      header: t('pm_changed_points'),
      numeric: true,
      hideInCard: true,
      cell: (entry) => <ChangedPoints points={entry.changedPoints} text={pointsText(entry.changedPoints, true)} />,
    },
    {
      id: 'balance',
      header: t('pm_points_balance'),
      numeric: true,
      cell: (entry) => <span data-slot="points-after">{pointsText(entry.balance)}</span>,
    },
    { id: 'amount', header: t('records_amount'), numeric: true, cell: (entry) => formatMoney(Number(entry.amount)) },
    {
      id: 'remark',
      header: t('records_remark'),
      cell: (entry) => <span className="text-text-muted">{entry.remark}</span>,
    },
  ];

  return (
    <div data-slot="point-records" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <RecordFilter
          variant="list"
          label={t('records_type')}
          value={type}
          options={POINT_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
        />
        <RecordFilter
          variant="list"
          label={t('records_period')}
          value={span}
          allLabel={null}
          options={[
            { value: '7', label: t('records_last_7_days') },
            { value: '30', label: t('records_last_30_days') },
            { value: '90', label: t('pm_last_90_days') },
          ]}
          onChange={(value) => {
            setSpan(value ?? '30');
            setPage(1);
          }}
        />
        <TimeZoneNote className="sm:ms-auto sm:self-end sm:pb-3" />
      </div>
      {entries.isError && !data ? (
        <RecordsProblem error={entries.error} onRetry={() => void entries.refetch()} />
      ) : (
        <>
          <RecordsTable
            label={t('pm_point_records')}
            columns={columns}
            rows={data?.list}
            rowKey={(entry) => `${entry.referenceNo}-${entry.time}-${entry.changedPoints}`}
            cardTitle={(entry) => typeLabel(entry.type)}
            cardAside={(entry) => (
              <ChangedPoints points={entry.changedPoints} text={pointsText(entry.changedPoints, true)} />
            )}
            busy={entries.isPlaceholderData}
            empty={<EmptyState headingLevel={3} title={t('records_empty')} detail={t('records_empty_detail')} />}
          />
          {data && data.total > 0 ? (
            <RecordsPager page={page} pageCount={data.totalPages} total={data.total} onPageChange={setPage} />
          ) : null}
        </>
      )}
    </div>
  );
}

function ChangedPoints({ points, text }: { points: number; text: string }) {
  return (
    <span
      data-slot="changed-points"
      className={cn('whitespace-nowrap font-semibold tabular-nums', points > 0 ? 'text-success' : 'text-text')}
    >
      {text}
    </span>
  );
}
