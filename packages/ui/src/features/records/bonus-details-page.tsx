import { type BonusRecord, getBonusDetails } from '@lobbykit/api-client';
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

type BonusKind = BonusRecord['kind'];

const BONUS_KINDS: readonly BonusKind[] = ['promotion', 'rebate', 'raffle', 'mission', 'vip', 'referral'];

/** Bonus details (SPEC §2 bonusDetails): bonuses paid to the member over a period, by kind, paged, with their total. */
export function BonusDetailsPage(_props: MemberCentrePageProps) {
  const t = useT();
  const query = useRecordQuery<BonusKind | null>(null);
  const bonuses = useCallQuery(
    getBonusDetails,
    {
      startTime: query.period.startTime,
      endTime: query.period.endTime,
      pageNo: query.page,
      pageSize: RECORDS_PAGE_SIZE,
      ...(query.filter ? { kind: query.filter } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const kindLabel = (kind: BonusKind) => t(`bonus_kind_${kind}`);
  const data = bonuses.data;

  const columns: RecordsColumn<BonusRecord>[] = [
    { id: 'time', header: t('records_time'), cell: (bonus) => <RecordTime ms={bonus.time} /> },
    { id: 'kind', header: t('records_bonus_kind'), cell: (bonus) => kindLabel(bonus.kind) },
    { id: 'title', header: t('records_details'), hideInCard: true, cell: (bonus) => bonus.title },
    {
      id: 'reference',
      header: t('records_reference'),
      cell: (bonus) => <span className="text-text-muted text-xs tabular-nums">{bonus.referenceNo}</span>,
    },
    {
      id: 'amount',
      header: t('records_amount'),
      numeric: true,
      hideInCard: true,
      cell: (bonus) => <Money value={bonus.amount} signed />,
      total: data ? <Money value={data.totalAmount} signed /> : undefined,
    },
  ];

  return (
    <RecordsLayout
      toolbar={
        <>
          <RecordPeriodPicker value={query.choice} onChange={query.setChoice} now={query.now} />
          <RecordFilter
            label={t('records_bonus_kind')}
            value={query.filter}
            options={BONUS_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
            onChange={query.setFilter}
          />
        </>
      }
    >
      {bonuses.isError ? (
        <RecordsProblem error={bonuses.error} onRetry={() => bonuses.refetch()} />
      ) : (
        <>
          <RecordsTable
            label={t('mc_bonus_details')}
            columns={columns}
            rows={data?.list}
            rowKey={(bonus) => bonus.referenceNo}
            cardTitle={(bonus) => bonus.title}
            cardAside={(bonus) => <Money value={bonus.amount} signed className="font-semibold" />}
            totalsLabel={t('records_total')}
            busy={bonuses.isPlaceholderData && bonuses.isFetching}
            empty={<RecordsEmpty />}
          />
          {data && data.total > 0 ? (
            <RecordsPager
              page={query.page}
              pageCount={data.totalPages}
              total={data.total}
              onPageChange={query.setPage}
            />
          ) : null}
        </>
      )}
    </RecordsLayout>
  );
}
