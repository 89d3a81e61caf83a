/**
 * Every record of a store as its JSON text: collection name → record id → JSON. What `snapshot()` takes and
 * `restore()` puts back; the sandbox keeps its seeded worlds this way (state/seeded-worlds.ts).
 */
export type StoreSnapshot = ReadonlyMap<string, ReadonlyMap<string, string>>;

/**
 * Where the sandbox keeps its state: named collections of JSON records.
 *
 * The interface is synchronous on purpose: a money move reads, checks and writes inside one `transaction`
 * with no `await` in between, so no other request can interleave, in memory and in SQLite alike.
 */
export interface SandboxStore {
  /** One record, or undefined. */
  get<T>(collection: string, id: string): T | undefined;
  /** Every record of a collection, in id order. */
  list<T>(collection: string): Array<{ id: string; value: T }>;
  /** Creates or replaces a record; the value must survive JSON. */
  put(collection: string, id: string, value: unknown): void;
  /** Removes a record if present. */
  delete(collection: string, id: string): void;
  /** Removes every record of every collection (reset). */
  clear(): void;
  /** Runs `work` atomically: if it throws, none of its writes stay. Nested calls join the outer one. */
  transaction<T>(work: () => T): T;
  /** A copy of every record as it stands; later writes do not change it. */
  snapshot(): StoreSnapshot;
  /**
   * Puts every record of a snapshot back as it was taken, over any record with the same id, in one transaction;
   * records the snapshot does not hold stay, so after `clear()` the store holds exactly the snapshot.
   */
  restore(snapshot: StoreSnapshot): void;
  /** Releases the store (closes the database file). */
  close(): void;
}

/** Refuses a transaction whose work is async: an `await` inside would let other requests interleave. */
export function settled<T>(result: T): T {
  if (result instanceof Promise) throw new TypeError('SandboxStore.transaction work must be synchronous');
  return result;
}
