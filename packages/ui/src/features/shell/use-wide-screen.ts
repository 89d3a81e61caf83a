import { useSyncExternalStore } from 'react';

const wide = '(min-width: 64rem)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(wide);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True from 1024 px up, where the header shows both bars; below it collapses into a menu. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(wide).matches,
    () => true,
  );
}
