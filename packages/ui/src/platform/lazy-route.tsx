import { CHUNK_LOAD_TIMEOUT_MS } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { Button } from '../primitives/button/button';
import { cn } from '../styling/cn';
import { ChunkLoading } from './feedback/chunk-loading';

/** A page chunk that did not arrive: it failed, or took longer than the chunk time-out (SPEC §8, §9). */
export class ChunkLoadError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? 'page chunk load timed out' : 'page chunk failed to load', options);
    this.name = 'ChunkLoadError';
  }
}

/** Loads a chunk, failing with a ChunkLoadError when it fails or takes longer than `timeoutMs`. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause }));
      },
    );
  });
}

/** The view of a page that could not be loaded: the catalogue's message and a retry (SPEC §8). */
export function RouteLoadError({
  reason,
  onRetry,
  className,
}: {
  reason: 'failed' | 'timeout';
  onRetry: () => void;
  className?: string;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center gap-4 rounded-lg border border-border bg-surface-1 px-6 py-12 text-center',
        className,
      )}
    >
      <p className="text-lg">{reason === 'timeout' ? t('timeout_retry_please') : t('chunk_load_failed')}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </div>
  );
}

type BoundaryProps = { children: ReactNode; fallback: (error: unknown) => ReactNode };

class ChunkBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** How a lazily loaded component is shown while its chunk loads, and when it did not arrive. */
export type ChunkViews<P> = {
  loading: (props: P) => ReactNode;
  failed: (reason: 'failed' | 'timeout', retry: () => void, props: P) => ReactNode;
};

type ChunkSource<P> = {
  load: () => Promise<{ default: ComponentType<P> }>;
  timeoutMs: number;
  views: ChunkViews<P>;
  /** The first attempt's component, shared by every mount so the chunk loads once. */
  first: ComponentType<P> | null;
  /** The chunk's component once it has arrived (`preload`): rendered at once, without suspending. */
  loaded: ComponentType<P> | null;
};

function LazyChunkView<P extends object>({ source, props }: { source: ChunkSource<P>; props: P }) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(() => {
    const fresh = () => lazy(() => loadChunk(source.load, source.timeoutMs));
    if (attempt > 0) return fresh();
    // A chunk already here (`preload`) renders in the same pass as its parent: a hydrating page hydrates it with
    // the rest, inside the same boundary a server render of it made.
    source.first ??= source.loaded ?? fresh();
    return source.first;
  }, [attempt, source]);
  const retry = () => {
    source.first = null;
    source.loaded = null;
    setAttempt((n) => n + 1);
  };
  return (
    <ChunkBoundary
      key={attempt}
      fallback={(error) => source.views.failed(error instanceof ChunkLoadError ? error.reason : 'failed', retry, props)}
    >
      <Suspense fallback={source.views.loading(props)}>
        <Loaded {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** A component whose code loads on first mount; `preload()` fetches it earlier and settles when it is here. */
export type LazyComponent<P> = ((props: P) => ReactNode) & { preload(): Promise<void> };

/**
 * A component loaded on first mount with the chunk time-out of SPEC §9: `views.loading` shows while it loads,
 * `views.failed` when it did not arrive, with a retry that loads it afresh. Routes and dialogs build on it.
 * `preload()` loads it ahead (a page's entry before hydrating it); once here it renders without suspending.
 */
export function lazyChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  views: ChunkViews<P>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyComponent<P> {
  const source: ChunkSource<P> = { load, timeoutMs, views, first: null, loaded: null };
  const view = (props: P) => <LazyChunkView source={source} props={props} />;
  return Object.assign(view, {
    preload: () =>
      load().then(
        (module) => {
          source.loaded = module.default;
        },
        // A chunk that does not arrive now is loaded again, with its views, when it is shown.
        () => undefined,
      ),
  });
}

/** Options of {@link lazyRoute}: the chunk time-out, and what shows while it loads (a spinner, never a blank page). */
export type LazyRouteOptions = { timeoutMs?: number; fallback?: ReactNode };

/**
 * A route component loaded on first use, with the chunk time-out of SPEC §9; when loading fails the page shows
 * the error view, and "Try again" loads it afresh.
 */
export function lazyRoute<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, fallback = <ChunkLoading className="py-16" /> }: LazyRouteOptions = {},
): LazyComponent<P> {
  return lazyChunk(
    load,
    {
      loading: () => fallback,
      failed: (reason, retry) => <RouteLoadError reason={reason} onRetry={retry} />,
    },
    timeoutMs,
  );
}
