import { getPersonalProfit, type PersonalProfit } from '@lobbykit/api-client';
import { GAME_CATEGORY_KEYS, useT } from '@lobbykit/i18n';
import { keepPreviousData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { useCallQuery } from '../../platform/call-hooks';
import { type RecordsColumn, RecordsTable } from '../../primitives/records-table/records-table';
import {
  Money,
  RecordPeriodPicker,
  RecordsEmpty,
  RecordsLayout,
  RecordsProblem,
  useRecordQuery,
} from '../../record-lists/records-parts';
import { cn } from '../../styling/cn';

type GameTypeProfit = PersonalProfit['byGameType'][number];

/**
 * Personal profit and loss (SPEC §2 personalProfit): over a period, the member's profit and loss (win/loss plus
 * bonus) first, then stake, valid bet, payout and bonus, and the same by game type with a totals row.
 */
export function PersonalProfitPage(_props: MemberCentrePageProps) {
  const t = useT();
  const query = useRecordQuery<null>(null);
  const profit = useCallQuery(
    getPersonalProfit,
    { startTime: query.period.startTime, endTime: query.period.endTime },
    { placeholderData: keepPreviousData },
  );
  const data = profit.data;
  const busy = profit.isPlaceholderData && profit.isFetching;

  const columns: RecordsColumn<GameTypeProfit>[] = [
    {
      id: 'type',
      header: t('records_game_type'),
      hideInCard: true,
      cell: (row) => t(GAME_CATEGORY_KEYS[row.gameType]),
    },
    {
      id: 'count',
      header: t('records_bet_count'),
      numeric: true,
      cell: (row) => row.count.toLocaleString('en-US'),
      total: data ? data.byGameType.reduce((sum, row) => sum + row.count, 0).toLocaleString('en-US') : undefined,
    },
    {
      id: 'stake',
      header: t('records_bet_amount'),
      numeric: true,
      cell: (row) => <Money value={row.betAmount} />,
      total: data ? <Money value={data.betAmount} /> : undefined,
    },
    {
      id: 'valid',
      header: t('records_valid_bet'),
      numeric: true,
      cell: (row) => <Money value={row.validBet} />,
      total: data ? <Money value={data.validBet} /> : undefined,
    },
    {
      id: 'winLoss',
      header: t('records_win_loss'),
      numeric: true,
      hideInCard: true,
      cell: (row) => <Money value={row.winLoss} signed />,
      total: data ? <Money value={data.winLoss} signed /> : undefined,
    },
  ];

  let content: ReactNode;
  if (profit.isError) {
    content = <RecordsProblem error={profit.error} onRetry={() => profit.refetch()} />;
  } else if (!data) {
    content = (
      <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <span key={key} className="h-20 animate-pulse rounded-lg bg-surface-2 motion-reduce:animate-none" />
        ))}
      </div>
    );
  } else if (data.byGameType.length === 0 && Number(data.bonus) === 0) {
    content = <RecordsEmpty />;
  } else {
    content = (
      <div className="relative flex flex-col gap-4">
        {busy ? (
          <span
            aria-hidden="true"
            className="absolute inset-x-0 -top-2 h-0.5 animate-pulse rounded-full bg-accent motion-reduce:animate-none"
          />
        ) : null}
        <dl data-slot="profit-summary" aria-busy={busy || undefined} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure
            term={t('records_profit_loss')}
            className="col-span-2 border-accent/40 bg-surface-2 sm:col-span-1 sm:row-span-2"
            hint={t('records_profit_formula')}
          >
            <Money value={data.profitLoss} signed className="text-2xl" />
          </Figure>
          <Figure term={t('records_win_loss')}>
            <Money value={data.winLoss} signed />
          </Figure>
          <Figure term={t('records_bonus')}>
            <Money value={data.bonus} signed />
          </Figure>
          <Figure term={t('records_bet_amount')}>
            <Money value={data.betAmount} />
          </Figure>
          <Figure term={t('records_valid_bet')}>
            <Money value={data.validBet} />
          </Figure>
        </dl>
        {data.byGameType.length > 0 ? (
          <>
            <h3 className="font-semibold">{t('records_by_game_type')}</h3>
            <RecordsTable
              label={t('records_by_game_type')}
              columns={columns}
              rows={data.byGameType}
              rowKey={(row) => row.gameType}
              cardTitle={(row) => t(GAME_CATEGORY_KEYS[row.gameType])}
              cardAside={(row) => <Money value={row.winLoss} signed className="font-semibold" />}
              totalsLabel={t('records_total')}
            />
          </>
        ) : null}
      </div>
    );
  }

  return (
    <RecordsLayout
      data-slot="personal-profit-page"
      toolbar={<RecordPeriodPicker value={query.choice} onChange={query.setChoice} now={query.now} />}
    >
      {content}
    </RecordsLayout>
  );
}

function Figure({
  term,
  hint,
  className,
  children,
}: {
  term: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-surface-1 p-4', className)}>
      <dt className="text-sm text-text-muted">{term}</dt>
      <dd className="font-semibold text-base [overflow-wrap:anywhere]">{children}</dd>
      {hint ? <dd className="mt-auto text-text-muted text-xs">{hint}</dd> : null}
    </div>
  );
}
