import type { SandboxContext } from '../context';
import { createMemoryStore } from '../store/memory-store';
import type { SandboxStore, StoreSnapshot } from '../store/store';
import { seedAccounts } from './seed-accounts';
import { seedMemberCentre } from './seed-member-centre';
import { seededRandom } from './seeded-random';

const SEEDED = { collection: 'settings', id: 'seeded' } as const;

/** Whether a store holds a seeded world already (a SQLite file from an earlier run). */
export function holdsSeededWorld(store: SandboxStore): boolean {
  return Boolean(store.get(SEEDED.collection, SEEDED.id));
}

/**
 * Seeds the whole world into the context's store: the accounts, then the member and agent centres over them. Every
 * part reads the time from `context.now()`, so on a clock that stands still the world depends on nothing else.
 */
export async function seedWorld(context: SandboxContext): Promise<void> {
  await seedAccounts(context);
  await seedMemberCentre(context);
  context.store.put(SEEDED.collection, SEEDED.id, true);
}

/** Worlds seeded in this process, newest use last; a few are enough (a test run or a Storybook uses one or two). */
const worlds = new Map<string, Promise<StoreSnapshot>>();
const KEPT_WORLDS = 4;

/**
 * The world seeded with `seed` at the clock reading `at`, as a store snapshot, seeded once per process and then
 * reused: seeding (two months of team play, password hashes) costs a few hundred ms, restoring a snapshot a few.
 * It is seeded into a store of its own on a clock that stands at `at`, so it is exactly what seeding a sandbox at
 * that moment gives. Seeding draws no randomness from the sandbox (its content is derived from names and times),
 * and what a seed topic may draw comes from `seed`, so no sandbox state is left out of the key.
 */
export function seededWorld(seed: number, at: number): Promise<StoreSnapshot> {
  const key = `${seed}@${at}`;
  const known = worlds.get(key);
  if (known) {
    worlds.delete(key);
    worlds.set(key, known);
    return known;
  }
  const seeding = seedAlone(seed, at);
  worlds.set(key, seeding);
  seeding.catch(() => worlds.delete(key));
  for (const oldest of worlds.keys()) {
    if (worlds.size <= KEPT_WORLDS) break;
    worlds.delete(oldest);
  }
  return seeding;
}

async function seedAlone(seed: number, at: number): Promise<StoreSnapshot> {
  const store = createMemoryStore();
  await seedWorld({
    store,
    now: () => at,
    random: seededRandom(seed),
    keys: () => Promise.reject(new Error('seeding opens no sealed bodies')),
  });
  return store.snapshot();
}
