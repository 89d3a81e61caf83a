import { getAgentIncome, type IncomeRecord } from '@lobbykit/api-client';
import { type MessageKey, useFormat, useT } from '@lobbykit/i18n';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallQuery } from '../../platform/call-hooks';
import type { AgentCentrePageProps } from '../../platform/centre-page';
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
import { AGENT_RECORDS_PAGE_SIZE } from './team-betting-page';

type IncomeKind = IncomeRecord['kind'];

const INCOME_KIND_KEYS = {
  dividend: 'ac_dividend',
  dailySalary: 'ac_daily_salary',
  hourlySalary: 'ac_hourly_salary',
  realTimeSalary: 'ac_realtime_salary',
} as const satisfies Record<IncomeKind, MessageKey>;

const INCOME_KINDS = Object.keys(INCOME_KIND_KEYS) as IncomeKind[];

/**
 * My income (SPEC §2, agent page agentRevenueReport): what the agent's contracts paid over a period, by contract
 * type, paged by the platform, with the total of every payment the query matches.
 */
export function MyIncomePage(_props: AgentCentrePageProps) {
  const t = useT();
  const { formatDateTime } = useFormat();
  const query = useRecordQuery<IncomeKind | null>(null);
  const income = useCallQuery(
    getAgentIncome,
    {
      startTime: query.period.startTime,
      endTime: query.period.endTime,
      pageNo: query.page,
      pageSize: AGENT_RECORDS_PAGE_SIZE,
      ...(query.filter ? { kind: query.filter } : {}),
    },
    { placeholderData: keepPreviousData },
  );
  const kindLabel = (kind: IncomeKind) => t(INCOME_KIND_KEYS[kind]);
  const data = income.data;
  const periodOf = (row: IncomeRecord) =>
    t('records_period_shown', {
      from: formatDateTime(row.periodStart, 'yyyy-MM-dd hh:mm'),
      to: formatDateTime(row.periodEnd, 'yyyy-MM-dd hh:mm'),
    });

  const columns: RecordsColumn<IncomeRecord>[] = [
    { id: 'paidAt', header: t('ac_paid_at'), cell: (row) => <RecordTime ms={row.paidAt} /> },
    {
      id: 'kind',
      header: t('ac_income_kind'),
      hideInCard: true,
      cell: (row) => <span className="whitespace-nowrap font-medium">{kindLabel(row.kind)}</span>,
    },
    {
      id: 'period',
      header: t('ac_income_period'),
      cell: (row) => <span className="tabular-nums">{periodOf(row)}</span>,
    },
    { id: 'base', header: t('ac_income_base'), numeric: true, cell: (row) => <Money value={row.base} /> },
    { id: 'rate', header: t('ac_income_rate'), numeric: true, cell: (row) => `${row.rate}%` },
    {
      id: 'reference',
      header: t('records_reference'),
      cell: (row) => (
        <span className="text-text-muted text-xs tabular-nums @2xl:inline-block @2xl:w-28">{row.referenceNo}</span>
      ),
    },
    {
      id: 'amount',
      header: t('records_amount'),
      numeric: true,
      hideInCard: true,
      cell: (row) => <Money value={row.amount} className="text-gold" />,
      total: data ? <Money value={data.totalAmount} className="text-gold" /> : undefined,
    },
  ];

  return (
    <RecordsLayout
      toolbar={
        <>
          <RecordPeriodPicker value={query.choice} onChange={query.setChoice} now={query.now} />
          <RecordFilter
            label={t('ac_income_kind')}
            value={query.filter}
            options={INCOME_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
            onChange={query.setFilter}
          />
        </>
      }
    >
      {income.isError ? (
        <RecordsProblem error={income.error} onRetry={() => income.refetch()} />
      ) : (
        <>
          <RecordsTable
            label={t('ac_my_income')}
            columns={columns}
            rows={data?.list}
            rowKey={(row) => row.referenceNo}
            cardTitle={(row) => kindLabel(row.kind)}
            cardAside={(row) => <Money value={row.amount} className="font-semibold text-gold" />}
            totalsLabel={t('records_total')}
            busy={income.isPlaceholderData && income.isFetching}
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
