import { describe, expect, it } from 'vitest';
import { clockFrom, createSandbox, gameControls } from '../src';
import { allRooms } from '../src/state/game-rooms';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { createMemoryStore } from '../src/store/memory-store';
import { failure } from './failure';
import { PINNED_NOW, PLATFORM_URL, useSandbox } from './harness';

const platform = useSandbox();

async function loggedIn(account: { username: string; password: string } = SEED_ACCOUNTS.member) {
  const client = platform.client();
  await client.login(account);
  return client;
}

async function firstGame(vassalage: string, index = 0) {
  const { games } = await platform.client().getGameList({ vassalage, pageSize: index + 1 });
  const game = games[index];
  if (!game) throw new Error(`${vassalage} has a game ${index}`);
  return { nodeId: game.nodeId, gameId: game.gameId, vassalage, gameName: game.gameName };
}

const page = async (url: string) => {
  const answer = await fetch(url);
  return { status: answer.status, html: await answer.text(), csp: answer.headers.get('content-security-policy') };
};

describe('game launch (SPEC §3 launch request, §4 game start, §9)', () => {
  it('sends the fixed launch parameters and answers the URL of the sandbox’s demo game', async () => {
    const sent: unknown[] = [];
    const client = platform.client({
      fetch: async (input, init) => {
        if (String(input).endsWith('/wps/game/launchGame')) sent.push(JSON.parse(String(init?.body)));
        return fetch(input, init);
      },
    });
    await client.login(SEED_ACCOUNTS.member);
    const { gameName, ...game } = await firstGame('PG');
    const { game_url } = await client.launchGame(game);
    expect(sent[0]).toEqual({
      ...game,
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      merchantCode: 'LOBBYKIT',
      language: 'EN',
    });
    expect(game_url.startsWith(`${PLATFORM_URL}/__sandbox/demo-game?ticket=`)).toBe(true);
    const demo = await page(game_url);
    expect(demo.status).toBe(200);
    expect(demo.html).toContain(gameName);
    expect(demo.html).toContain('PG wallet');
    expect(demo.html).toContain('100.00');
    expect(demo.html).toContain('id="spin"');
    expect(demo.csp).toContain("script-src 'nonce-");
  });

  it('remembers launched games as recent games, newest first', async () => {
    const client = await loggedIn();
    const first = await firstGame('PG');
    const second = await firstGame('JL');
    await client.launchGame(first);
    await platform.controls.advanceClock(1_000);
    await client.launchGame(second);
    const { list } = await client.getRecentGames({});
    expect(list.map((game) => game.nodeId)).toEqual([second.nodeId, first.nodeId]);
    expect((await client.getRecentGames({ gameType: 'LIVE' })).list).toEqual([]);
  });

  it('refuses a game under maintenance, a whole vendor under maintenance, and one switched by the control', async () => {
    const client = await loggedIn();
    const maintained = await firstGame('PG', 2);
    expect((await failure(client.launchGame(maintained))).messageKey).toBe('game_maintenance');
    expect((await failure(client.launchGame(await firstGame('CQ9')))).messageKey).toBe('game_maintenance');
    const open = await firstGame('JL');
    await gameControls(platform.sandbox).setGameMaintenance(open.nodeId, true);
    expect((await failure(client.launchGame(open))).messageKey).toBe('game_maintenance');
    await gameControls(platform.sandbox).setGameMaintenance(open.nodeId, false);
    expect((await client.launchGame(open)).game_url).toContain('ticket=');
  });

  it('refuses real-money play to a trial account, and lets it play a free trial', async () => {
    const client = await loggedIn(SEED_ACCOUNTS.trial);
    const game = await firstGame('PG');
    expect((await failure(client.launchGame(game))).messageKey).toBe('in_need_true_account');
    const { game_url } = await client.launchGame({ ...game, accountType: 0 });
    const demo = await page(game_url);
    expect(demo.html).toContain('Free trial');
    expect(demo.html).toContain('2,000.00');
  });

  it('offers no free trial of a live table', async () => {
    const error = await failure((await loggedIn()).launchGame({ ...(await firstGame('EVO')), accountType: 0 }));
    expect(error.messageKey).toBe('free_trial_unavailable');
  });

  it('launches a vendor’s own lobby from its lane card', async () => {
    const { game_url } = await (await loggedIn()).launchGame({ vassalage: 'EVO', nodeId: 5000, gameId: 'EVO_LOBBY' });
    const demo = await page(game_url);
    expect(demo.html).toContain('Evolution lobby');
    expect(demo.html).toContain('25.75');
  });

  it('refuses unknown games and vendors, a launch without game or room, and a visitor', async () => {
    const client = await loggedIn();
    const game = await firstGame('PG');
    expect((await failure(client.launchGame({ ...game, nodeId: '1', gameId: 'NOPE' }))).messageKey).toBe(
      'game_not_found',
    );
    expect((await failure(client.launchGame({ ...game, vassalage: 'NOPE' }))).messageKey).toBe('vendor_not_found');
    expect((await failure(client.launchGame({ nodeId: game.nodeId, vassalage: 'PG' }))).kind).toBe('malformed');
    expect((await failure(platform.client().launchGame(game))).kind).toBe('session-expired');
  });

  it('ends the demo game page when its ticket expires', async () => {
    const { game_url } = await (await loggedIn()).launchGame(await firstGame('PG'));
    await platform.controls.advanceClock(31 * 60_000);
    const demo = await page(game_url);
    expect(demo.status).toBe(404);
    expect(demo.html).toContain('session has ended');
  });
});

describe('PVP rooms (SPEC §7 GLS2_roomList)', () => {
  it('lists rooms with stakes and seats, and launches one', async () => {
    const client = await loggedIn();
    const { rooms } = await client.getPvpRooms({ vassalage: 'V8' });
    expect(rooms.length).toBeGreaterThan(0);
    const [room] = rooms;
    expect(room).toMatchObject({ vassalage: 'V8', minBet: '1.00', maxBet: '50.00' });
    expect(room?.players).toBeLessThanOrEqual(room?.maxPlayers ?? 0);
    if (!room) throw new Error('a room');
    const { game_url } = await client.launchGame({ roomId: room.roomId, nodeId: room.nodeId, vassalage: 'V8' });
    expect((await page(game_url)).html).toContain('Beginner');
    const unknown = await failure(client.launchGame({ roomId: 'NOPE', nodeId: room.nodeId, vassalage: 'V8' }));
    expect(unknown.messageKey).toBe('room_not_found');
  });

  it('keeps a seat free at every game, whatever the hour', async () => {
    const store = createMemoryStore();
    const sandbox = createSandbox({ store, clock: clockFrom(PINNED_NOW) });
    await sandbox.fetch(new Request(`${PLATFORM_URL}/wps/relay/GCSGAME_vassalageGameList?vassalage=V8`));
    // Every 5-minute slot of a day whose 17:40 UTC once had all three tables of a game full.
    const day = Date.parse('2026-11-27T00:00:00Z');
    for (let slot = 0; slot < 24 * 12; slot++) {
      const rooms = allRooms(store, day + slot * 5 * 60_000);
      for (const gameId of new Set(rooms.map((room) => room.game.gameId))) {
        const tables = rooms.filter((room) => room.game.gameId === gameId);
        expect(
          tables.some((table) => table.players < table.maxPlayers),
          `${gameId} in slot ${slot}`,
        ).toBe(true);
      }
    }
  });
});

describe('lottery lobby launch (PLATFORM-FACTS §8.2)', () => {
  it('sends area VN, mode LOTT, the view from the game code, device, back URL and language', async () => {
    const sent: URLSearchParams[] = [];
    const client = platform.client({
      fetch: async (input, init) => {
        const url = new URL(String(input));
        if (url.pathname === '/wps/game/launchGame') sent.push(url.searchParams);
        return fetch(input, init);
      },
    });
    await client.login(SEED_ACCOUNTS.member);
    const backUrl = 'https://brand.example/vnlottery';
    const betting = await client.launchLotteryLobby({ lottoPrizeMode: 'ELOTT', lottoGameCode: 'VN5M', backUrl });
    await client.launchLotteryLobby({ lottoPrizeMode: 'ELOTT' });
    expect(Object.fromEntries(sent[0] ?? [])).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: 'VN5M',
      lottoView: 'betting',
      device: 'WEB',
      backUrl,
      language: 'EN',
    });
    expect(sent[1]?.get('lottoView')).toBe('lobby');
    const demo = await page(betting.game_url);
    expect(demo.html).toContain('Lottery betting');
    expect(demo.html).toMatch(/Issue \d{12}/);
    expect(demo.html).toContain(`href="${backUrl}"`);
  });

  it('refuses a back URL that is not http(s), an unknown game and a trial account', async () => {
    const client = await loggedIn();
    expect((await failure(client.launchLotteryLobby({ backUrl: 'javascript:alert(1)' }))).messageKey).toBe(
      'invalid_back_url',
    );
    expect((await failure(client.launchLotteryLobby({ lottoGameCode: 'SSC1' }))).messageKey).toBe('game_not_found');
    const trial = await loggedIn(SEED_ACCOUNTS.trial);
    expect((await failure(trial.launchLotteryLobby({}))).messageKey).toBe('in_need_true_account');
  });
});
