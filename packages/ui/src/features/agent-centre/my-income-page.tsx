import { getAgentIncome, type IncomeRecord } from '@lobbykit/api-client';
import { type MessageKey, useFormat, useT } from '@lobbykit/i18n';
import type { AgentCentrePageProps } from '../../centres/centre-page';
import type { RecordsColumn } from '../../primitives/records-table/records-table';
import { RecordsPage, useRecordsPage } from '../../record-lists/records-page';
import { Money, RecordFilter, RecordTime } from '../../record-lists/records-parts';

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
  const { query, records: income } = useRecordsPage(getAgentIncome, null as IncomeKind | null, (kind) =>
    kind ? { kind } : {},
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
    <RecordsPage
      data-slot="my-income-page"
      query={query}
      records={income}
      page={data}
      filters={
        <RecordFilter
          label={t('ac_income_kind')}
          value={query.filter}
          options={INCOME_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          onChange={query.setFilter}
        />
      }
      label={t('ac_my_income')}
      columns={columns}
      rowKey={(row) => row.referenceNo}
      cardTitle={(row) => kindLabel(row.kind)}
      cardAside={(row) => <Money value={row.amount} className="font-semibold text-gold" />}
    />
  );
}
