import { useSyncExternalStore } from 'react';

const wide = '(min-width: 64rem)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(wide);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * True from 1024 px up (Tailwind's `lg`), where the header shows both bars; below it collapses into a menu.
 * Undefined on the server and while hydrating, where the screen is not known: the caller then renders both and lets
 * CSS show the one that fits, so a phone's first paint is already the phone's.
 */
export function useWideScreen(): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(wide).matches,
    () => undefined,
  );
}
