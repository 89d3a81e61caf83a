import { readdirSync, readFileSync } from 'node:fs';
import { GAME_LIST_PAGE_SIZES } from '@lobbykit/domain';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addFavouriteGame,
  getGameList,
  getHotGames,
  getPopupGameList,
  getPvpRooms,
  getRecentGames,
  getWinnerBoard,
  isPlatformError,
  launchGame,
  launchLotteryLobby,
  removeFavouriteGame,
} from '../src';
import { createPlatformClient, platformCalls } from '../src/client';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () =>
  createPlatformClient({
    baseUrl: BASE,
    merchant: 'LOBBYKIT',
    language: 'VI',
    device: 'WEB',
    tokenStore: { get: () => 'token-1', set: () => {} },
  });

function answering(path: string, value: unknown) {
  const seen: Request[] = [];
  server.use(
    http.all(`${BASE}${path}`, ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json({ success: true, value });
    }),
  );
  return seen;
}

const query = (request: Request | undefined) => Object.fromEntries(new URL(request?.url ?? BASE).searchParams);

describe('the lobby’s game list (GCSGAME_gameList)', () => {
  it('sends vendor, category, classify, search text, page and language as the query', async () => {
    const seen = answering(getGameList.path, { games: [], totalPages: 0, totalCount: 0, pageNo: 2 });
    await client().getGameList({
      vassalage: 'PG',
      gameType: 'RNG',
      gameClassify: 'SLOT',
      gameName: ' rồng ',
      pageNo: 2,
      pageSize: GAME_LIST_PAGE_SIZES.home,
    });
    expect(query(seen[0])).toEqual({
      clientType: '3',
      platform: 'flash,html5-desktop',
      merchant: 'LOBBYKIT',
      vassalage: 'PG',
      gameType: 'RNG',
      gameClassify: 'SLOT',
      gameName: 'rồng',
      pageNo: '2',
      pageSize: '12',
      language: 'VI',
    });
  });

  it('asks 24 a page by default, and refuses an over-long search text before sending', async () => {
    const seen = answering(getGameList.path, { games: [], totalPages: 0 });
    await client().getGameList({});
    expect(query(seen[0]).pageSize).toBe(String(GAME_LIST_PAGE_SIZES.category));
    const error = await client()
      .getGameList({ gameName: 'x'.repeat(101) })
      .catch((caught: unknown) => caught);
    expect(isPlatformError(error, 'malformed')).toBe(true);
    expect(seen).toHaveLength(1);
  });
});

describe('what the lobby’s writes make stale', () => {
  it('a launch refreshes the recent games; a favourite toggle refreshes both favourite reads', () => {
    expect(launchGame.invalidates).toEqual(['getRecentGames']);
    expect(addFavouriteGame.invalidates).toEqual(['getFavouriteGameIds', 'getFavouriteGames']);
    expect(removeFavouriteGame.invalidates).toEqual(addFavouriteGame.invalidates);
  });

  it('names only calls that exist', () => {
    const names = new Set(Object.keys(platformCalls));
    for (const call of Object.values(platformCalls)) {
      for (const name of call.invalidates ?? []) expect([call.name, names.has(name)]).toEqual([call.name, true]);
    }
  });
});

describe('the lobby’s calls', () => {
  it('are each an exported value; visitors may browse, a member launches', () => {
    const lobby = [getGameList, getHotGames, getPopupGameList, getWinnerBoard, getRecentGames, getPvpRooms];
    expect(lobby.map((call) => [call.name, call.token])).toEqual([
      ['getGameList', 'optional'],
      ['getHotGames', false],
      ['getPopupGameList', 'optional'],
      ['getWinnerBoard', false],
      ['getRecentGames', true],
      ['getPvpRooms', true],
    ]);
    expect([launchGame.method, launchGame.token, launchLotteryLobby.method, launchLotteryLobby.token]).toEqual([
      'POST',
      true,
      'GET',
      true,
    ]);
  });

  it('never import one another, so an app ships only the calls it uses', () => {
    const folder = new URL('../src/calls/', import.meta.url);
    const callFiles = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.schemas.ts'));
    for (const file of callFiles) {
      const imports = [...readFileSync(new URL(file, folder), 'utf8').matchAll(/from '\.\/([\w-]+(?:\.[\w-]+)*)'/g)];
      const calls = imports
        .map(([, path]) => path)
        .filter((path) => `${path}.ts` !== 'flags.ts' && !path?.endsWith('.schemas'));
      expect([file, calls]).toEqual([file, []]);
    }
  });
});
