import { createSessionTokenStore } from '@lobbykit/api-client';
import { createPlatformClient } from '@lobbykit/api-client/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockFrom, createSandbox } from '../src';
import { toMinor } from '../src/state/money';
import { PINNED_NOW } from './harness';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A sandbox seeded at `now`, with a visitor's client that talks to it directly. Its clock stands still: the winner
 * board changes with the hour, and one second before one, a loaded machine's two readings fell either side of it.
 */
function lobbyAt(now: number, sandboxOf = createSandbox) {
  const sandbox = sandboxOf({ clock: clockFrom(now, () => 0) });
  return createPlatformClient({
    baseUrl: 'http://platform.test',
    merchant: 'LOBBYKIT',
    language: 'EN',
    device: 'WEB',
    host: 'lobbykit.test',
    tokenStore: createSessionTokenStore(null),
    fetch: (input, init) => sandbox.fetch(new Request(input, init)),
  });
}

/** What a lobby shows that must not depend on the day: the catalogue, the lanes and the hot games. */
async function catalogueOf(client: ReturnType<typeof lobbyAt>) {
  const first = await client.getGameList({ pageSize: 1000 });
  const games = [...first.games];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) {
    games.push(...(await client.getGameList({ pageSize: 1000, pageNo })).games);
  }
  return {
    games,
    totalPages: first.totalPages,
    lanes: (await client.getGameVendors({})).data.lanes,
    hot: (await client.getHotGames({})).list,
  };
}

describe('the lobby catalogue is seeded the same whatever the date (fixed PRNG, no Math.random)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('seeds the same games, lanes and hot games in two sandboxes seeded on different days', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const summer = await catalogueOf(lobbyAt(PINNED_NOW));
    // A second copy of the sandbox's modules, so nothing built for the first one is reused, under other "randomness".
    vi.resetModules();
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    const fresh = await import('../src');
    expect(fresh.createSandbox).not.toBe(createSandbox);
    const newYear = await catalogueOf(lobbyAt(Date.UTC(2027, 0, 1) - 7 * 60 * 60 * 1000 - 1, fresh.createSandbox));
    expect(summer.games.length).toBeGreaterThanOrEqual(1000);
    expect(newYear).toEqual(summer);
    // Two worlds seeded from scratch (the second copy of the modules keeps no seeded world), as in seeding-dates.
  }, 30_000);

  it.each([
    ['a pinned Wednesday noon', PINNED_NOW],
    ['a year end just before midnight', Date.UTC(2026, 11, 31, 16, 59, 59)],
    ['a leap day', Date.UTC(2028, 1, 29, 3)],
  ])('keeps the winner board’s rules when seeded at %s', async (_label, now) => {
    const client = lobbyAt(now);
    const { list } = await client.getWinnerBoard({});
    expect(list).toHaveLength(20);
    const minor = list.map((win) => toMinor(win.winAmount));
    expect(minor).toEqual([...minor].sort((a, b) => b - a));
    expect(
      list.every((win) => /^\d+\.\d{2}$/.test(win.winAmount) && /^[a-z]{2}\*\*\*\d{2}$/.test(win.customerName)),
    ).toBe(true);
    expect(list.every((win) => win.time !== undefined && win.time < now && win.time >= now - 2 * DAY_MS)).toBe(true);
    const again = await lobbyAt(now).getWinnerBoard({});
    expect(again).toEqual({ list });
  });
});
