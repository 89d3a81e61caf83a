import type { PlatformError } from '@lobbykit/api-client';
import {
  RECORD_WINDOW_DAYS,
  type RecordPeriod,
  type RecordPeriodChoice,
  type RecordPeriodProblem,
  resolveRecordPeriod,
} from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { type ReactNode, useId, useState } from 'react';
import { CallProblem } from '../platform/feedback/call-problem';
import { DateRangePicker, type DateRangePickerLabels } from '../primitives/date-range/date-range-picker';
import { Pagination } from '../primitives/pagination/pagination';
import { cn } from '../styling/cn';

/** What a records page asks for: the period, its own filter, and the page; a new period or filter starts at page 1. */
export function useRecordQuery<Filter>(initialFilter: Filter) {
  const { timeZone } = useFormat();
  // The clock is read once: "today" stays the same day while the page is open, so paging never shifts the period.
  const [now] = useState(() => Date.now());
  const [state, setState] = useState<{ choice: RecordPeriodChoice; filter: Filter; page: number }>({
    choice: { preset: 'today' },
    filter: initialFilter,
    page: 1,
  });
  const resolved = resolveRecordPeriod(state.choice, now, timeZone.offsetMinutes);
  // A refused custom choice never reaches the state (the picker checks it), so this stays a period.
  const period = (resolved.ok ? resolved.period : null) as RecordPeriod;
  return {
    now,
    choice: state.choice,
    period,
    filter: state.filter,
    page: state.page,
    setChoice: (choice: RecordPeriodChoice) => setState((current) => ({ ...current, choice, page: 1 })),
    setFilter: (filter: Filter) => setState((current) => ({ ...current, filter, page: 1 })),
    setPage: (page: number) => setState((current) => ({ ...current, page })),
  };
}

/** The period picker with the catalogue's words, cut at the platform's midnight and naming its zone. */
export function RecordPeriodPicker({
  value,
  onChange,
  now,
}: {
  value: RecordPeriodChoice;
  onChange: (choice: RecordPeriodChoice) => void;
  now: number;
}) {
  const t = useT();
  const { timeZone } = useFormat();
  const labels: DateRangePickerLabels = {
    group: t('records_period'),
    presets: {
      today: t('records_today'),
      yesterday: t('records_yesterday'),
      last7Days: t('records_last_7_days'),
      last30Days: t('records_last_30_days'),
      custom: t('records_custom'),
    },
    from: t('records_from'),
    to: t('records_to'),
    apply: t('records_apply'),
    problem: (problem: RecordPeriodProblem) =>
      problem === 'date_range_outside_window' ? t(problem, { days: RECORD_WINDOW_DAYS }) : t(problem),
    shown: (from, to) => (from === to ? from : t('records_period_shown', { from, to })),
    timeZone: t('time_zone_note', { zone: timeZone.label }),
  };
  return (
    <DateRangePicker
      value={value}
      onChange={onChange}
      now={now}
      timeZoneOffsetMinutes={timeZone.offsetMinutes}
      labels={labels}
    />
  );
}

/**
 * A labelled choice among a few values ("All" first), as a native select: compact on a phone, keyboard-ready. The
 * `list` variant is a narrower one that a row of filters stretches (the points mall's lists).
 */
export function RecordFilter<Value extends string>({
  label,
  value,
  options,
  onChange,
  allLabel,
  variant = 'record',
}: {
  label: string;
  value: Value | null;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | null) => void;
  /** The first option; "All" by default, none when null. */
  allLabel?: string | null;
  variant?: 'record' | 'list';
}) {
  const t = useT();
  const id = useId();
  return (
    <div
      data-slot={`${variant}-filter`}
      className={variant === 'record' ? 'flex min-w-0 flex-col gap-1.5 sm:self-start' : 'flex min-w-0 flex-col gap-1.5'}
    >
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as Value | null)}
        className={`h-10 w-full rounded-md border border-border bg-surface-2 px-3 text-sm text-text focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-focus ${variant === 'record' ? 'sm:w-60' : 'sm:w-52'}`}
      >
        {allLabel === null ? null : <option value="">{allLabel ?? t('records_filter_all')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An amount with the currency label in tabular figures; `signed` marks a win with + and the win colour. */
export function Money({ value, signed = false, className }: { value: string; signed?: boolean; className?: string }) {
  const { formatMoney } = useFormat();
  const number = Number(value);
  const text = formatMoney(number);
  return (
    <span
      data-slot="money"
      className={cn('whitespace-nowrap tabular-nums', signed && number > 0 && 'text-success', className)}
    >
      {signed && number > 0 ? `+${text}` : text}
    </span>
  );
}

/** A moment as the brand shows dates and times, kept on one line. */
export function RecordTime({ ms }: { ms: number }) {
  const { formatDateTime } = useFormat();
  return <span className="whitespace-nowrap tabular-nums">{formatDateTime(ms)}</span>;
}

/** The honest empty state of a record list: nothing in this period, and what to try. */
export function RecordsEmpty() {
  const t = useT();
  return (
    <div
      data-slot="records-empty"
      className="flex flex-col items-center gap-2 rounded-lg border border-border border-dashed px-6 py-12 text-center"
    >
      <svg
        viewBox="0 0 48 48"
        aria-hidden="true"
        className="mb-1 size-11 text-text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      >
        <rect x="9" y="7" width="30" height="34" rx="5" />
        <path d="M16 17h16M16 24h16M16 31h9" />
      </svg>
      <p className="font-semibold">{t('records_empty')}</p>
      <p className="max-w-sm text-sm text-text-muted">{t('records_empty_detail')}</p>
    </div>
  );
}

/** A failed read where the records would be: the catalogue's message and a retry; the filters above stay. */
export function RecordsProblem({ error, onRetry }: { error: PlatformError; onRetry: () => void }) {
  return (
    <CallProblem
      error={error}
      onRetry={onRetry}
      className="justify-center rounded-lg border border-danger/40 bg-danger-surface px-6 py-10 text-text"
    />
  );
}

/** How many records matched, and the pages to move between. */
export function RecordsPager({
  page,
  pageCount,
  total,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-text-muted tabular-nums">{t('records_count', { count: total })}</p>
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          label={t('pagination')}
          previousLabel={t('previous_page')}
          nextLabel={t('next_page')}
          pageLabel={(number, count) => t('page_of', { page: number, total: count })}
          // Nine places fit a 320 px phone only with smaller steps.
          className="max-sm:gap-0.5 max-sm:[&_button]:size-8"
        />
      ) : null}
    </div>
  );
}

/** A records page: the period and filters, then the list (the centre around it gives the page its title). */
export function RecordsLayout({
  toolbar,
  children,
  'data-slot': slot = 'records-page',
}: {
  toolbar: ReactNode;
  children: ReactNode;
  /** The root's `data-slot`: the page's own name, e.g. `bonus-details-page`. */
  'data-slot'?: string;
}) {
  return (
    <div data-slot={slot} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3">{toolbar}</div>
      {children}
    </div>
  );
}
