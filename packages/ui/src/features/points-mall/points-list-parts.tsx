import { useT } from '@lobbykit/i18n';
import { useId } from 'react';
import { Pagination } from '../../primitives/pagination/pagination';

/** A labelled choice among a few values ("All" first), as a native select: compact on a phone, keyboard-ready. */
export function ListFilter<Value extends string>({
  label,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: string;
  value: Value | null;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | null) => void;
  /** The first option; "All" by default, none when null. */
  allLabel?: string | null;
}) {
  const t = useT();
  const id = useId();
  return (
    <div data-slot="list-filter" className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as Value | null)}
        className="h-10 w-full rounded-md border border-border bg-surface-2 px-3 text-sm text-text focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-focus sm:w-52"
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

/** How many entries matched, and the pages to move between. */
export function ListPager({
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
          className="max-sm:gap-0.5 max-sm:[&_button]:size-8"
        />
      ) : null}
    </div>
  );
}
