import type { ReactNode } from 'react';
import { cn } from '../../styling/cn';

/** Props of {@link EmptyState}. */
export type EmptyStateProps = {
  title: string;
  detail?: string;
  /** A way on, such as a link back to a list. */
  action?: ReactNode;
  /** The title's heading level where it stands: 1 when it is all the page shows, 3 under a section (default 2). */
  headingLevel?: 1 | 2 | 3;
  className?: string;
};

/** The honest empty state of a content page: nothing to show here, why, and a way on (DESIGN.md look and feel). */
export function EmptyState({ title, detail, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border border-border border-dashed px-6 py-14 text-center',
        className,
      )}
    >
      <svg
        viewBox="0 0 48 48"
        aria-hidden="true"
        className="mb-2 size-12 text-text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <rect x="8" y="12" width="32" height="26" rx="5" />
        <path d="M8 20h32M18 29h12" strokeLinecap="round" />
      </svg>
      <Heading className="font-semibold text-lg">{title}</Heading>
      {detail ? <p className="max-w-sm text-sm text-text-muted">{detail}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
