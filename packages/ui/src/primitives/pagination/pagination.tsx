import { cn } from '../../styling/cn';

export type PaginationProps = {
  /** 1-based page shown. */
  page: number;
  /** How many pages there are; at most one page shows no controls. */
  pageCount: number;
  /** Called with the 1-based page asked for. */
  onPageChange: (page: number) => void;
  /** Names the navigation landmark ("Pagination"). */
  label: string;
  /** The previous-page button's name ("Previous page"). */
  previousLabel: string;
  /** The next-page button's name ("Next page"). */
  nextLabel: string;
  /** Words for the current position, e.g. "Page 2 of 3"; also names each page button with its number. */
  pageLabel: (page: number, pageCount: number) => string;
  /** Classes for the root element, merged after the kit's own. */
  className?: string;
};

const step =
  'inline-flex size-9 items-center justify-center rounded-md border border-border bg-surface-2 text-sm tabular-nums hover:bg-surface-3 disabled:pointer-events-none disabled:opacity-40';

/** Previous, numbered pages and next; the current page is marked with aria-current. No data fetching. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  className,
}: PaginationProps) {
  const pages = visiblePages(page, pageCount);
  return (
    <nav data-slot="pagination" aria-label={label} className={cn('flex flex-wrap items-center gap-1', className)}>
      <button
        type="button"
        className={step}
        aria-label={previousLabel}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <Chevron className="rtl:rotate-180" />
      </button>
      {pages.map((number) =>
        typeof number === 'string' ? (
          <span key={number} aria-hidden="true" className="inline-flex w-5 justify-center text-text-muted">
            …
          </span>
        ) : (
          <button
            key={number}
            type="button"
            aria-label={pageLabel(number, pageCount)}
            aria-current={number === page ? 'page' : undefined}
            className={cn(step, number === page && 'border-accent bg-accent text-accent-contrast hover:bg-accent')}
            onClick={() => onPageChange(number)}
          >
            {number}
          </button>
        ),
      )}
      <button
        type="button"
        className={step}
        aria-label={nextLabel}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        <Chevron className="rotate-180 rtl:rotate-0" />
      </button>
    </nav>
  );
}

/** Every page up to 7; beyond that always 7 places: the first, the last, the shown page's neighbours and gaps. */
export function visiblePages(page: number, pageCount: number): Array<number | 'gap-start' | 'gap-end'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const [from, to] = page <= 4 ? [2, 5] : page >= pageCount - 3 ? [pageCount - 4, pageCount - 1] : [page - 1, page + 1];
  const result: Array<number | 'gap-start' | 'gap-end'> = [1];
  if (from > 2) result.push('gap-start');
  for (let n = from; n <= to; n += 1) result.push(n);
  if (to < pageCount - 1) result.push('gap-end');
  result.push(pageCount);
  return result;
}

function Chevron({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('size-4', className)} fill="none" stroke="currentColor">
      <path d="M15 6l-6 6 6 6" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
