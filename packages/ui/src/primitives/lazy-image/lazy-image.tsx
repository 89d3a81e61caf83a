import { LAZY_IMAGE } from '@lobbykit/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../styling/cn';
import { hasLoaded, rememberLoaded } from './loaded-images';

/** Props of {@link LazyImage}. */
export type LazyImageProps = {
  src: string;
  /** Tried once when `src` keeps failing: the same image on the platform's default host. */
  fallbackSrc?: string;
  alt: string;
  /** What stands in the box when the image cannot be loaded at all. */
  fallback?: ReactNode;
  retries?: number;
  className?: string;
  imgClassName?: string;
};

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

// SPEC §9 preload ratio 1.3: an image starts loading when it is within 30% of a viewport of being seen.
const ROOT_MARGIN = `${Math.round((LAZY_IMAGE.preloadRatio - 1) * 100)}%`;
const RETRY_GAP_MS = LAZY_IMAGE.throttleMs;

function useNearViewport(skip: boolean) {
  const ref = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(skip);
  useEffect(() => {
    const box = ref.current;
    if (near || !box) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

function LazyImageBox({
  src,
  fallbackSrc,
  alt,
  fallback,
  retries = LAZY_IMAGE.retries,
  className,
  imgClassName,
}: LazyImageProps) {
  const cached = hasLoaded(src);
  const { ref, near } = useNearViewport(cached);
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>(cached ? 'loaded' : 'waiting');
  const onFallback = attempt > retries;
  const current = onFallback ? fallbackSrc : src;

  useEffect(() => {
    if (near && phase === 'waiting') setPhase('loading');
  }, [near, phase]);

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
      {phase !== 'loaded' && (
        <span data-slot="lazy-image-placeholder" aria-hidden="true" className="absolute inset-0">
          {phase === 'failed' ? (
            fallback
          ) : (
            <span className="block size-full animate-pulse bg-surface-3 motion-reduce:animate-none" />
          )}
        </span>
      )}
      {phase === 'failed' && <span className="sr-only">{alt}</span>}
      {showImage && (
        <img
          key={`${current}#${attempt}`}
          src={current}
          alt={alt}
          decoding="async"
          draggable={false}
          onLoad={() => {
            rememberLoaded(current);
            setPhase('loaded');
          }}
          onError={failed}
          className={cn(
            'absolute inset-0 size-full object-cover motion-safe:transition-opacity motion-safe:duration-150',
            phase === 'loaded' ? 'opacity-100' : 'opacity-0',
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
 * An address that loaded before shows at once; a new address starts over.
 */
export function LazyImage(props: LazyImageProps) {
  return <LazyImageBox key={props.src} {...props} />;
}
