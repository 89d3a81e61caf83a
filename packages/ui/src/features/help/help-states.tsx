import type { PlatformError } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import type { ReactNode } from 'react';
import { CallProblem } from '../../platform/feedback/call-problem';
import { cn } from '../../styling/cn';

const ROWS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

/** Loading: the contents list and the article in their final places, so nothing jumps when topics arrive. */
export function HelpSkeleton() {
  const t = useT();
  return (
    <div data-slot="help-skeleton" className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-2 rounded-lg border border-border bg-surface-1 p-3">
        {ROWS.map((row, index) => (
          <span
            key={row}
            className={cn(
              'h-8 animate-pulse rounded-md bg-surface-2 motion-reduce:animate-none',
              index % 3 === 0 ? 'mt-2 h-4 w-24' : 'w-full',
            )}
          />
        ))}
      </div>
      <div aria-hidden="true" className="flex flex-col gap-3 rounded-lg border border-border bg-surface-1 p-5 sm:p-8">
        <span className="h-7 w-2/3 animate-pulse rounded-md bg-surface-2 motion-reduce:animate-none" />
        {ROWS.slice(0, 5).map((row) => (
          <span key={row} className="h-4 w-full animate-pulse rounded bg-surface-2 motion-reduce:animate-none" />
        ))}
        <span className="h-4 w-1/2 animate-pulse rounded bg-surface-2 motion-reduce:animate-none" />
      </div>
    </div>
  );
}

/** Nothing to show: no topics at all, or none for the search, with what to do next. */
export function HelpEmpty({ title, detail, action }: { title: string; detail: string; action?: ReactNode }) {
  return (
    <div
      data-slot="help-empty"
      className="flex flex-col items-center gap-2 rounded-lg border border-border border-dashed px-6 py-14 text-center"
    >
      <svg
        viewBox="0 0 48 48"
        aria-hidden="true"
        className="mb-2 size-12 text-text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <circle cx="21" cy="21" r="12" />
        <path d="M30 30l10 10M17 21h8" strokeLinecap="round" />
      </svg>
      <p className="font-semibold text-lg">{title}</p>
      <p className="max-w-sm text-sm text-text-muted">{detail}</p>
      {action}
    </div>
  );
}

/** The help centre could not be read (SPEC §8): the catalogue's message where the topics would be, with a retry. */
export function HelpProblem({ error, onRetry }: { error: PlatformError; onRetry: () => void }) {
  return (
    <div data-slot="help-problem" className="rounded-lg border border-danger/40 bg-danger-surface px-5 py-8">
      <CallProblem error={error} onRetry={onRetry} className="justify-center text-text" />
    </div>
  );
}
