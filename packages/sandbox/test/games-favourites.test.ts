import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { failure } from './failure';
import { useSandbox } from './harness';

const platform = useSandbox();

async function loggedIn(account: { username: string; password: string } = SEED_ACCOUNTS.member) {
  const client = platform.client();
  await client.login(account);
  return client;
}

async function twoGames() {
  const { games } = await platform.client().getGameList({ vassalage: 'JL', pageSize: 2 });
  const [first, second] = games;
  if (!first || !second) throw new Error('JL has games');
  return [first, second].map(({ nodeId, vassalage, gameType }) => ({ nodeId, vendor: vassalage, gameType }));
}

describe('favourite games (PLATFORM-FACTS §1.2)', () => {
  it('adds favourites once each and lists them newest first, with their games', async () => {
    const client = await loggedIn();
    const [first, second] = await twoGames();
    if (!first || !second) throw new Error('two games');
    expect(await client.addFavouriteGame(first)).toEqual([first.nodeId]);
    await platform.controls.advanceClock(1_000);
    await client.addFavouriteGame(second);
    expect(await client.addFavouriteGame(first)).toEqual([second.nodeId, first.nodeId]);
    expect(await client.getFavouriteGameIds({})).toEqual([second.nodeId, first.nodeId]);
    const list = await client.getFavouriteGames({ gameType: 'RNG' });
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(list.content.map((game) => game.nodeId)).toEqual([second.nodeId, first.nodeId]);
    expect((await client.getFavouriteGames({ gameType: 'LIVE' })).content).toEqual([]);
  });

  it('removes a favourite, and removing it again is fine', async () => {
    const client = await loggedIn();
    const [first] = await twoGames();
    if (!first) throw new Error('a game');
    await client.addFavouriteGame(first);
    expect(await client.removeFavouriteGame(first)).toEqual([]);
    expect(await client.removeFavouriteGame(first)).toEqual([]);
  });

  it('keeps each member’s favourites to itself', async () => {
    const [first] = await twoGames();
    if (!first) throw new Error('a game');
    await (await loggedIn()).addFavouriteGame(first);
    expect(await (await loggedIn(SEED_ACCOUNTS.agent)).getFavouriteGameIds({})).toEqual([]);
  });

  it('refuses unknown games and vendors, and visitors', async () => {
    const client = await loggedIn();
    const [first] = await twoGames();
    if (!first) throw new Error('a game');
    expect((await failure(client.addFavouriteGame({ ...first, nodeId: '1' }))).messageKey).toBe('game_not_found');
    expect((await failure(client.addFavouriteGame({ ...first, vendor: 'PG' }))).messageKey).toBe('game_not_found');
    expect((await failure(client.addFavouriteGame({ ...first, vendor: 'NOPE' }))).messageKey).toBe('vendor_not_found');
    expect((await failure(platform.client().getFavouriteGameIds({}))).kind).toBe('session-expired');
  });
});
