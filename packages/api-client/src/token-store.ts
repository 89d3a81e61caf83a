import { SESSION_KEYS } from '@lobbykit/domain';

/**
 * Where the session token lives. `subscribe` tells its one reader (the ui's session) when the token changes; a
 * brand's own store may leave it out: the transport then tells of every change made through it.
 */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
  subscribe?(onChange: () => void): () => void;
}

/** A token store that always tells of changes. */
export type ObservedTokenStore = Required<TokenStore>;

/** The part of `Storage` a token store uses. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserSessionStorage(): TokenStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The default token store: sessionStorage `token` (SPEC §3), or memory where there is no sessionStorage (Node,
 * server rendering). Changes from another copy of the page are not followed: sessionStorage belongs to one tab.
 */
export function createSessionTokenStore(
  storage: TokenStorage | null = browserSessionStorage(),
  key: string = SESSION_KEYS.token,
): ObservedTokenStore {
  let memory: string | null = null;
  return observeTokenStore({
    get: () => (storage ? storage.getItem(key) : memory),
    set: (token) => {
      if (!storage) memory = token;
      else if (token === null) storage.removeItem(key);
      else storage.setItem(key, token);
    },
  });
}

/** Gives any token store a `subscribe`: its own when it has one, else one that hears every `set` made through it. */
export function observeTokenStore(store: TokenStore): ObservedTokenStore {
  if (store.subscribe) return store as ObservedTokenStore;
  const listeners = new Set<() => void>();
  return {
    get: () => store.get(),
    set: (token) => {
      const before = store.get();
      store.set(token);
      if (store.get() !== before) for (const listener of [...listeners]) listener();
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
