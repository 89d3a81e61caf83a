import { type BonusRecord, getBonusDetails } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import type { RecordsColumn } from '../../primitives/records-table/records-table';
import { RecordsPage, useRecordsPage } from '../../record-lists/records-page';
import { Money, RecordFilter, RecordTime } from '../../record-lists/records-parts';

type BonusKind = BonusRecord['kind'];

const BONUS_KINDS: readonly BonusKind[] = ['promotion', 'rebate', 'raffle', 'mission', 'vip', 'referral'];

/** Bonus details (SPEC §2 bonusDetails): bonuses paid to the member over a period, by kind, paged, with their total. */
export function BonusDetailsPage(_props: MemberCentrePageProps) {
  const t = useT();
  const { query, records: bonuses } = useRecordsPage(getBonusDetails, null as BonusKind | null, (kind) =>
    kind ? { kind } : {},
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
    <RecordsPage
      data-slot="bonus-details-page"
      query={query}
      records={bonuses}
      page={data}
      filters={
        <RecordFilter
          label={t('records_bonus_kind')}
          value={query.filter}
          options={BONUS_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          onChange={query.setFilter}
        />
      }
      label={t('mc_bonus_details')}
      columns={columns}
      rowKey={(bonus) => bonus.referenceNo}
      cardTitle={(bonus) => bonus.title}
      cardAside={(bonus) => <Money value={bonus.amount} signed className="font-semibold" />}
    />
  );
}
