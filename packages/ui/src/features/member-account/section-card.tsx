import type { ReactNode } from 'react';
import { cn } from '../../styling/cn';

/** One raised block of a member-centre page, with its small heading (the frame gives the page its title). */
export function SectionCard({
  title,
  children,
  end,
  className,
}: {
  title: string;
  children: ReactNode;
  /** Something beside the heading, such as a page-wide action. */
  end?: ReactNode;
  className?: string;
}) {
  return (
    <section
      data-slot="section-card"
      aria-label={title}
      className={cn('rounded-lg border border-border bg-surface-2/60 p-4 sm:p-5', className)}
    >
      <div className="mb-3 flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-text-muted text-xs uppercase tracking-wide">{title}</h3>
        {end}
      </div>
      {children}
    </section>
  );
}
