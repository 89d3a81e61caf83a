import { useEffect } from 'react';

/** Something whose code can be fetched ahead: a `lazyDialog` or `lazyRoute` component. */
export type Preloadable = { preload(): Promise<void> };

/**
 * Fetches a lazy component's chunk once the page is idle after its first paint (within two seconds at the latest),
 * while `chunk` is given: what a person is likely to open next (the login dialog for a visitor, the member centre for
 * a member) is then there when they click, and its first frame does not wait for the network and a parse. Pass
 * `null` while it is not likely (e.g. the member centre before a session).
 */
export function usePreloadWhenIdle(chunk: Preloadable | null | undefined): void {
  useEffect(() => {
    if (!chunk) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => void chunk.preload(), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => void chunk.preload(), 200);
    return () => clearTimeout(timer);
  }, [chunk]);
}
