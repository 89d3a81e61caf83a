import { DatabaseSync } from 'node:sqlite';
import { type SandboxStore, type StoreSnapshot, settled } from '../store/store';

/** A store in one SQLite file (WAL), so the sandbox keeps its state across restarts. */
export function createSqliteStore(filePath: string): SandboxStore {
  const database = new DatabaseSync(filePath);
  database.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA busy_timeout = 5000;
    CREATE TABLE IF NOT EXISTS records (
      collection TEXT NOT NULL,
      id TEXT NOT NULL,
      value TEXT NOT NULL,
      PRIMARY KEY (collection, id)
    ) WITHOUT ROWID;
  `);
  const selectOne = database.prepare('SELECT value FROM records WHERE collection = ? AND id = ?');
  const selectAll = database.prepare('SELECT id, value FROM records WHERE collection = ? ORDER BY id');
  const upsert = database.prepare(
    'INSERT INTO records (collection, id, value) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET value = excluded.value',
  );
  const remove = database.prepare('DELETE FROM records WHERE collection = ? AND id = ?');
  const removeAll = database.prepare('DELETE FROM records');
  const selectEverything = database.prepare('SELECT collection, id, value FROM records ORDER BY collection, id');
  let depth = 0;

  const transaction = <T>(work: () => T): T => {
    if (depth > 0) return work();
    // IMMEDIATE takes the write lock up front, so a second process cannot interleave a money move either.
    database.exec('BEGIN IMMEDIATE');
    depth += 1;
    try {
      const result = settled(work());
      database.exec('COMMIT');
      return result;
    } catch (error) {
      database.exec('ROLLBACK');
      throw error;
    } finally {
      depth -= 1;
    }
  };

  return {
    get<T>(collection: string, id: string) {
      const row = selectOne.get(collection, id) as { value: string } | undefined;
      return row ? (JSON.parse(row.value) as T) : undefined;
    },
    list<T>(collection: string) {
      return (selectAll.all(collection) as Array<{ id: string; value: string }>).map((row) => ({
        id: row.id,
        value: JSON.parse(row.value) as T,
      }));
    },
    put(collection, id, value) {
      upsert.run(collection, id, JSON.stringify(value));
    },
    delete(collection, id) {
      remove.run(collection, id);
    },
    clear() {
      removeAll.run();
    },
    transaction,
    snapshot(): StoreSnapshot {
      const collections = new Map<string, Map<string, string>>();
      for (const row of selectEverything.all() as Array<{ collection: string; id: string; value: string }>) {
        let records = collections.get(row.collection);
        if (!records) {
          records = new Map();
          collections.set(row.collection, records);
        }
        records.set(row.id, row.value);
      }
      return collections;
    },
    restore(snapshot) {
      transaction(() => {
        for (const [collection, records] of snapshot) {
          for (const [id, text] of records) upsert.run(collection, id, text);
        }
      });
    },
    close() {
      if (database.isOpen) database.close();
    },
  };
}
