import { describe, expect, it } from 'vitest';
import { clockFrom, createMemoryStore, createSandbox, type StoreSnapshot } from '../src';
import { seededRandom } from '../src/state/seeded-random';
import { seedWorld } from '../src/state/seeded-worlds';
import { PINNED_NOW } from './harness';

/** Seeds a world straight into a store of its own, as a sandbox did before seeded worlds were kept. */
async function seededAnew(at: number): Promise<StoreSnapshot> {
  const store = createMemoryStore();
  await seedWorld({
    store,
    now: () => at,
    random: seededRandom(1),
    keys: () => Promise.reject(new Error('unused')),
  });
  return store.snapshot();
}

/** A sandbox at `at` after its first request, and its store. */
async function sandboxSeededAt(at: number) {
  const store = createMemoryStore();
  const sandbox = createSandbox({ store, clock: clockFrom(at) });
  await sandbox.fetch(new Request('http://platform.test/__sandbox/clock'));
  return { sandbox, store };
}

// Seeding draws three things at random: each password's salt (and so its hash), and the token that tells the parsed
// bets cache the bets changed. Two seedings at one moment differ in those and nothing else.
const RANDOM_FIELDS = new Set(['salt', 'passwordHash']);
function withoutRandomFields(snapshot: StoreSnapshot) {
  return Object.fromEntries(
    [...snapshot].map(([collection, records]) => [
      collection,
      Object.fromEntries(
        [...records]
          .filter(([id]) => !(collection === 'activity' && id === 'bets-version'))
          .map(([id, text]) => [
            id,
            JSON.parse(text, (key, value) => (RANDOM_FIELDS.has(key) ? '(random)' : value)) as unknown,
          ]),
      ),
    ]),
  );
}

describe('seeded worlds (a sandbox seeded at a moment another was seeded at reuses its world)', () => {
  it('restores exactly the world seeding at that moment gives', async () => {
    const restored = await sandboxSeededAt(PINNED_NOW);
    const again = await sandboxSeededAt(PINNED_NOW);
    const anew = await seededAnew(PINNED_NOW);
    expect(anew.get('bets')?.size).toBeGreaterThan(1_000);
    expect(withoutRandomFields(restored.store.snapshot())).toEqual(withoutRandomFields(anew));
    // The second sandbox got the first one's world itself: the same salts, not a second seeding.
    expect(again.store.snapshot()).toEqual(restored.store.snapshot());
  }, 30_000);

  it('seeds another world at another moment', async () => {
    const oneMinuteLater = await sandboxSeededAt(PINNED_NOW + 60_000);
    const { store } = await sandboxSeededAt(PINNED_NOW);
    expect(oneMinuteLater.store.get('accounts', 'player1')).not.toEqual(store.get('accounts', 'player1'));
  }, 30_000);

  it('goes back to the world of its seeding moment on reset, however far its clock moved', async () => {
    const { sandbox, store } = await sandboxSeededAt(PINNED_NOW);
    const seeded = store.snapshot();
    await sandbox.controls.setSystemStatus({ maintenance: true });
    await sandbox.controls.advanceClock(3 * 24 * 60 * 60 * 1000);
    await sandbox.controls.reset();
    expect(store.snapshot()).toEqual(seeded);
  });
});
