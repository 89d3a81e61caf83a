import { useFormat } from '@lobbykit/i18n';
import type { ReactNode } from 'react';
import { cn } from '../../styling/cn';

/** A labelled figure of an agent page (a count or an amount), in a card of a `<dl>` grid. */
export function AgentFigure({
  term,
  hint,
  className,
  children,
}: {
  term: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      data-slot="agent-figure"
      className={cn('flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-surface-1 p-4', className)}
    >
      <dt className="text-sm text-text-muted">{term}</dt>
      <dd className="font-semibold text-base tabular-nums [overflow-wrap:anywhere]">{children}</dd>
      {hint ? <dd className="mt-auto text-text-muted text-xs">{hint}</dd> : null}
    </div>
  );
}

/** A section of an agent page: a small heading over its figures. */
export function AgentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section data-slot="agent-section" aria-label={title} className="flex flex-col gap-3">
      <h3 className="font-semibold text-sm text-text-muted uppercase tracking-wide">{title}</h3>
      {children}
    </section>
  );
}

/** The shape of an agent page's figures while they load: cards that keep their place. */
export function AgentFiguresSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <div data-slot="agent-figures-skeleton" aria-hidden="true" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <span key={index} className="h-20 rounded-lg bg-surface-2 motion-safe:animate-pulse" />
      ))}
    </div>
  );
}

/**
 * When an account registered or last logged in, to the minute (seconds say nothing here), on the platform's clock;
 * `withZone` names the zone where no note nearby does.
 */
export function AccountTime({ ms, withZone = false }: { ms: number; withZone?: boolean }) {
  const { formatDateTime, formatDateTimeWithZone } = useFormat();
  return (
    <span data-slot="account-time" className="whitespace-nowrap tabular-nums">
      {(withZone ? formatDateTimeWithZone : formatDateTime)(ms, 'yyyy-MM-dd hh:mm')}
    </span>
  );
}
