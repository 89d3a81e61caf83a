import { useLanguage } from '@lobbykit/i18n';
import {
  cloneElement,
  isValidElement,
  type ReactElement,
  type FocusEvent as ReactFocusEvent,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { cn } from '../../styling/cn';
import { useRovingTabIndex } from './roving-tab-index';

export type MarqueeProps = {
  /** Names the region ("Latest announcements"). */
  label: string;
  /** The pause button's name while the row scrolls ("Pause"). */
  pauseLabel: string;
  /** The play button's name while the row is paused ("Play"). */
  playLabel: string;
  /** The entries, each usually a button or link; shown in a row that scrolls, one tab stop for all of them. */
  items: readonly ReactNode[];
  /** Scrolling speed in pixels per second. */
  speed?: number;
  /** Shown before the row, e.g. a speaker icon. */
  icon?: ReactNode;
  /** Classes for the root element, merged after the kit's own. */
  className?: string;
  /** The root's `data-slot` (`marquee` if none), e.g. the feature's own name. */
  'data-slot'?: string;
  /** Which arrow key moves forward; default the shown language's direction (right is back in Arabic). */
  dir?: 'ltr' | 'rtl';
};

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True when the person asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/**
 * A row of entries that scrolls sideways and loops. It pauses while hovered or focused and has a pause button
 * (WCAG 2.2.2); with reduced motion it does not move and the row scrolls by hand instead. The entries are one tab
 * stop, as a toolbar's controls are (WAI-ARIA toolbar pattern, a roving tab index): the arrow keys move between them
 * and wrap, Home and End go to the ends, and Tab leaves for the pause button, so a long row costs a keyboard user
 * two stops, not one per entry.
 */
export function Marquee({
  label,
  pauseLabel,
  playLabel,
  items,
  speed = 60,
  icon,
  className,
  'data-slot': slot = 'marquee',
  dir,
}: MarqueeProps) {
  const { language } = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  const running = playing && !held && !reducedMotion;
  const roving = useRovingTabIndex(items.length, dir ?? language.dir);
  const runningNow = useRef(running);
  runningNow.current = running;

  useEffect(() => {
    const element = track.current;
    if (!element || reducedMotion || items.length === 0 || typeof element.animate !== 'function') return;
    // Two copies of the row: moving by one copy's width loops without a jump.
    const distance = element.scrollWidth / 2;
    const towards = getComputedStyle(element).direction === 'rtl' ? 1 : -1;
    const moving = element.animate(
      [{ transform: 'translateX(0)' }, { transform: `translateX(${towards * distance}px)` }],
      { duration: Math.max(1, (distance / speed) * 1000), iterations: Number.POSITIVE_INFINITY },
    );
    if (!runningNow.current) moving.pause();
    animation.current = moving;
    return () => {
      moving.cancel();
      animation.current = null;
    };
  }, [reducedMotion, items, speed]);

  // Hover or focus inside the row holds it still, so a title can be read and clicked. Over and out, which bubble,
  // rather than enter and leave: a pointer on a title reaches the row whether the browser sends enter events for
  // every element it crosses (a real pointer) or for the title alone. React's own listeners, not an effect's: they
  // answer from the first render, before effects run.
  const hold = () => setHeld(true);
  const releaseOutside = (event: ReactFocusEvent | ReactPointerEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
  };

  useEffect(() => {
    if (running) animation.current?.play();
    else animation.current?.pause();
  }, [running]);

  const entries = (copy: boolean) =>
    items.map((item, index) => (
      // Each entry gets at least a 24 px target (WCAG 2.2 2.5.8), whatever its own height.
      // biome-ignore lint/suspicious/noArrayIndexKey: the entries are positional; their order is the key.
      <li key={index} className="flex shrink-0 items-center whitespace-nowrap *:min-h-6">
        {isValidElement(item)
          ? // The copy is out of the tab order as well as inert, for tools that move focus by tab index alone.
            cloneElement(item as ReactElement<{ tabIndex?: number }>, {
              tabIndex: copy ? -1 : roving.tabIndexOf(index),
            })
          : item}
      </li>
    ));
  const rowClass = 'flex shrink-0 items-center gap-8 pe-8';

  return (
    <section
      data-slot={slot}
      data-state={running ? 'running' : 'paused'}
      aria-label={label}
      className={cn('flex items-center gap-3', className)}
    >
      {icon}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it watches pointer and focus to hold the row still; the titles inside are the controls. */}
      <div
        className={cn('min-w-0 flex-1', reducedMotion ? 'overflow-x-auto' : 'overflow-hidden')}
        onPointerOver={hold}
        onPointerOut={releaseOutside}
        onFocus={hold}
        onBlur={releaseOutside}
      >
        <div ref={track} className="flex w-max">
          <ul className={rowClass} onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}>
            {entries(false)}
          </ul>
          {reducedMotion ? null : (
            // The copy that makes the loop seamless is hidden from assistive tech and cannot be reached.
            <ul className={rowClass} aria-hidden inert>
              {entries(true)}
            </ul>
          )}
        </div>
      </div>
      {reducedMotion ? null : (
        <button
          type="button"
          aria-label={playing ? pauseLabel : playLabel}
          aria-pressed={!playing}
          onClick={() => setPlaying((now) => !now)}
          // Above the moving row, whose box runs under it while clipped, so nothing covers the target.
          className="relative z-10 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-text-muted hover:bg-surface-3 hover:text-text"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
            {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5l11 7-11 7z" />}
          </svg>
        </button>
      )}
    </section>
  );
}
