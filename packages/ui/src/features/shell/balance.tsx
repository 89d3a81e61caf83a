import { getBalance } from '@lobbykit/api-client';
import { useFormat, useT } from '@lobbykit/i18n';
import { useSyncExternalStore } from 'react';
import { useCallQuery } from '../../platform/call-hooks';
import { cn } from '../../styling/cn';

// One mask for every balance on the page (the phone's top bar and its menu show the same money).
let masked = false;
const maskListeners = new Set<() => void>();
const maskStore = {
  subscribe(listener: () => void) {
    maskListeners.add(listener);
    return () => maskListeners.delete(listener);
  },
  get: () => masked,
  toggle() {
    masked = !masked;
    for (const listener of maskListeners) listener();
  },
};

/**
 * The logged-in balance (SPEC §2): the main wallet in gold; a click refreshes it, the eye masks it as ***.
 * `compact` leaves the eye and the refresh icon out (a phone's top bar); the mask is shared by every balance on the
 * page.
 */
export function Balance({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useT();
  const { formatMoney } = useFormat();
  const balance = useCallQuery(getBalance);
  const isMasked = useSyncExternalStore(maskStore.subscribe, maskStore.get, maskStore.get);
  const main = balance.data ? Number(balance.data.main) : null;
  const refreshing = balance.isFetching;
  // DESIGN.md: never a bare "—". A failed read says why where the amount would be; the same button tries again.
  const problem = balance.isError ? t.message({ key: balance.error.messageKey }) : null;

  return (
    <div data-slot="balance" className={cn('flex items-center gap-1', className)}>
      <button
        type="button"
        onClick={() => void balance.refetch()}
        disabled={refreshing}
        aria-busy={refreshing || undefined}
        className={cn(
          'inline-flex h-9 items-center gap-2 rounded-md hover:bg-surface-2 disabled:cursor-wait',
          compact ? 'px-1.5 text-[13px] aria-busy:opacity-60' : 'px-2',
        )}
      >
        <span className="sr-only">
          {t('balance')}
          {': '}
        </span>
        <output aria-live="polite" className="whitespace-nowrap font-semibold text-gold tabular-nums">
          {main !== null ? (
            formatMoney(main, { masked: isMasked })
          ) : problem ? (
            <span
              data-slot="balance-problem"
              className="inline-block max-w-40 truncate align-middle font-normal text-danger text-xs"
            >
              {problem}
            </span>
          ) : (
            <>
              {/* About as wide as a balance with its currency: the amount arriving hardly moves what is beside it. */}
              <span
                aria-hidden="true"
                className="inline-block h-4 w-25 animate-pulse rounded bg-surface-3 align-middle motion-reduce:animate-none"
              />
              <span className="sr-only">{t('loading')}</span>
            </>
          )}
        </output>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={cn('size-4 text-text-muted', refreshing && 'motion-safe:animate-spin', compact && 'hidden')}
          fill="none"
          stroke="currentColor"
        >
          <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="sr-only">{t('balance_refresh')}</span>
      </button>
      {compact ? null : (
        <button
          type="button"
          aria-pressed={isMasked}
          aria-label={isMasked ? t('balance_show') : t('balance_hide')}
          onClick={maskStore.toggle}
          className="inline-flex size-9 items-center justify-center rounded-md text-text-muted hover:bg-surface-2 hover:text-text"
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {isMasked ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
          </svg>
        </button>
      )}
    </div>
  );
}
