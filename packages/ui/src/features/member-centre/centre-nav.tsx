import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '@lobbykit/domain';
import { MEMBER_CENTRE_PAGE_KEYS, useT } from '@lobbykit/i18n';
import { useEffect, useRef } from 'react';
import { cn } from '../../styling/cn';
import { type CentreBadge, useCentreBadges } from './centre-badges';
import { CentrePageIcon } from './centre-page-icon';

function BadgeCount({ badge }: { badge: CentreBadge }) {
  const t = useT();
  return (
    <>
      <span
        aria-hidden="true"
        data-slot="centre-badge"
        className="ms-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1.5 font-bold text-[11px] text-page tabular-nums"
      >
        {badge.count > 99 ? '99+' : badge.count}
      </span>
      <span className="sr-only">
        {' ('}
        {t(badge.kind === 'unread' ? 'unread_messages' : 'missions_available', { count: badge.count })})
      </span>
    </>
  );
}

/**
 * The member centre's page list (SPEC §2, in its order) with the mission and unread badges: a row of pills that
 * scrolls sideways on a phone, a side list from `lg` up. The open page is marked `aria-current`.
 */
export function CentreNav({ page, onSelect }: { page: MemberCentrePage; onSelect: (page: MemberCentrePage) => void }) {
  const t = useT();
  const badges = useCentreBadges();
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
    <nav
      aria-label={t('member_centre_title')}
      data-slot="centre-nav"
      className="min-w-0 lg:sticky lg:top-20 lg:self-start"
    >
      <ul
        ref={list}
        className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0"
      >
        {MEMBER_CENTRE_PAGES.map((id) => {
          const current = id === page;
          const badge = badges[id];
          return (
            <li key={id} className="shrink-0">
              <button
                type="button"
                data-page={id}
                aria-current={current ? 'page' : undefined}
                onClick={() => onSelect(id)}
                className={cn(
                  'flex h-9 w-full items-center gap-2 whitespace-nowrap rounded-full border border-border px-3 text-sm',
                  'lg:h-10 lg:rounded-md lg:border-transparent lg:px-3',
                  'focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
                  current
                    ? 'border-accent bg-accent-soft font-semibold text-text lg:border-transparent lg:bg-surface-3 lg:shadow-[inset_3px_0_0_var(--color-accent)]'
                    : 'text-text-muted hover:bg-surface-2 hover:text-text',
                )}
              >
                <CentrePageIcon page={id} className={cn('size-4 shrink-0 lg:size-5', current && 'text-accent')} />
                <span>{t(MEMBER_CENTRE_PAGE_KEYS[id])}</span>
                {badge ? <BadgeCount badge={badge} /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
