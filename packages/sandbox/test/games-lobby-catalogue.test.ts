import type { Game } from '@lobbykit/api-client';
import { describe, expect, it } from 'vitest';
import { toMinor } from '../src/state/money';
import { failure } from './failure';
import { PLATFORM_URL, useSandbox } from './harness';
import { readPng } from './png';

const platform = useSandbox();
const visitor = (config: Parameters<typeof platform.client>[0] = {}) => platform.client(config);

/** Every page of a listing, in order, with the totalPages each page reported. */
async function everyPage(filter: Parameters<ReturnType<typeof visitor>['getGameList']>[0], pageSize: number) {
  const client = visitor();
  const first = await client.getGameList({ ...filter, pageSize, pageNo: 1 });
  const pages = [first];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) {
    pages.push(await client.getGameList({ ...filter, pageSize, pageNo }));
  }
  return { pages, games: pages.flatMap((page) => page.games), first };
}

const vendorNames = async () => {
  const { data } = await visitor().getGameVendors({});
  return new Map(data.lanes.flatMap((lane) => lane.cards.map((card) => [card.vassalage, card.displayName])));
};

describe('the lobby catalogue (at least 1,000 games across the vendors of every category)', () => {
  it('holds over 1,000 games, every vendor of every lane has some, with hot, new, maintenance and trial marks', async () => {
    const { games } = await everyPage({}, 1000);
    expect(games.length).toBeGreaterThanOrEqual(1000);
    const categories = new Set(games.map((game) => game.gameType));
    for (const category of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT']) {
      expect([category, categories.has(category)]).toEqual([category, true]);
    }
    const vendors = new Set(games.map((game) => game.vassalage));
    for (const vassalage of (await vendorNames()).keys())
      expect([vassalage, vendors.has(vassalage)]).toEqual([vassalage, true]);
    expect(vendors.has('TCG_LOTTO_VN')).toBe(true);
    const count = (mark: (game: Game) => boolean) => games.filter(mark).length;
    expect(count((game) => game.isHot === 1)).toBeGreaterThan(20);
    expect(count((game) => game.isLatest === 1)).toBeGreaterThan(20);
    expect(count((game) => game.isNew === 1)).toBeGreaterThan(1);
    expect(count((game) => game.hasTrial)).toBeGreaterThan(100);
    expect(count((game) => !game.hasTrial)).toBeGreaterThan(100);
  });

  it('names every game readably and gives it square PNG art the sandbox serves, as the platform does', async () => {
    const { games } = await visitor().getGameList({ gameType: 'LIVE', pageSize: 5 });
    for (const game of games) {
      expect(game.gameName).toMatch(/^[A-Z][\w ]+$/);
      const art = await fetch(`${PLATFORM_URL}${game.iconUrl}`);
      expect(art.headers.get('content-type')).toBe('image/png');
      expect(game.iconUrl).toMatch(/\.png$/);
      const png = readPng(new Uint8Array(await art.arrayBuffer()));
      expect([png.width, png.height]).toEqual([240, 240]);
    }
  });
});

describe('paging (GCSGAME_gameList: pageNo, pageSize, totalPages)', () => {
  it('lists every game exactly once across the pages of the whole catalogue', async () => {
    const { games: all } = await everyPage({}, 1000);
    const { pages, games, first } = await everyPage({}, 100);
    expect(first.totalPages).toBe(Math.ceil(all.length / 100));
    expect(pages.every((page) => page.totalPages === first.totalPages && page.totalCount === all.length)).toBe(true);
    expect(pages.slice(0, -1).every((page) => page.games.length === 100)).toBe(true);
    expect(games.map((game) => game.nodeId)).toEqual(all.map((game) => game.nodeId));
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(all.length);
  });

  it('pages a vendor 24 at a time by default and 12 on the home page, the last page holding the rest', async () => {
    const { totalCount = 0 } = await visitor().getGameList({ vassalage: 'JL', pageSize: 1 });
    const byDefault = await visitor().getGameList({ vassalage: 'JL' });
    expect([byDefault.games.length, byDefault.totalPages]).toEqual([
      Math.min(24, totalCount),
      Math.ceil(totalCount / 24),
    ]);
    const { pages, games } = await everyPage({ vassalage: 'JL' }, 12);
    expect(pages).toHaveLength(Math.ceil(totalCount / 12));
    expect(pages.at(-1)?.games.length).toBe(totalCount - 12 * (pages.length - 1));
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(totalCount);
  });

  it('answers an empty page past the end, and no pages for a search that finds nothing', async () => {
    const past = await visitor().getGameList({ vassalage: 'JL', pageNo: 99 });
    expect(past.games).toEqual([]);
    expect(past.totalPages).toBeGreaterThan(0);
    const none = await visitor().getGameList({ gameName: 'no such game anywhere' });
    expect([none.games, none.totalPages, none.totalCount]).toEqual([[], 0, 0]);
  });
});

describe('classify filters and their counts (PLATFORM-FACTS §6.3 lanes, GCSGAME_getVassGameType)', () => {
  it('counts each lane’s classify groups from its real games, as the filtered list finds them', async () => {
    const { data } = await visitor().getGameVendors({});
    for (const title of ['RNG', 'LIVE', 'PVP', 'FISH']) {
      const lane = data.lanes.find((candidate) => candidate.title === title);
      const total = (await visitor().getGameList({ gameType: title, pageSize: 1 })).totalCount;
      expect([title, lane?.gameClassify.reduce((sum, group) => sum + group.gameCount, 0)]).toEqual([title, total]);
      for (const group of lane?.gameClassify ?? []) {
        const filtered = await visitor().getGameList({ gameType: title, gameClassify: group.key, pageSize: 1 });
        expect([title, group.key, filtered.totalCount]).toEqual([title, group.key, group.gameCount]);
      }
    }
  });

  it('filters a vendor by classify group, the group’s count being the list’s total', async () => {
    const { gameTypes } = await visitor().getVendorGameTypes({ vassalage: 'EVO' });
    const groups = gameTypes[0]?.gameClassify ?? [];
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) {
      const { games, totalCount } = await visitor().getGameList({ vassalage: 'EVO', gameClassify: group.key });
      expect(totalCount).toBe(group.gameCount);
      expect(games.every((game) => game.gameClassify === group.key && game.vassalage === 'EVO')).toBe(true);
    }
  });
});

describe('search (across games and vendors)', () => {
  it('finds games by a part of their name or of their vendor’s name, any case', async () => {
    const names = await vendorNames();
    const { games } = await everyPage({ gameName: 'pRaGmAtIc' }, 1000);
    const vendors = new Set(games.map((game) => game.vassalage));
    expect(vendors).toEqual(new Set(['PP', 'PPL']));
    const everyPp = (await visitor().getGameList({ vassalage: 'PP', pageSize: 1 })).totalCount ?? 0;
    const everyPpl = (await visitor().getGameList({ vassalage: 'PPL', pageSize: 1 })).totalCount ?? 0;
    expect(games).toHaveLength(everyPp + everyPpl);
    const roulette = await everyPage({ gameName: 'roulette' }, 1000);
    expect(roulette.games.length).toBeGreaterThan(0);
    for (const game of roulette.games) {
      const text = `${game.gameName} ${names.get(game.vassalage)}`.toLowerCase();
      expect(text).toContain('roulette');
    }
  });

  it('narrows a search to a category and a vendor', async () => {
    const { games } = await everyPage({ gameName: 'baccarat', gameType: 'LIVE', vassalage: 'SA' }, 1000);
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((game) => game.vassalage === 'SA' && /baccarat/i.test(game.gameName))).toBe(true);
  });
});

describe('hot games and the winner board on the home page', () => {
  it('lists 20 hot games from several vendors, the same list every time', async () => {
    const { list } = await visitor().getHotGames({});
    expect(list).toHaveLength(20);
    expect(list.every((game) => game.isHot === 1)).toBe(true);
    expect(new Set(list.map((game) => game.vassalage)).size).toBeGreaterThan(5);
    expect(new Set(list.map((game) => game.nodeId)).size).toBe(20);
    expect((await visitor().getHotGames({})).list).toEqual(list);
  });

  it('shows the 20 largest wins, 2 decimals as exact strings, each naming a game of the catalogue', async () => {
    const raw = await (await fetch(`${PLATFORM_URL}/wps/relay/GCSGAME_getRankList`)).json();
    const amounts: string[] = raw.value.list.map((entry: { vo: { winAmount: string } }) => entry.vo.winAmount);
    expect(amounts).toHaveLength(20);
    for (const amount of amounts) expect(amount).toMatch(/^\d+\.\d{2}$/);
    const minor = amounts.map(toMinor);
    expect(minor).toEqual([...minor].sort((a, b) => b - a));
    const { list } = await visitor().getWinnerBoard({});
    expect(list.map((win) => win.winAmount)).toEqual(amounts);
    for (const win of list.slice(0, 5)) {
      const { games } = await visitor().getGameList({
        vassalage: win.vassalage,
        gameName: win.gameName,
        pageSize: 100,
      });
      expect(games.some((game) => game.nodeId === win.nodeId)).toBe(true);
    }
  });
});

describe('login-gated lobby calls (SPEC §4: the platform refuses a visitor)', () => {
  it('answers 401 in_logged_login to favourites, recent games and launch without a session', async () => {
    for (const path of ['MCSFE_getFavoriteGames', 'MCSFE_getFavoriteGamesList', 'GCS_recentGame', 'GLS2_roomList']) {
      const answer = await fetch(`${PLATFORM_URL}/wps/relay/${path}`);
      expect([path, answer.status, (await answer.json()).message]).toEqual([path, 401, 'in_logged_login']);
    }
    const launch = await fetch(`${PLATFORM_URL}/wps/game/launchGame`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ gameId: 'JL_0001', nodeId: '1', vassalage: 'JL' }),
    });
    expect([launch.status, (await launch.json()).message]).toEqual([401, 'in_logged_login']);
    expect((await failure(visitor().addFavouriteGame({ nodeId: '1', vendor: 'JL', gameType: 'RNG' }))).kind).toBe(
      'session-expired',
    );
  });
});

describe('names in the player’s language (a language switch refetches in the new language)', () => {
  it('translates displayName for VI and CN, keeps the vendor’s gameName, and falls back to English', async () => {
    const english = await visitor().getGameList({ vassalage: 'EVO', pageSize: 8 });
    const vietnamese = await visitor().getGameList({ vassalage: 'EVO', pageSize: 8, language: 'VI' });
    expect(vietnamese.games.map((game) => game.gameName)).toEqual(english.games.map((game) => game.gameName));
    const blackjack = vietnamese.games.find((game) => game.gameName.startsWith('Blackjack'));
    expect(blackjack?.displayName).toMatch(/^Xì Dách \d+$/);
    const chinese = await visitor({ language: 'CN' }).getGameList({ vassalage: 'EVO', pageSize: 8 });
    expect(chinese.games.find((game) => game.gameName.startsWith('Sic Bo'))?.displayName).toMatch(/^骰宝 \d+$/);
    const japanese = await visitor().getGameList({ vassalage: 'EVO', pageSize: 8, language: 'JA' });
    expect(japanese.games.map((game) => game.displayName)).toEqual(english.games.map((game) => game.displayName));
  });

  it('finds the same games by their translated name as by the vendor’s title', async () => {
    const byTitle = await everyPage({ gameName: 'dragon', language: 'VI' }, 1000);
    const byTranslation = await everyPage({ gameName: 'rồng', language: 'VI' }, 1000);
    expect(byTranslation.games.length).toBeGreaterThan(10);
    expect(byTranslation.games.map((game) => game.nodeId)).toEqual(byTitle.games.map((game) => game.nodeId));
  });

  it('names the winner board’s games in the language too, keeping the vendor’s title', async () => {
    const english = await visitor().getWinnerBoard({});
    const chinese = await visitor().getWinnerBoard({ language: 'CN' });
    expect(chinese.list.map((win) => win.gameName)).toEqual(english.list.map((win) => win.gameName));
    expect(english.list.every((win) => win.displayName === win.gameName)).toBe(true);
    expect(chinese.list.some((win) => win.displayName !== win.gameName)).toBe(true);
  });

  it('names classify groups in the language, in the lanes (Language header) and a vendor’s types', async () => {
    const { data } = await visitor({ language: 'CN' }).getGameVendors({});
    const slots = data.lanes.find((lane) => lane.title === 'RNG')?.gameClassify.find((group) => group.key === 'SLOT');
    expect(slots?.displayName).toBe('老虎机');
    const { gameTypes } = await visitor().getVendorGameTypes({ vassalage: 'JLF', language: 'VI' });
    expect(gameTypes[0]?.gameClassify).toEqual([expect.objectContaining({ key: 'FISHING', displayName: 'Bắn Cá' })]);
  });
});
