import { CHUNK_LOAD_TIMEOUT_MS } from '@lobbykit/domain';
import { useSyncExternalStore } from 'react';
import { ChunkLoadError, loadChunk } from './lazy-route';

/** Where a module loaded on demand is: not asked for yet, on its way, there, or not arrived (SPEC §9). */
export type OnDemandState<M> =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; module: M }
  | { status: 'failed'; reason: 'failed' | 'timeout' };

/** A module loaded once, when first asked for; {@link onDemandModule} makes one. */
export interface OnDemandModule<M> {
  /** Starts loading unless the module is there or on its way; after a failure, tries again. */
  load: () => void;
  /** The module's state, for a component that draws something else until it is there. */
  useState: () => OnDemandState<M>;
}

/**
 * A module (a chunk) that parts of the page start loading before they need it — after the first paint, when a
 * pointer comes near — and draw without until it is there, so that the first paint does not carry it. It fails
 * like a lazy route, after the chunk time-out of SPEC §9, and a later `load` tries again.
 */
export function onDemandModule<M>(
  importModule: () => Promise<M>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): OnDemandModule<M> {
  let state: OnDemandState<M> = { status: 'idle' };
  const listeners = new Set<() => void>();
  const set = (next: OnDemandState<M>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const snapshot = () => state;
  return {
    load: () => {
      if (state.status === 'loading' || state.status === 'ready') return;
      set({ status: 'loading' });
      loadChunk(importModule, timeoutMs).then(
        (module) => set({ status: 'ready', module }),
        (error: unknown) =>
          set({ status: 'failed', reason: error instanceof ChunkLoadError ? error.reason : 'failed' }),
      );
    },
    useState: () => useSyncExternalStore(subscribe, snapshot, snapshot),
  };
}
