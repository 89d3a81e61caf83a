import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../styling/cn';

/** One entry of a centre's page list: its id, its name, its drawing and an optional badge after the name. */
export type CentreNavEntry<Page extends string> = {
  id: Page;
  label: string;
  icon: (className: string) => ReactNode;
  badge?: ReactNode;
};

/**
 * A centre's page list (member and agent centres, SPEC §2): a row of pills that scrolls sideways on a phone, a side
 * list from `lg` up. The open page is marked `aria-current` and kept in view.
 */
export function CentreNav<Page extends string>({
  label,
  entries,
  page,
  onSelect,
  'data-slot': slot = 'centre-nav',
}: {
  label: string;
  entries: readonly CentreNavEntry<Page>[];
  page: Page;
  onSelect: (page: Page) => void;
  /** The root's `data-slot`: the centre's own name (`centre-nav` if none). */
  'data-slot'?: string;
}) {
  const list = useRef<HTMLUListElement>(null);

  // A deep link to a page far down the list shows its pill, not the first ones, on a phone.
  // The dialog puts focus on the list's first item when it opens: hand it to the open page's item instead.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const box = list.current;
      const current = box?.querySelector<HTMLElement>(`[data-page="${page}"]`);
      if (!box || !current) return;
      if (box.contains(document.activeElement) && document.activeElement !== current) {
        current.focus({ preventScroll: true });
      }
      if (box.scrollWidth > box.clientWidth) {
        box.scrollLeft = current.offsetLeft - box.offsetLeft - (box.clientWidth - current.offsetWidth) / 2;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [page]);

  return (
    <nav aria-label={label} data-slot={slot} className="min-w-0 lg:sticky lg:top-20 lg:self-start">
      <ul
        ref={list}
        className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0"
      >
        {entries.map((entry) => {
          const current = entry.id === page;
          return (
            <li key={entry.id} className="shrink-0">
              <button
                type="button"
                data-page={entry.id}
                aria-current={current ? 'page' : undefined}
                onClick={() => onSelect(entry.id)}
                className={cn(
                  'flex h-9 w-full items-center gap-2 whitespace-nowrap rounded-full border border-border px-3 text-sm',
                  'lg:h-10 lg:rounded-md lg:border-transparent lg:px-3',
                  'focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
                  current
                    ? 'border-accent bg-accent-soft font-semibold text-text lg:border-transparent lg:bg-surface-3 lg:shadow-[inset_3px_0_0_var(--color-accent)]'
                    : 'text-text-muted hover:bg-surface-2 hover:text-text',
                )}
              >
                {entry.icon(cn('size-4 shrink-0 lg:size-5', current && 'text-accent'))}
                <span>{entry.label}</span>
                {entry.badge ?? null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A page's 24 px stroke drawing beside its name in a centre's list. */
export function CentreNavIcon({ drawing, className }: { drawing: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={drawing} />
    </svg>
  );
}
