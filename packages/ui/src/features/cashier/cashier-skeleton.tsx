import { useT } from '@lobbykit/i18n';

/** The shape of a cashier page while its data loads: a balance card and rows, no jump when they arrive. */
export function CashierSkeleton({ rows = 6 }: { rows?: number }) {
  const t = useT();
  return (
    <div aria-busy="true" data-slot="cashier-skeleton" className="flex flex-col gap-4">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      <div aria-hidden="true" className="h-28 rounded-lg bg-surface-2 motion-safe:animate-pulse" />
      <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <div key={index} className="h-16 rounded-lg bg-surface-2 motion-safe:animate-pulse" />
        ))}
      </div>
    </div>
  );
}
