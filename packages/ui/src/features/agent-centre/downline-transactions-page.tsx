import { type CallOutput, getDownlineTransactions } from '@lobbykit/api-client';
import { type MessageKey, useT } from '@lobbykit/i18n';
import { useId } from 'react';
import type { AgentCentrePageProps } from '../../centres/centre-page';
import type { RecordsColumn } from '../../primitives/records-table/records-table';
import { RecordFilterRow, RecordsPage, useRecordsPage } from '../../record-lists/records-page';
import { Money, RecordFilter, RecordTime } from '../../record-lists/records-parts';
import { DownlineSearch } from './downline-search';

type Transaction = CallOutput<typeof getDownlineTransactions>['list'][number];
type TransactionKind = Transaction['kind'];

const KIND_KEYS = {
  deposit: 'record_type_deposit',
  withdrawal: 'record_type_withdrawal',
  'transfer-upline': 'record_type_transfer_upline',
  'transfer-downline': 'record_type_transfer_downline',
  bonus: 'records_bonus',
  salary: 'ac_tx_salary',
} as const satisfies Record<TransactionKind, MessageKey>;

const KINDS = Object.keys(KIND_KEYS) as TransactionKind[];

type Filter = { kind: TransactionKind | null; username: string | null };

/**
 * Transaction details (SPEC §2, agent page agentDownlineTransactionDetailsCopy): the money moves of the team's
 * members over a period, by type or one downline, paged by the platform, with the count and sum of each type.
 */
export function DownlineTransactionsPage(_props: AgentCentrePageProps) {
  const t = useT();
  const totalsId = useId();
  const { query, records: moves } = useRecordsPage(
    getDownlineTransactions,
    { kind: null, username: null } as Filter,
    ({ kind, username }) => ({ ...(kind ? { kind } : {}), ...(username ? { username } : {}) }),
  );
  const kindLabel = (kind: TransactionKind) => t(KIND_KEYS[kind]);
  const data = moves.data;
  // One type chosen: its sum is the list's total; several types are not added up (a deposit and a withdrawal).
  const oneKind = query.filter.kind ? data?.totals.find((total) => total.kind === query.filter.kind) : undefined;

  const columns: RecordsColumn<Transaction>[] = [
    { id: 'time', header: t('records_time'), cell: (row) => <RecordTime ms={row.time} /> },
    {
      id: 'player',
      header: t('ac_username'),
      hideInCard: true,
      // Fixed widths on a wide screen: the columns never shift with the references a page happens to hold.
      cell: (row) => <span className="font-medium @2xl:inline-block @2xl:w-32">{row.username}</span>,
    },
    {
      id: 'kind',
      header: t('records_type'),
      cell: (row) => <span className="@2xl:inline-block @2xl:w-40">{kindLabel(row.kind)}</span>,
    },
    {
      id: 'reference',
      header: t('records_reference'),
      cell: (row) => (
        <span className="text-text-muted text-xs tabular-nums @2xl:inline-block @2xl:w-32">{row.referenceNo}</span>
      ),
    },
    {
      id: 'amount',
      header: t('records_amount'),
      numeric: true,
      hideInCard: true,
      cell: (row) => <Money value={row.amount} />,
      total: query.filter.kind ? <Money value={oneKind?.amount ?? '0'} /> : undefined,
    },
  ];

  return (
    <RecordsPage
      data-slot="downline-transactions-page"
      query={query}
      records={moves}
      page={data}
      filters={
        <RecordFilterRow>
          <RecordFilter
            label={t('records_type')}
            value={query.filter.kind}
            options={KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
            onChange={(kind) => query.setFilter({ ...query.filter, kind })}
          />
          <DownlineSearch
            value={query.filter.username}
            onChange={(username) => query.setFilter({ ...query.filter, username })}
          />
        </RecordFilterRow>
      }
      summary={
        data && data.totals.length > 0 ? (
          <section aria-labelledby={totalsId} className="flex flex-col gap-2">
            <h3 id={totalsId} className="font-semibold text-sm">
              {t('ac_totals_by_type')}
            </h3>
            <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              {data.totals.map((total) => (
                <div
                  key={total.kind}
                  className="flex flex-col gap-0.5 rounded-lg border border-border bg-surface-1 px-4 py-3"
                >
                  <dt className="text-sm text-text-muted">{kindLabel(total.kind)}</dt>
                  <dd className="flex items-baseline justify-between gap-2">
                    <Money value={total.amount} className="font-semibold" />
                    <span className="text-text-muted text-xs tabular-nums">
                      {t('records_count', { count: total.count })}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null
      }
      label={t('ac_transaction_details')}
      columns={columns}
      rowKey={(row) => `${row.referenceNo}-${row.username}`}
      cardTitle={(row) => row.username}
      cardAside={(row) => <Money value={row.amount} className="font-semibold" />}
    />
  );
}
