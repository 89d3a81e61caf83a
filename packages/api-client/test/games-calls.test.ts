import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gameSchema, isPlatformError, type PlatformError } from '../src';
import { createPlatformClient } from '../src/client';

const BASE = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (token: string | null = 'token-1') =>
  createPlatformClient({
    baseUrl: BASE,
    merchant: 'LOBBYKIT',
    language: 'TY',
    device: 'WEB',
    tokenStore: { get: () => token, set: () => {} },
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

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

const game = {
  nodeId: 123,
  gameId: 'PG_0001',
  gameCode: 'PG_0001',
  gameName: 'Golden Koi',
  displayName: 'Golden Koi',
  vassalage: 'PG',
  gameType: 'RNG',
  iconUrl: '/icon.svg',
};

describe('game object (SPEC §3, PLATFORM-FACTS §6.4)', () => {
  it('reads node ids as strings, and a missing isNew as not under maintenance', () => {
    expect(gameSchema.parse(game)).toMatchObject({ nodeId: '123', isNew: 0, isHot: 0, isLatest: 0, hasTrial: false });
    expect(gameSchema.parse({ ...game, isNew: '1' }).isNew).toBe(1);
  });
});

describe('game list request (PLATFORM-FACTS §1.2, §7.1)', () => {
  it('sends clientType 3, both platforms, the merchant, the language and 24 a page by default', async () => {
    const seen = answering('/wps/relay/GCSGAME_gameList', { games: [game], totalPages: 1 });
    const page = await client().getGameList({ vassalage: 'PG', gameType: 'RNG' });
    expect(query(seen[0])).toEqual({
      clientType: '3',
      platform: 'flash,html5-desktop',
      merchant: 'LOBBYKIT',
      vassalage: 'PG',
      gameType: 'RNG',
      pageNo: '1',
      pageSize: '24',
      language: 'TY',
    });
    expect(page.games[0]?.nodeId).toBe('123');
  });

  it('is open to visitors: no token, no Authorization header', async () => {
    const seen = answering('/wps/relay/GCSGAME_gameList', { games: [], totalPages: 0 });
    await client(null).getGameList({});
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('asks hot games with the merchant code and isPlatform 2 (SPEC §3)', async () => {
    const seen = answering('/wps/relay/GCSGAME_hotGamesV2', { list: [] });
    await client(null).getHotGames({});
    expect(query(seen[0])).toMatchObject({ merchantCode: 'LOBBYKIT', isPlatform: '2', vassalage: '', language: 'TY' });
  });
});

describe('winner board (PLATFORM-FACTS §6.10)', () => {
  it('flattens each entry’s vo and sorts by win amount, largest first, exactly', async () => {
    const vo = (customerName: string, winAmount: string) => ({
      vo: { customerName, winAmount, gameName: 'Golden Koi', vassalage: 'PG', gameType: 'RNG' },
    });
    const seen = answering('/wps/relay/GCSGAME_getRankList', {
      list: [vo('ab***1', '9.50'), vo('cd***2', '100.00'), vo('ef***3', '20.05'), vo('gh***4', '20.10')],
    });
    const { list } = await client(null).getWinnerBoard({});
    expect(list.map((win) => [win.customerName, win.winAmount])).toEqual([
      ['cd***2', '100.00'],
      ['gh***4', '20.10'],
      ['ef***3', '20.05'],
      ['ab***1', '9.50'],
    ]);
    expect(query(seen[0])).toEqual({ gameCategory: 'ALL', limitNum: '20', language: 'TY' });
  });
});

describe('favourites (PLATFORM-FACTS §1.2)', () => {
  it('reads favourite ids as strings and never puts the token in the query', async () => {
    answering('/wps/relay/MCSFE_getFavoriteGames', [123, '456']);
    expect(await client().getFavouriteGameIds({})).toEqual(['123', '456']);
    const seen = answering('/wps/relay/MCSFE_getFavoriteGamesList', { content: [], pageNum: 1, totalPages: 0 });
    await client().getFavouriteGames({});
    expect(query(seen[0])).toEqual({
      clientType: '3',
      platform: 'flash',
      pageNo: '1',
      pageSize: '999',
      language: 'TY',
    });
  });
});

describe('game launch (SPEC §3, §9)', () => {
  it('needs a gameId or a roomId, and refuses before sending', async () => {
    const seen = answering('/wps/game/launchGame', { game_url: 'https://game.example' });
    const error = await failure(client().launchGame({ nodeId: '1', vassalage: 'PG' }));
    expect(error.kind).toBe('malformed');
    expect(seen).toEqual([]);
  });

  it('opens the lottery lobby view without a game code and the betting view with one', async () => {
    const seen = answering('/wps/game/launchGame', { game_url: 'https://lottery.example' });
    await client().launchLotteryLobby({});
    await client().launchLotteryLobby({ lottoGameCode: 'VN5M', lottoPrizeMode: 'ELOTT' });
    expect(query(seen[0])).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoView: 'lobby',
      device: 'WEB',
      language: 'TY',
    });
    expect(query(seen[1])).toMatchObject({ lottoGameCode: 'VN5M', lottoView: 'betting', lottoPrizeMode: 'ELOTT' });
    expect(seen.every((request) => request.method === 'GET')).toBe(true);
  });
});
