import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while a component renders what a server rendered (on the server, and while the browser hydrates that HTML),
 * true afterwards and in every render that is not a hydration. What the browser holds and a server cannot know (an
 * answer already in, the session) shows from the render after hydration, so hydration never meets HTML it did not
 * render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(unchanging, inBrowser, onServer);
}
