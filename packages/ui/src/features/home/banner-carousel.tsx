import { BANNER_AUTOPLAY_MS, bannerAutoplays, bannerHref, stepBanner } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from '../../platform/nav-link';
import type { ImageSource } from '../../platform/use-image-source';
import { LazyImage } from '../../primitives/lazy-image/lazy-image';
import { usePrefersReducedMotion } from '../../primitives/marquee/marquee';
import { cn } from '../../styling/cn';

/** A banner as the carousel shows it: its art, where it leads (a page of this site) and its title. */
export type CarouselBanner = { id: string; image: ImageSource; href: string | null; title?: string };

/** Props of {@link BannerCarousel}. */
export type BannerCarouselProps = {
  banners: readonly CarouselBanner[];
  className?: string;
};

// A swipe needs this many pixels across, more than along, to turn the banner (a shorter drag is a tap or a scroll).
const SWIPE_PX = 40;

const arrow =
  'absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-page/60 text-text backdrop-blur-sm sm:grid ' +
  'hover:bg-page/80 focus-visible:outline-2 focus-visible:outline-focus [&_svg]:size-5';

/** Builds a carousel banner from the platform's (PLATFORM-FACTS §6.7): its link only when it stays on this site. */
export function carouselBanner(
  banner: { id?: string | number; url: string; linkageUrl?: string | null; title?: string },
  image: (path: string) => ImageSource,
  index: number,
): CarouselBanner {
  return {
    id: String(banner.id ?? index),
    image: image(banner.url),
    href: bannerHref(banner.linkageUrl),
    title: banner.title,
  };
}

/**
 * The home banners, the first thing a player sees: full-bleed art at a fixed 3:1 ratio. With more than one banner it moves on every
 * 5 s, and stops while a pointer is over it, focus is in it, the player pressed pause, or motion is reduced; arrow
 * keys, the side buttons, a swipe and the labelled dots move it by hand.
 */
export function BannerCarousel({ banners, className }: BannerCarouselProps) {
  const t = useT();
  const id = useId();
  const count = banners.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const shown = Math.min(current, Math.max(0, count - 1));
  const autoplay = bannerAutoplays({ count, paused: hovered || focused || stopped, reducedMotion });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a banner chosen by hand gets its full 5 s too
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => setCurrent((index) => stepBanner(index, count, 1)), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [autoplay, count, shown]);

  if (count === 0) return null;
  const go = (step: number) => setCurrent(stepBanner(shown, count, step));
  // A server has no document: it renders the first banner, whose place is the same in either direction.
  const rtl = () => typeof document !== 'undefined' && document.documentElement.dir === 'rtl';

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    go((event.key === 'ArrowRight') !== rtl() ? 1 : -1);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || count < 2) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    go(dx < 0 !== rtl() ? 1 : -1);
  };

  return (
    <section
      data-slot="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('home_banners_label')}
      data-autoplay={autoplay || undefined}
      className={cn('group/carousel relative overflow-hidden rounded-xl bg-surface-2', className)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div
        id={`${id}-slides`}
        aria-live={autoplay ? 'off' : 'polite'}
        className="relative aspect-[3/1] touch-pan-y select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
      >
        <div
          className="flex size-full motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out"
          style={{ transform: `translateX(${(rtl() ? 100 : -100) * shown}%)` }}
        >
          {banners.map((banner, index) => {
            const art = (
              <LazyImage
                src={banner.image.src}
                fallbackSrc={banner.image.fallbackSrc}
                alt={banner.title ?? ''}
                fallback={<span className="block size-full bg-linear-to-br from-accent-soft to-surface-3" />}
                className="size-full"
                imgClassName="object-cover"
                // The first banner is the home page's largest paint.
                priority={index === 0}
              />
            );
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group with a role description
              <div
                key={banner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('home_banner_slide', { index: index + 1, count })}
                aria-hidden={index === shown ? undefined : true}
                inert={index !== shown}
                data-current={index === shown || undefined}
                className="size-full shrink-0"
              >
                {banner.href ? (
                  <NavLink
                    href={banner.href}
                    // Named by the banner itself: its image's alt counts only once the image is shown, and a link
                    // must be named while the image still loads (or never does).
                    aria-label={banner.title || t('home_banner_slide', { index: index + 1, count })}
                    draggable={false}
                    className="block size-full focus-visible:outline-2 focus-visible:outline-focus focus-visible:-outline-offset-4"
                  >
                    {art}
                  </NavLink>
                ) : (
                  art
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            aria-controls={`${id}-slides`}
            aria-label={t('home_banner_previous')}
            onClick={() => go(-1)}
            className={cn(arrow, 'start-3 opacity-0 group-hover/carousel:opacity-100 focus-visible:opacity-100')}
          >
            <Chevron className="rtl:rotate-180" back />
          </button>
          <button
            type="button"
            aria-controls={`${id}-slides`}
            aria-label={t('home_banner_next')}
            onClick={() => go(1)}
            className={cn(arrow, 'end-3 opacity-0 group-hover/carousel:opacity-100 focus-visible:opacity-100')}
          >
            <Chevron className="rtl:rotate-180" />
          </button>
          <div className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1 bg-linear-to-t from-page/60 to-transparent px-2 pt-4 pb-1">
            <button
              type="button"
              aria-label={t(stopped ? 'home_banner_play' : 'home_banner_pause')}
              aria-pressed={stopped}
              onClick={() => setStopped((value) => !value)}
              className="grid size-8 place-items-center rounded-full text-text/90 hover:text-text focus-visible:outline-2 focus-visible:outline-focus [&_svg]:size-3.5"
            >
              {stopped ? <PlayGlyph /> : <PauseGlyph />}
            </button>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                aria-controls={`${id}-slides`}
                aria-label={t('home_banner_show', { index: index + 1, count })}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => setCurrent(index)}
                className="group/dot grid h-8 min-w-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-focus"
              >
                <span
                  className={cn(
                    'block h-1.5 rounded-full motion-safe:transition-[width,background-color] motion-safe:duration-200',
                    index === shown ? 'w-5 bg-text' : 'w-1.5 bg-text/45 group-hover/dot:bg-text/75',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

function Chevron({ back = false, className }: { back?: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      className={className}
    >
      <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PauseGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <rect x="6" y="4" width="4" height="16" rx="1" />
      <rect x="14" y="4" width="4" height="16" rx="1" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12-7.5a1 1 0 0 0 0-1.72l-12-7.5A1 1 0 0 0 7 4.5Z" />
    </svg>
  );
}
