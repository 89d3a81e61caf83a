import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;
const pageOrigin = () => globalThis.location?.origin ?? '';
const noOrigin = () => '';

/**
 * The page's origin (`https://brand.example`), which a back URL or a frame's address is checked against. A server
 * render has none (''), and a hydrating browser starts from that, then reads its own.
 */
export function usePageOrigin(): string {
  return useSyncExternalStore(unchanging, pageOrigin, noOrigin);
}
