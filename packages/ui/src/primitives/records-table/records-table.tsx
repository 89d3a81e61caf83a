import { type ReactNode, useId } from 'react';
import { cn } from '../../styling/cn';

/** One column of a {@link RecordsTable}. */
export type RecordsColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned in tabular figures. */
  numeric?: boolean;
  /** This column's cell of the totals row; leave out for none. */
  total?: ReactNode;
  /** Left out of the phone card's details (the card's title already says it). */
  hideInCard?: boolean;
  /** Left out of the table (another cell already says it); still a detail of the phone card. */
  hideInTable?: boolean;
};

export type RecordsTableProps<Row> = {
  /** Names the table (its caption) and the card list. */
  label: string;
  /** The columns in order: header, cell, alignment (amounts end-aligned), total. */
  columns: readonly RecordsColumn<Row>[];
  /** The rows of the page shown; `undefined` while the first page loads (skeleton rows). */
  rows: readonly Row[] | undefined;
  /** A row's stable key (its reference or id). */
  rowKey: (row: Row) => string;
  /** The title of a row's card on a narrow screen, e.g. the game and the time. */
  cardTitle: (row: Row) => ReactNode;
  /** Something prominent at the card's end, e.g. the amount. */
  cardAside?: (row: Row) => ReactNode;
  /** A card's buttons, under its details (a column with the same buttons is then left out of the card). */
  cardActions?: (row: Row) => ReactNode;
  /** Names the totals row ("Total"); the row shows when a column has a total. */
  totalsLabel?: string;
  /** True while another page loads over the one shown. */
  busy?: boolean;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
  /** How many skeleton rows stand in while the first page loads. */
  skeletonRows?: number;
  /** Classes for the root element, merged after the kit's own. */
  className?: string;
};

const numericCell = 'text-end tabular-nums whitespace-nowrap';

/**
 * Records as a real table where there is room and as labelled cards where there is not (a container narrower than
 * 42 rem, such as a 360 px phone): amounts right-aligned in tabular figures, a totals row, skeleton rows while the
 * first page loads. No data fetching.
 */
export function RecordsTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  cardTitle,
  cardAside,
  cardActions,
  totalsLabel,
  busy = false,
  empty,
  skeletonRows = 5,
  className,
}: RecordsTableProps<Row>) {
  const id = useId();
  const loading = rows === undefined;
  const hasTotals = totalsLabel !== undefined && columns.some((column) => column.total !== undefined);
  if (rows?.length === 0 && empty) return <div className={className}>{empty}</div>;
  const skeletons = Array.from({ length: skeletonRows }, (_, i) => `skeleton-${i}`);
  const tableColumns = columns.filter((column) => !column.hideInTable);

  return (
    <div
      data-slot="records-table"
      aria-busy={loading || busy || undefined}
      className={cn('@container relative', className)}
    >
      {busy ? (
        // Another page is on its way: a quiet bar, not a dimmed table (dimmed text would fail contrast).
        <span
          data-slot="records-busy"
          aria-hidden="true"
          className="absolute inset-x-0 -top-2 h-0.5 animate-pulse rounded-full bg-accent motion-reduce:animate-none"
        />
      ) : null}
      {/* A table wider than its box scrolls; the box takes focus so a keyboard can scroll it (not a landmark: the
          page around it is one, named like the table). */}
      {/* biome-ignore lint/a11y/useSemanticElements: a group names the scrolling box; a fieldset is for form controls */}
      <div
        role="group"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe).
        tabIndex={0}
        className="hidden overflow-x-auto rounded-lg border border-border bg-surface-1 focus-visible:outline-2 focus-visible:outline-focus @2xl:block"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="border-border border-b bg-surface-2 text-text-muted">
              {tableColumns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cn(
                    'whitespace-nowrap px-4 py-3 text-start font-medium text-xs uppercase tracking-wide',
                    column.numeric && 'text-end',
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading
              ? skeletons.map((key) => (
                  <tr key={key} className="border-border/60 border-b last:border-b-0">
                    {tableColumns.map((column) => (
                      <td key={column.id} className="px-4 py-3.5">
                        <span
                          className={cn(
                            'block h-4 animate-pulse rounded bg-surface-3 motion-reduce:animate-none',
                            column.numeric ? 'ms-auto w-20' : 'w-24',
                          )}
                        />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr
                    key={rowKey(row)}
                    className="border-border/60 border-b transition-colors last:border-b-0 hover:bg-surface-2/60"
                  >
                    {tableColumns.map((column, index) => {
                      const Cell = index === 0 ? 'th' : 'td';
                      return (
                        <Cell
                          key={column.id}
                          scope={index === 0 ? 'row' : undefined}
                          className={cn(
                            'px-4 py-3 text-start font-normal',
                            index === 0 && 'min-w-44',
                            column.numeric && numericCell,
                          )}
                        >
                          {column.cell(row)}
                        </Cell>
                      );
                    })}
                  </tr>
                ))}
          </tbody>
          {hasTotals && !loading ? (
            <tfoot>
              <tr className="border-border border-t-2 bg-surface-2 font-semibold">
                {tableColumns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.id} scope="row" className="px-4 py-3 text-start">
                      {totalsLabel}
                    </th>
                  ) : (
                    <td key={column.id} className={cn('px-4 py-3', column.numeric && numericCell)}>
                      {column.total}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>

      <div className="flex flex-col gap-3 @2xl:hidden">
        {hasTotals && !loading ? (
          <section
            aria-label={totalsLabel}
            data-slot="records-totals-card"
            className="rounded-lg border border-accent/40 bg-surface-2 p-4"
          >
            <h3 className="mb-2 font-semibold text-sm">{totalsLabel}</h3>
            <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5 text-sm">
              {columns
                .filter((column) => column.total !== undefined)
                .map((column) => (
                  <CardDetail key={column.id} term={column.header} numeric={column.numeric}>
                    {column.total}
                  </CardDetail>
                ))}
            </dl>
          </section>
        ) : null}
        <ul aria-label={label} className="flex flex-col gap-3">
          {loading
            ? skeletons.map((key) => (
                <li
                  key={key}
                  aria-hidden="true"
                  className="h-32 animate-pulse rounded-lg bg-surface-2 motion-reduce:animate-none"
                />
              ))
            : rows.map((row) => (
                <li key={rowKey(row)}>
                  <article
                    aria-labelledby={`${id}-${rowKey(row)}`}
                    className="flex flex-col gap-3 rounded-lg border border-border bg-surface-1 p-4"
                  >
                    <header className="flex items-start justify-between gap-3">
                      <h3
                        id={`${id}-${rowKey(row)}`}
                        className="min-w-0 font-semibold text-sm [overflow-wrap:anywhere]"
                      >
                        {cardTitle(row)}
                      </h3>
                      {cardAside ? <div className="shrink-0 text-end">{cardAside(row)}</div> : null}
                    </header>
                    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5 text-sm">
                      {columns
                        .filter((column) => !column.hideInCard)
                        .map((column) => ({ column, value: column.cell(row) }))
                        // A detail with nothing to say is left out of the card rather than shown blank.
                        .filter(({ value }) => value !== null && value !== undefined && value !== '')
                        .map(({ column, value }) => (
                          <CardDetail key={column.id} term={column.header} numeric={column.numeric}>
                            {value}
                          </CardDetail>
                        ))}
                    </dl>
                    {cardActions ? (
                      <div data-slot="records-card-actions" className="flex flex-wrap justify-end gap-2">
                        {cardActions(row)}
                      </div>
                    ) : null}
                  </article>
                </li>
              ))}
        </ul>
      </div>
    </div>
  );
}

function CardDetail({ term, numeric, children }: { term: string; numeric?: boolean; children: ReactNode }) {
  return (
    <>
      <dt className="text-text-muted">{term}</dt>
      <dd className={cn('min-w-0 text-end [overflow-wrap:anywhere]', numeric && 'tabular-nums')}>{children}</dd>
    </>
  );
}
