import type { PlatformError } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, type RefObject, useEffect, useId, useState } from 'react';
import { CallProblem } from '../../platform/feedback/call-problem';
import { NavLink } from '../../platform/nav-link';
import { usePrefersReducedMotion } from '../../primitives/marquee/marquee';
import { cn } from '../../styling/cn';

/** Props of {@link HomeSection}. */
export type HomeSectionProps = {
  title: string;
  /** A short line under the title. */
  detail?: string;
  /** A small mark before the title. */
  icon?: ReactNode;
  /** The page with all of it ("See all"). */
  seeAllHref?: string;
  /** A sideways row: the section's header gets buttons that scroll it by a screenful. */
  row?: RefObject<HTMLElement | null>;
  busy?: boolean;
  className?: string;
  children: ReactNode;
  /** The root's `data-slot`: the section's own component name (`home-section` if none). */
  'data-slot'?: string;
};

const headerButton =
  'grid size-8 place-items-center rounded-full border border-border text-text-muted hover:bg-surface-2 hover:text-text ' +
  'focus-visible:outline-2 focus-visible:outline-focus [&_svg]:size-4';

/** Whether a sideways row holds more than it shows, kept up to date as its box or content changes size. */
function useOverflows(row: RefObject<HTMLElement | null> | undefined) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = row?.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [row]);
  return overflows;
}

/** A section of the home page: its heading, "See all" and the row's scroll buttons, then its content. */
export function HomeSection({
  title,
  detail,
  icon,
  seeAllHref,
  row,
  busy,
  className,
  children,
  'data-slot': slot = 'home-section',
}: HomeSectionProps) {
  const t = useT();
  const headingId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const overflows = useOverflows(row);
  const scroll = (direction: 1 | -1) => {
    const element = row?.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy({
      left: direction * rtl * element.clientWidth * 0.85,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  };
  return (
    <section
      data-slot={slot}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cn('flex min-w-0 flex-col gap-3', className)}
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg tracking-tight sm:text-xl">
            {icon}
            <span className="truncate">{title}</span>
          </h2>
          {detail ? <p className="truncate text-text-muted text-xs sm:text-sm">{detail}</p> : null}
        </div>
        {seeAllHref ? (
          <NavLink
            href={seeAllHref}
            aria-label={t('home_see_all_label', { section: title })}
            className="shrink-0 rounded-md px-1 font-semibold text-focus text-sm hover:underline focus-visible:outline-2 focus-visible:outline-focus"
          >
            {t('home_see_all')}
          </NavLink>
        ) : null}
        {row && overflows ? (
          <div className="hidden shrink-0 gap-1.5 sm:flex">
            <button
              type="button"
              aria-label={t('home_scroll_back', { section: title })}
              onClick={() => scroll(-1)}
              className={headerButton}
            >
              <RowChevron back />
            </button>
            <button
              type="button"
              aria-label={t('home_scroll_forward', { section: title })}
              onClick={() => scroll(1)}
              className={headerButton}
            >
              <RowChevron />
            </button>
          </div>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function RowChevron({ back = false }: { back?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      className="rtl:rotate-180"
    >
      <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The classes of a sideways row of fixed-width cards: it scrolls by hand and snaps to a card. */
export const homeRowClass =
  '-mx-3 grid grid-flow-col gap-3 overflow-x-auto overscroll-x-contain scroll-px-3 px-3 pt-1 pb-2 snap-x snap-mandatory ' +
  '[scrollbar-width:thin] sm:-mx-1 sm:scroll-px-1 sm:px-1 [&>*]:snap-start';

/** A failed read in the section's place (SPEC §8): the catalogue's message and a retry, the rest of home unharmed. */
export function SectionProblem({
  error,
  onRetry,
  className,
}: {
  error: PlatformError;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      data-slot="home-section-problem"
      className={cn(
        'grid min-h-32 place-items-center rounded-lg border border-danger/40 bg-danger-surface px-4 py-6',
        className,
      )}
    >
      <CallProblem error={error} onRetry={onRetry} className="flex-wrap justify-center text-center text-text" />
    </div>
  );
}

/** Nothing to show in this section, said plainly in its place. */
export function SectionEmpty({ title, detail, className }: { title: string; detail?: string; className?: string }) {
  return (
    <div
      data-slot="home-section-empty"
      className={cn(
        'flex min-h-32 flex-col items-center justify-center gap-1 rounded-lg border border-border border-dashed px-4 py-6 text-center',
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      {detail ? <p className="max-w-sm text-sm text-text-muted">{detail}</p> : null}
    </div>
  );
}
