import { GAME_MESSAGE_KEYS } from '@lobbykit/api-client';
import { GAME_CATEGORIES } from '@lobbykit/domain';
import { describe, expect, it } from 'vitest';
import { LARGE_CATALOGUE_VENDOR, MAINTENANCE_GAME_CODE } from '../src';
import { failure } from './failure';
import { PLATFORM_URL, useSandbox } from './harness';
import { readPng, whitePixels } from './png';

const platform = useSandbox();
const visitor = () => platform.client();

describe('game list (SPEC §3 game object, §7 GCSGAME_gameList)', () => {
  it('has games in every category, for visitors too', async () => {
    for (const gameType of GAME_CATEGORIES) {
      const page = await visitor().getGameList({ gameType, pageSize: 1 });
      expect([gameType, (page.totalCount ?? 0) > 0]).toEqual([gameType, true]);
    }
  });

  it('holds 1,000 games of one vendor for the virtual list, 24 a page by default or all in one page', async () => {
    const paged = await visitor().getGameList({ vassalage: LARGE_CATALOGUE_VENDOR });
    expect([paged.games.length, paged.totalPages, paged.totalCount, paged.pageNo]).toEqual([24, 42, 1000, 1]);
    const whole = await visitor().getGameList({ vassalage: LARGE_CATALOGUE_VENDOR, pageSize: 1000 });
    expect(new Set(whole.games.map((game) => game.nodeId)).size).toBe(1000);
    expect(new Set(whole.games.map((game) => game.gameName)).size).toBe(1000);
  });

  it('gives several slot vendors 20 to 60 games', async () => {
    for (const vassalage of ['JL', 'PP', 'JDB', 'HB']) {
      const { totalCount = 0 } = await visitor().getGameList({ vassalage, pageSize: 1 });
      expect(totalCount).toBeGreaterThanOrEqual(20);
      expect(totalCount).toBeLessThanOrEqual(60);
    }
  });

  it('marks one game under maintenance, and new and hot games, with icons the sandbox serves', async () => {
    const { games } = await visitor().getGameList({ vassalage: 'PG', pageSize: 12 });
    expect(games.find((game) => game.gameCode === MAINTENANCE_GAME_CODE)?.isNew).toBe(1);
    expect(games.filter((game) => game.isNew === 1)).toHaveLength(1);
    expect(games.some((game) => game.isLatest === 1)).toBe(true);
    expect(games.some((game) => game.isHot === 1)).toBe(true);
    const [first] = games;
    expect(first).toMatchObject({ vassalage: 'PG', gameType: 'RNG', hasTrial: true });
    const icon = await fetch(`${PLATFORM_URL}${first?.iconUrl}`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    const art = readPng(new Uint8Array(await icon.arrayBuffer()));
    expect([art.width, art.height]).toEqual([240, 240]);
    // The game's initials, in white, across the middle of the art.
    expect(whitePixels(art, { left: 40, top: 80, right: 200, bottom: 160 })).toBeGreaterThan(400);
  });

  it('puts every game of a vendor under maintenance when its card is (CQ9)', async () => {
    const { games } = await visitor().getGameList({ vassalage: 'CQ9', pageSize: 100 });
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((game) => game.isNew === 1)).toBe(true);
  });

  it('filters by classify group and by a part of the name, any case', async () => {
    const tables = await visitor().getGameList({ vassalage: 'PG', gameClassify: 'table', pageSize: 1000 });
    expect(tables.games.length).toBeGreaterThan(0);
    expect(tables.games.every((game) => game.gameClassify === 'TABLE')).toBe(true);
    const dragons = await visitor().getGameList({ gameName: 'DRAGON', pageSize: 1000 });
    expect(dragons.games.every((game) => game.gameName.toLowerCase().includes('dragon'))).toBe(true);
    expect(dragons.totalCount).toBeGreaterThan(10);
  });

  it('files e-sports vendors’ games under ESPORTS although their lane is SPORTS', async () => {
    const { games } = await visitor().getGameList({ vassalage: 'IMES' });
    expect(games.every((game) => game.gameType === 'ESPORTS')).toBe(true);
  });
});

describe('vendor game types and classify groups (GCSGAME_getVassGameType)', () => {
  it('counts a vendor’s games per classify group, adding up to all of them', async () => {
    const { gameTypes } = await visitor().getVendorGameTypes({ vassalage: 'PG' });
    expect(gameTypes.map((type) => type.gameType)).toEqual(['RNG']);
    const groups = gameTypes[0]?.gameClassify ?? [];
    expect(groups.map((group) => group.key).sort()).toEqual(['ARCADE', 'JACKPOT', 'SLOT', 'TABLE']);
    expect(groups.reduce((sum, group) => sum + group.gameCount, 0)).toBe(1000);
  });
});

describe('hot games (GCSGAME_hotGamesV2)', () => {
  it('lists hot games only, of one vendor when asked', async () => {
    const { list } = await visitor().getHotGames({});
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((game) => game.isHot === 1)).toBe(true);
    const live = await visitor().getHotGames({ vassalage: 'EVO' });
    expect(live.list.every((game) => game.vassalage === 'EVO')).toBe(true);
  });
});

describe('popup game list of a VASSALAGE vendor (SPEC §4 game start)', () => {
  it('lists the games of the vendor whose card opens a popup', async () => {
    const popup = await visitor().getPopupGameList({ vassalage: 'KM' });
    expect(popup).toMatchObject({ vassalage: 'KM', displayName: 'King Maker' });
    expect(popup.games.length).toBeGreaterThanOrEqual(20);
    expect(popup.games.every((game) => game.vassalage === 'KM' && game.gameType === 'PVP')).toBe(true);
  });
});

describe('winner board (SPEC §7 GCSGAME_getRankList, PLATFORM-FACTS §6.10)', () => {
  it('answers list[].vo, which the client flattens, sorted by win amount, 20 by default', async () => {
    const { list } = await visitor().getWinnerBoard({});
    expect(list).toHaveLength(20);
    const amounts = list.map((win) => Number(win.winAmount.replace('.', '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(list[0]?.customerName).toMatch(/^[a-z]{2}\*\*\*\d{2}$/);
    const raw = await (await fetch(`${PLATFORM_URL}/wps/relay/GCSGAME_getRankList?limitNum=1`)).json();
    expect(Object.keys(raw.value.list[0])).toEqual(['vo']);
  });

  it('shows one category when asked', async () => {
    const { list } = await visitor().getWinnerBoard({ gameCategory: 'LIVE', limitNum: 5 });
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((win) => win.gameType === 'LIVE')).toBe(true);
  });
});

describe('unknown vendors (SPEC §8: a message key, never a 500)', () => {
  it('refuses an unknown vendor code with vendor_not_found everywhere', async () => {
    const attempts = [
      visitor().getGameList({ vassalage: 'NOPE' }),
      visitor().getHotGames({ vassalage: 'NOPE' }),
      visitor().getVendorGameTypes({ vassalage: 'NOPE' }),
      visitor().getPopupGameList({ vassalage: 'NOPE' }),
    ];
    for (const attempt of attempts) {
      const error = await failure(attempt);
      expect([error.kind, error.messageKey]).toEqual(['rejected', 'vendor_not_found']);
    }
    expect(GAME_MESSAGE_KEYS).toContain('vendor_not_found');
  });
});
