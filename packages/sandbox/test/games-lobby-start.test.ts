import type { Game } from '@lobbykit/api-client';
import { decideGameStart, type GateSession } from '@lobbykit/domain';
import { describe, expect, it } from 'vitest';
import { gameControls, MAINTENANCE_GAME_CODE } from '../src';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { failure } from './failure';
import { PLATFORM_URL, useSandbox } from './harness';

const platform = useSandbox();

async function memberClient(account: { username: string; password: string } = SEED_ACCOUNTS.member) {
  const client = platform.client();
  await client.login(account);
  return client;
}

const member: GateSession = { token: 'a token', isAgent: 0 };

async function gameOf(vassalage: string, pick: (game: Game) => boolean = () => true): Promise<Game> {
  const { games } = await platform.client().getGameList({ vassalage, pageSize: 1000 });
  const game = games.find(pick);
  if (!game) throw new Error(`${vassalage} has such a game`);
  return game;
}

async function laneCard(vassalage: string) {
  const { data } = await platform.client().getGameVendors({});
  const card = data.lanes.flatMap((lane) => lane.cards).find((candidate) => candidate.vassalage === vassalage);
  if (!card) throw new Error(`a card of ${vassalage}`);
  return card;
}

const launchOf = (game: Game) => ({ nodeId: game.nodeId, gameId: game.gameId, vassalage: game.vassalage });

describe('every branch of decideGameStart has a seeded game and a platform answer (SPEC §4)', () => {
  it('visitor → login: the launch is refused with in_logged_login', async () => {
    const game = await gameOf('JL');
    expect(decideGameStart(game, { token: null, isAgent: null })).toEqual({ action: 'login' });
    expect((await failure(platform.client().launchGame(launchOf(game)))).kind).toBe('session-expired');
  });

  it('trial account → need a real account: real-money play is refused, a free trial is not', async () => {
    const game = await gameOf('JL');
    const trial = await memberClient(SEED_ACCOUNTS.trial);
    expect(decideGameStart(game, { token: 't', isAgent: 4 }).action).toBe('need-real-account');
    expect((await failure(trial.launchGame(launchOf(game)))).messageKey).toBe('in_need_true_account');
    expect((await trial.launchGame({ ...launchOf(game), accountType: 0 })).game_url).toContain('/__sandbox/demo-game');
  });

  it('isNew 1 → Game maintenance, for a seeded game, a whole vendor and one the control switches', async () => {
    const client = await memberClient();
    const seeded = await gameOf('PG', (game) => game.gameCode === MAINTENANCE_GAME_CODE);
    const vendor = await gameOf('CQ9');
    expect(decideGameStart(seeded, member).action).toBe('maintenance');
    expect(decideGameStart(vendor, member).action).toBe('maintenance');
    for (const game of [seeded, vendor]) {
      expect((await failure(client.launchGame(launchOf(game)))).messageKey).toBe('game_maintenance');
    }
    const open = await gameOf('JL');
    await gameControls(platform.sandbox).setGameMaintenance(open.nodeId, true);
    const switched = await gameOf('JL', (game) => game.nodeId === open.nodeId);
    expect([switched.isNew, decideGameStart(switched, member).action]).toEqual([1, 'maintenance']);
    expect((await failure(client.launchGame(launchOf(switched)))).messageKey).toBe('game_maintenance');
    await gameControls(platform.sandbox).setGameMaintenance(open.nodeId, false);
    expect((await client.launchGame(launchOf(open))).game_url).toContain('/__sandbox/demo-game');
  });

  it('TCG_SEA → its special vendor entry, which launches', async () => {
    const game = await gameOf('TCG_SEA');
    expect(decideGameStart(game, member)).toEqual({
      action: 'special-vendor-entry',
      vassalage: 'TCG_SEA',
      gameCode: game.gameCode,
    });
    const client = await memberClient();
    expect((await client.launchGame(launchOf(game))).game_url).toContain('/__sandbox/demo-game');
  });

  it('GPI and the other lottery vendors → start in a route, which launches', async () => {
    const client = await memberClient();
    for (const vassalage of ['GPI', 'LOTT']) {
      const game = await gameOf(vassalage);
      expect([vassalage, decideGameStart(game, member).action]).toEqual([vassalage, 'start-in-route']);
      expect((await client.launchGame(launchOf(game))).game_url).toContain('/__sandbox/demo-game');
    }
  });

  it('TCG_LOTTO_VN → /vnlottery, whose lobby and betting views launch', async () => {
    const game = await gameOf('TCG_LOTTO_VN');
    expect(decideGameStart(game, member)).toEqual({ action: 'navigate', path: '/vnlottery', gameCode: game.gameCode });
    const client = await memberClient();
    const betting = await client.launchLotteryLobby({ lottoGameCode: game.gameCode, backUrl: `${PLATFORM_URL}/` });
    const lobby = await client.launchLotteryLobby({ backUrl: `${PLATFORM_URL}/` });
    const html = await (await fetch(betting.game_url)).text();
    expect(html).toContain('Lottery betting');
    expect(await (await fetch(lobby.game_url)).text()).toContain('Lottery lobby');
  });

  it('isGame VASSALAGE → the popup game list, whose games launch', async () => {
    const card = await laneCard('KM');
    expect(decideGameStart(card, member, { target: 'vendor' })).toEqual({ action: 'popup-game-list' });
    const popup = await platform.client().getPopupGameList({ vassalage: 'KM' });
    const [first] = popup.games;
    if (!first) throw new Error('KM lists games');
    const client = await memberClient();
    expect((await client.launchGame(launchOf(first))).game_url).toContain('/__sandbox/demo-game');
  });

  it('a slots vendor card → store the vendor and go to /rng, whose list pages that vendor', async () => {
    const card = await laneCard('PP');
    expect(decideGameStart(card, member, { target: 'vendor' })).toEqual({
      action: 'store-vendor-and-navigate',
      vassalage: 'PP',
      path: '/rng',
    });
    const page = await platform.client().getGameList({ vassalage: 'PP', gameType: 'RNG' });
    expect(page.games.length).toBeGreaterThan(0);
  });

  it('a game → start in a route, for real money or as a free trial where the game offers one', async () => {
    const client = await memberClient();
    const slot = await gameOf('JL', (game) => game.hasTrial);
    expect(decideGameStart(slot, member, { trial: true })).toEqual({ action: 'start-in-route', trial: true });
    const trial = await client.launchGame({ ...launchOf(slot), accountType: 0 });
    expect(await (await fetch(trial.game_url)).text()).toContain('Free trial');
    const real = await client.launchGame(launchOf(slot));
    expect(await (await fetch(real.game_url)).text()).toContain('Real money');
    const table = await gameOf('EVO');
    expect(table.hasTrial).toBe(false);
    expect((await failure(client.launchGame({ ...launchOf(table), accountType: 0 }))).messageKey).toBe(
      'free_trial_unavailable',
    );
  });

  it('a PVP room from GLS2_roomList launches its game', async () => {
    const client = await memberClient();
    const { rooms } = await client.getPvpRooms({ vassalage: 'KY' });
    const [room] = rooms;
    if (!room) throw new Error('KY has rooms');
    const { game_url } = await client.launchGame({ roomId: room.roomId, nodeId: room.nodeId, vassalage: 'KY' });
    expect(await (await fetch(game_url)).text()).toContain(room.roomName.split(' · ')[0]);
  });
});

describe('recently played, per member (GCS_recentGame)', () => {
  it('lists a member’s launches newest first, and nothing of another member’s', async () => {
    const player = await memberClient();
    const agent = await memberClient(SEED_ACCOUNTS.agent);
    const first = await gameOf('JL');
    const second = await gameOf('EVO');
    await player.launchGame(launchOf(first));
    await platform.controls.advanceClock(1_000);
    await player.launchGame(launchOf(second));
    expect((await player.getRecentGames({})).list.map((game) => game.nodeId)).toEqual([second.nodeId, first.nodeId]);
    expect((await agent.getRecentGames({})).list).toEqual([]);
  });
});

describe('the launched game page may be framed by the site only', () => {
  const csp = async (url: string) => (await fetch(url)).headers.get('content-security-policy') ?? '';

  it('allows its own origin and the page that launched it, nobody else', async () => {
    const client = await memberClient();
    const game = launchOf(await gameOf('JL'));
    const plain = await client.launchGame(game);
    expect(await csp(plain.game_url)).toMatch(/frame-ancestors 'self'$/);
    const fromSite = platform.client({
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('Referer', 'http://localhost:5173/rng?page=JL');
        return fetch(input, { ...init, headers });
      },
    });
    await fromSite.login(SEED_ACCOUNTS.member);
    const framed = await fromSite.launchGame(game);
    expect(await csp(framed.game_url)).toMatch(/frame-ancestors 'self' http:\/\/localhost:5173$/);
  });
});

describe('sandbox controls for the lobby', () => {
  it('serves the image and launch CDN lists the control sets, until a reset', async () => {
    const lists = {
      imageCDNs: ['https://img1.cdn.test', 'https://img2.cdn.test'],
      launchGameCDNs: ['https://go.cdn.test'],
    };
    expect(await gameControls(platform.sandbox).setGameCdns(lists)).toEqual(lists);
    const { info } = await platform.client().getSystemStatus();
    expect([info.imageCDNs, info.launchGameCDNs]).toEqual([lists.imageCDNs, lists.launchGameCDNs]);
    await expect(gameControls(platform.sandbox).setGameCdns({ imageCDNs: ['javascript:alert(1)'] })).rejects.toThrow(
      'invalid_request',
    );
    await platform.controls.reset();
    const after = await platform.client().getSystemStatus();
    expect([after.info.imageCDNs, after.info.launchGameCDNs]).toEqual([[], []]);
  });

  it('makes the next game list fail, and the one after work', async () => {
    await platform.controls.failNext('/wps/relay/GCSGAME_gameList', { status: 500 });
    expect((await failure(platform.client().getGameList({}))).kind).toBe('http');
    expect((await platform.client().getGameList({})).games).toHaveLength(24);
  });
});
