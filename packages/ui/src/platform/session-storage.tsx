import { createContext, type ReactNode, use, useMemo, useSyncExternalStore } from 'react';

/** The part of sessionStorage the site writes to and clears. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Where the session keys live, and who hears a write: the setting every session key goes through. */
export type SessionKeys = SessionStorageLike & {
  /** Tells `onChange` of every write made through these keys; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
};

function browserSessionStorage(): SessionStorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Session keys over a storage; `undefined` is the browser's sessionStorage, looked up at the first read or write
 * (never while rendering on a server), `null` none at all (reads give null, writes go nowhere).
 */
export function createSessionKeys(storage: SessionStorageLike | null | undefined): SessionKeys {
  const target = () => (storage === undefined ? browserSessionStorage() : storage);
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    getItem: (key) => target()?.getItem(key) ?? null,
    setItem(key, value) {
      target()?.setItem(key, value);
      changed();
    },
    removeItem(key) {
      target()?.removeItem(key);
      changed();
    },
    key: (index) => target()?.key(index) ?? null,
    get length() {
      return target()?.length ?? 0;
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

const SessionKeysContext = /* @__PURE__ */ createContext<SessionKeys | null>(null);

/**
 * Says where the session keys live (SPEC §3: sessionStorage): a setting, not session state, so it never changes
 * what a screen renders by itself. `storage` left out is the browser's sessionStorage; `null` keeps no keys.
 */
export function SessionStorageProvider({
  storage,
  children,
}: {
  storage?: SessionStorageLike | null;
  children?: ReactNode;
}) {
  const keys = useMemo(() => createSessionKeys(storage), [storage]);
  return <SessionKeysContext value={keys}>{children}</SessionKeysContext>;
}

const browserKeys = /* @__PURE__ */ createSessionKeys(undefined);

/** The session keys, to write in an effect or an event handler; the browser's sessionStorage without a provider. */
export function useSessionStorage(): SessionKeys {
  return use(SessionKeysContext) ?? browserKeys;
}

/**
 * One session key's value, kept current through writes made with {@link useSessionStorage}. Server rendering and
 * hydration see null: storage is only read in the browser.
 */
export function useSessionItem(key: string): string | null {
  const keys = useSessionStorage();
  return useSyncExternalStore(
    keys.subscribe,
    () => keys.getItem(key),
    () => null,
  );
}
