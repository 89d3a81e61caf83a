import { LAZY_IMAGE } from '@lobbykit/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../styling/cn';
import { hasLoaded, rememberLoaded } from './loaded-images';
import { revealSoon } from './reveal-queue';

/** Props of {@link LazyImage}. */
/** An image's address on a CDN and on the default host, for `LazyImage`'s `src` and `fallbackSrc`. */
export type ImageSource = { src: string; fallbackSrc: string };

export type LazyImageProps = {
  src: string;
  /** Tried once when `src` keeps failing: the same image on the platform's default host. */
  fallbackSrc?: string;
  alt: string;
  /** What stands in the box when the image cannot be loaded at all. */
  fallback?: ReactNode;
  retries?: number;
  /**
   * The page's largest image, seen first (a home page's first banner): it is fetched at once, ahead of the page's other
   * images, wherever it stands, and drawn as soon as it arrives.
   */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
};

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

// SPEC §9 preload ratio 1.3: an image starts loading when it is within 30% of a viewport of being seen.
const ROOT_MARGIN = `${Math.round((LAZY_IMAGE.preloadRatio - 1) * 100)}%`;
const RETRY_GAP_MS = LAZY_IMAGE.throttleMs;

// One observer for every lazy image (a virtual grid mounts dozens at a time): each box registers what to do when it
// comes near, and is forgotten as soon as it has.
let nearObserver: IntersectionObserver | null = null;
const whenNear = new Map<Element, () => void>();

function observeNear(box: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = whenNear.get(entry.target);
        whenNear.delete(entry.target);
        nearObserver?.unobserve(entry.target);
        callback?.();
      }
    },
    { rootMargin: ROOT_MARGIN },
  );
  whenNear.set(box, onNear);
  nearObserver.observe(box);
  return () => {
    whenNear.delete(box);
    nearObserver?.unobserve(box);
  };
}

function LazyImageBox({
  src,
  fallbackSrc,
  alt,
  fallback,
  retries = LAZY_IMAGE.retries,
  priority = false,
  className,
  imgClassName,
}: LazyImageProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>(() => (hasLoaded(src) ? 'loaded' : priority ? 'loading' : 'waiting'));
  const onFallback = attempt > retries;
  const current = onFallback ? fallbackSrc : src;

  const cancelReveal = useRef<() => void>(undefined);
  useEffect(() => () => cancelReveal.current?.(), []);

  const waiting = phase === 'waiting';
  useEffect(() => {
    const box = ref.current;
    if (!waiting || !box) return;
    return observeNear(box, () => setPhase('loading'));
  }, [waiting]);

  const failed = () => {
    const next = attempt + 1;
    const exhausted = next > retries + (fallbackSrc && fallbackSrc !== src ? 1 : 0);
    if (exhausted) {
      setPhase('failed');
      return;
    }
    setTimeout(() => setAttempt(next), RETRY_GAP_MS * next);
  };

  const showImage = phase !== 'waiting' && phase !== 'failed' && current;
  return (
    <span
      ref={ref}
      data-slot="lazy-image"
      data-state={phase}
      className={cn('relative block overflow-hidden', className)}
    >
      {phase === 'failed' ? (
        <span data-slot="lazy-image-placeholder" aria-hidden="true" className="absolute inset-0">
          {fallback}
        </span>
      ) : phase !== 'loaded' ? (
        // It pulses only while its image loads: a page's far-off images (81 on the home page) pulsing all at once
        // kept the page composing frames and restyling when nothing on screen moved.
        <span
          data-slot="lazy-image-placeholder"
          aria-hidden="true"
          className={cn(
            'absolute inset-0 bg-surface-3',
            phase === 'loading' && 'animate-pulse motion-reduce:animate-none',
          )}
        />
      ) : null}
      {phase === 'failed' && <span className="sr-only">{alt}</span>}
      {showImage && (
        <img
          key={`${current}#${attempt}`}
          src={current}
          alt={alt}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          draggable={false}
          onLoad={() => {
            rememberLoaded(current);
            if (priority) setPhase('loaded');
            // Drawn a few per frame (see reveal-queue): until then it is not painted at all.
            else cancelReveal.current = revealSoon(() => setPhase('loaded'));
          }}
          onError={failed}
          className={cn(
            'absolute inset-0 size-full object-cover motion-safe:transition-opacity motion-safe:duration-150',
            phase === 'loaded' ? 'opacity-100' : 'invisible opacity-0',
            imgClassName,
          )}
        />
      )}
    </span>
  );
}

/**
 * An image that loads when it nears the viewport, inside a box that keeps its size whatever happens (no layout
 * shift): it retries `retries` times, then the fallback address once, then shows the fallback art (SPEC §9).
 * An address that loaded before shows at once; a new address starts over. Images that arrive together are shown
 * a few per frame, so a screenful of art arriving at once never holds up a frame.
 */
export function LazyImage(props: LazyImageProps) {
  return <LazyImageBox key={props.src} {...props} />;
}
