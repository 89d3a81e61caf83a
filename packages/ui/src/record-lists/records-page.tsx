import type { CallInput, PlatformError, ReadCall } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCallQuery } from '../platform/call-hooks';
import { RecordsTable, type RecordsTableProps } from '../primitives/records-table/records-table';
import {
  RecordPeriodPicker,
  RecordsEmpty,
  RecordsLayout,
  RecordsPager,
  RecordsProblem,
  useRecordQuery,
} from './records-parts';

/** Rows of a records page. */
export const RECORDS_PAGE_SIZE = 20;

/** What {@link useRecordQuery} gives a records page: the period, the filter, the page. */
export type RecordQuery<Filter> = ReturnType<typeof useRecordQuery<Filter>>;

/**
 * A records page's query and its paged read: the period and page as the platform takes them, then the page's own
 * filter; the page shown stays while the next one loads. `inclusiveEnd` is for a call that takes both ends as
 * included (the period's end is the first moment after it).
 */
export function useRecordsPage<D extends ReadCall, Filter>(
  call: D,
  initialFilter: Filter,
  filterInput: (filter: Filter) => Partial<CallInput<D>>,
  { inclusiveEnd = false }: { inclusiveEnd?: boolean } = {},
) {
  const query = useRecordQuery<Filter>(initialFilter);
  const records = useCallQuery(
    call,
    {
      startTime: query.period.startTime,
      endTime: inclusiveEnd ? query.period.endTime - 1 : query.period.endTime,
      pageNo: query.page,
      pageSize: RECORDS_PAGE_SIZE,
      ...filterInput(query.filter),
    } as CallInput<D>,
    { placeholderData: keepPreviousData },
  );
  return { query, records };
}

/** One page of records as the platform pages them. */
export type RecordsPageData<Row> = { list: readonly Row[]; total: number; totalPages: number };

/** The filters of a records page side by side where there is room, one under the other on a phone. */
export function RecordFilterRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 sm:flex-row sm:items-end">{children}</div>;
}

/**
 * A records page: the period picker and the page's filters, then the summary (if any), the table or cards of the
 * page's records (skeleton rows while the first page loads, the honest empty state) and the pager; a failed read is
 * the catalogue's message with a retry in their place.
 */
export function RecordsPage<Row>({
  query,
  records,
  page,
  filters,
  summary,
  'data-slot': slot,
  ...table
}: {
  query: Pick<RecordQuery<unknown>, 'choice' | 'setChoice' | 'now' | 'page' | 'setPage'>;
  records: UseQueryResult<unknown, PlatformError>;
  /** The page of records shown; `undefined` while the first page loads. */
  page: RecordsPageData<Row> | undefined;
  filters?: ReactNode;
  /** Shown above the records (totals, a note), only when the read did not fail. */
  summary?: ReactNode;
  /** The root's `data-slot`: the page's own name, e.g. `bonus-details-page` (`records-page` if none). */
  'data-slot'?: string;
} & Omit<RecordsTableProps<Row>, 'rows' | 'totalsLabel' | 'busy' | 'empty'>) {
  const t = useT();
  return (
    <RecordsLayout
      data-slot={slot}
      toolbar={
        <>
          <RecordPeriodPicker value={query.choice} onChange={query.setChoice} now={query.now} />
          {filters}
        </>
      }
    >
      {records.isError ? (
        <RecordsProblem error={records.error} onRetry={() => records.refetch()} />
      ) : (
        <>
          {summary}
          <RecordsTable
            {...table}
            rows={page?.list}
            totalsLabel={t('records_total')}
            busy={records.isPlaceholderData && records.isFetching}
            empty={<RecordsEmpty />}
          />
          {page && page.total > 0 ? (
            <RecordsPager
              page={query.page}
              pageCount={page.totalPages}
              total={page.total}
              onPageChange={query.setPage}
            />
          ) : null}
        </>
      )}
    </RecordsLayout>
  );
}
