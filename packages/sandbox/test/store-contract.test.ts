import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createMemoryStore, type SandboxStore } from '../src';
import type { SandboxContext } from '../src/context';
import { createSqliteStore } from '../src/node';
import { Rejection } from '../src/rejection';
import { balanceOf, MAIN_WALLET, moneyRecordsOf, moveMoney, setBalance } from '../src/state/wallets';

const folder = mkdtempSync(join(tmpdir(), 'lobbykit-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;

const stores: Array<[string, () => SandboxStore]> = [
  ['memory', createMemoryStore],
  ['SQLite', () => createSqliteStore(join(folder, `contract-${files++}.sqlite`))],
];

describe.each(stores)('SandboxStore contract: %s (stores)', (_name, openStore) => {
  let store: SandboxStore;
  const context = (): SandboxContext => ({
    store,
    now: () => 1_700_000_000_000,
    random: () => 0.5,
    keys: () => Promise.reject(new Error('unused')),
  });
  const main = { username: 'player1', wallet: MAIN_WALLET };
  const vendor = { username: 'player1', wallet: 'PG' };
  const open = () => {
    store = openStore();
    return store;
  };
  afterEach(() => store.close());

  it('gives back what was put, as a copy the caller cannot change behind its back', () => {
    open().put('accounts', 'player1', { name: 'Player', tags: ['a'] });
    const first = store.get<{ tags: string[] }>('accounts', 'player1');
    first?.tags.push('b');
    expect(store.get('accounts', 'player1')).toEqual({ name: 'Player', tags: ['a'] });
    expect(store.get('accounts', 'nobody')).toBeUndefined();
  });

  it('lists one collection in id order and deletes and clears', () => {
    open().put('c', 'b', 2);
    store.put('c', 'a', 1);
    store.put('other', 'z', 3);
    expect(store.list('c')).toEqual([
      { id: 'a', value: 1 },
      { id: 'b', value: 2 },
    ]);
    store.delete('c', 'a');
    expect(store.list('c')).toEqual([{ id: 'b', value: 2 }]);
    store.clear();
    expect([store.list('c'), store.list('other')]).toEqual([[], []]);
  });

  it('keeps none of a transaction’s writes when it throws, nested ones included', () => {
    open().put('c', 'kept', 1);
    expect(() =>
      store.transaction(() => {
        store.put('c', 'kept', 2);
        store.transaction(() => store.put('c', 'new', 3));
        store.delete('c', 'kept');
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(store.list('c')).toEqual([{ id: 'kept', value: 1 }]);
  });

  it('refuses async work in a transaction, because an await would let other requests in', () => {
    expect(() => open().transaction(async () => 1)).toThrow(TypeError);
  });

  it('takes a snapshot that later writes leave alone, and restores it over what is there', () => {
    open().put('c', 'a', { n: 1 });
    store.put('c', 'b', 2);
    store.put('other', 'z', 'z');
    const snapshot = store.snapshot();
    store.put('c', 'a', { n: 9 });
    store.delete('c', 'b');
    store.put('c', 'new', 3);
    store.put('fresh', 'x', 4);
    expect(snapshot.get('c')?.get('a')).toBe('{"n":1}');
    store.restore(snapshot);
    expect(store.list('c')).toEqual([
      { id: 'a', value: { n: 1 } },
      { id: 'b', value: 2 },
      { id: 'new', value: 3 },
    ]);
    expect([store.get('other', 'z'), store.get('fresh', 'x')]).toEqual(['z', 4]);
    store.clear();
    store.restore(snapshot);
    expect(store.snapshot()).toEqual(snapshot);
  });

  it('keeps none of a restore when the transaction around it throws, and the snapshot stays as taken', () => {
    open().put('c', 'a', 1);
    const snapshot = store.snapshot();
    store.put('c', 'a', 2);
    store.put('empty', 'e', 0);
    store.delete('empty', 'e');
    const before = store.snapshot();
    expect(() =>
      store.transaction(() => {
        store.restore(new Map([...snapshot, ['empty', new Map([['e', '5']])]]));
        store.put('empty', 'f', 6);
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(store.snapshot()).toEqual(before);
    store.restore(snapshot);
    store.put('c', 'a', 3);
    expect(snapshot.get('c')?.get('a')).toBe('1');
  });

  it('moves money exactly: minor units, both sides in one step, a record kept', () => {
    open();
    setBalance(context(), main, 10_050);
    moveMoney(context(), {
      kind: 'transfer',
      requestedBy: 'player1',
      idempotencyKey: 'k1',
      debit: main,
      credit: vendor,
      amountMinor: 1_025,
    });
    expect([balanceOf(context(), main), balanceOf(context(), vendor)]).toEqual([9_025, 1_025]);
    expect(moneyRecordsOf(context(), 'player1')).toHaveLength(1);
  });

  it('never lets a balance go below zero and leaves both sides untouched when refused', () => {
    open();
    setBalance(context(), main, 500);
    const overdraw = () =>
      moveMoney(context(), {
        kind: 'transfer',
        requestedBy: 'player1',
        idempotencyKey: 'k2',
        debit: main,
        credit: vendor,
        amountMinor: 501,
      });
    expect(overdraw).toThrow(Rejection);
    expect([balanceOf(context(), main), balanceOf(context(), vendor)]).toEqual([500, 0]);
  });

  it('moves money once per idempotency key and refuses the key for a different move', () => {
    open();
    setBalance(context(), main, 1_000);
    const move = {
      kind: 'transfer' as const,
      requestedBy: 'player1',
      idempotencyKey: 'same',
      debit: main,
      credit: vendor,
      amountMinor: 300,
    };
    const first = moveMoney(context(), move);
    expect(moveMoney(context(), move)).toEqual(first);
    expect(() => moveMoney(context(), { ...move, amountMinor: 400 })).toThrow('duplicate_request');
    expect(balanceOf(context(), main)).toBe(700);
  });

  it('survives 100 interleaved async requests: one move per key, never below zero', async () => {
    open();
    setBalance(context(), main, 5_000);
    const requests = Array.from({ length: 100 }, async (_, index) => {
      await Promise.resolve();
      const key = index < 50 ? 'shared-key' : `key-${index}`;
      try {
        moveMoney(context(), {
          kind: 'transfer',
          requestedBy: 'player1',
          idempotencyKey: key,
          debit: main,
          credit: vendor,
          amountMinor: 100,
        });
      } catch (error) {
        if (!(error instanceof Rejection)) throw error;
      }
    });
    await Promise.all(requests);
    // 1 move for the shared key + 49 single moves would need 5,000; exactly the balance, so it ends at 0.
    expect([balanceOf(context(), main), balanceOf(context(), vendor)]).toEqual([0, 5_000]);
    expect(moneyRecordsOf(context(), 'player1')).toHaveLength(50);
  });
});

describe('snapshots between stores', () => {
  it('restores a memory snapshot into SQLite and back, record for record', () => {
    const memory = createMemoryStore();
    memory.put('accounts', 'player1', { name: 'Player', tags: ['a'] });
    memory.put('bets', '2', { stake: 10 });
    const sqlite = createSqliteStore(join(folder, 'between.sqlite'));
    sqlite.restore(memory.snapshot());
    expect(sqlite.snapshot()).toEqual(memory.snapshot());
    const again = createMemoryStore();
    again.restore(sqlite.snapshot());
    expect(again.get('accounts', 'player1')).toEqual({ name: 'Player', tags: ['a'] });
    sqlite.close();
  });
});

describe('SQLite store across restarts (state kept)', () => {
  it('finds its records again after closing and reopening the file', () => {
    const file = join(folder, 'restart.sqlite');
    const first = createSqliteStore(file);
    first.put('accounts', 'player1', { balance: 1 });
    first.close();
    const second = createSqliteStore(file);
    expect(second.get('accounts', 'player1')).toEqual({ balance: 1 });
    second.close();
  });
});
