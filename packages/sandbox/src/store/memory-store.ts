import { type SandboxStore, type StoreSnapshot, settled } from './store';

/** A store in memory, for the browser, stories and tests; records are copied in and out like a database would. */
export function createMemoryStore(): SandboxStore {
  const collections = new Map<string, Map<string, string>>();
  let undoLog: Array<() => void> | null = null;

  const collectionOf = (name: string) => {
    let collection = collections.get(name);
    if (!collection) {
      collection = new Map();
      collections.set(name, collection);
    }
    return collection;
  };
  const remember = (collection: Map<string, string>, id: string) => {
    if (!undoLog) return;
    const previous = collection.get(id);
    undoLog.push(() => (previous === undefined ? collection.delete(id) : collection.set(id, previous)));
  };

  const transaction = <T>(work: () => T): T => {
    if (undoLog) return work();
    const log: Array<() => void> = [];
    undoLog = log;
    try {
      return settled(work());
    } catch (error) {
      for (const undo of log.reverse()) undo();
      throw error;
    } finally {
      undoLog = null;
    }
  };

  return {
    get<T>(collection: string, id: string) {
      const text = collections.get(collection)?.get(id);
      return text === undefined ? undefined : (JSON.parse(text) as T);
    },
    list<T>(collection: string) {
      return [...(collections.get(collection) ?? new Map<string, string>())]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([id, text]) => ({ id, value: JSON.parse(text) as T }));
    },
    put(collection, id, value) {
      const target = collectionOf(collection);
      remember(target, id);
      target.set(id, JSON.stringify(value));
    },
    delete(collection, id) {
      const target = collectionOf(collection);
      remember(target, id);
      target.delete(id);
    },
    clear() {
      const snapshot = new Map([...collections].map(([name, records]) => [name, new Map(records)]));
      undoLog?.push(() => {
        collections.clear();
        for (const [name, records] of snapshot) collections.set(name, records);
      });
      for (const records of collections.values()) records.clear();
    },
    transaction,
    snapshot(): StoreSnapshot {
      return new Map(
        [...collections].filter(([, records]) => records.size > 0).map(([name, records]) => [name, new Map(records)]),
      );
    },
    restore(snapshot) {
      transaction(() => {
        for (const [name, records] of snapshot) {
          const target = collections.get(name);
          if (target && target.size > 0) {
            for (const [id, text] of records) {
              remember(target, id);
              target.set(id, text);
            }
            continue;
          }
          // An empty collection takes the snapshot's records in one copy: what makes a seeded world cheap to restore.
          undoLog?.push(() => (target ? collections.set(name, target) : collections.delete(name)));
          collections.set(name, new Map(records));
        }
      });
    },
    close() {
      collections.clear();
    },
  };
}
