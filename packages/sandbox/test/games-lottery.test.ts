import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../src/state/seed-accounts';
import { failure } from './failure';
import { useSandbox } from './harness';

// 2026-01-15 05:00 UTC is 12:00 in Vietnam (UTC+7), where draw days and issue numbers run.
const NOON_IN_VIETNAM = Date.UTC(2026, 0, 15, 5);
const platform = useSandbox({ clock: () => NOON_IN_VIETNAM });
const visitor = () => platform.client();

describe('lottery menus (SPEC §3 game group, PLATFORM-FACTS §1.1 game_menus)', () => {
  it('maps groups by group code for the brand’s prize mode, whatever its case', async () => {
    const lott = await visitor().getGameMenus({ prizeMode: 'Lott' });
    expect(Object.keys(lott)).toEqual(['SSC', 'PK10', 'K3', '11X5']);
    expect(lott.SSC).toMatchObject({ gameGroupCode: 'SSC', labelName: 'Time lottery' });
    expect(lott.SSC?.gameMenus[0]).toMatchObject({ gameCode: 'SSC1', prizeMode: 'LOTT', vassalage: 'LOTT' });
    const elott = await visitor().getGameMenus({ prizeMode: 'Elott' });
    expect(Object.keys(elott)).toEqual(['KENO', 'SEA_4D', 'SEA_TOTO']);
  });

  it('lists the Vietnamese menu with TCG_LOTTO_VN items, and the next draw of each', async () => {
    const menu = await visitor().getVnGameMenu({ prizeMode: 'ELOTT' });
    expect(Object.keys(menu)).toEqual(['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'VN_FAST']);
    const fast = menu.VN_FAST?.gameMenus.find((game) => game.gameCode === 'VN5M');
    expect(fast).toMatchObject({ accountTypeName: 'TCG_LOTTO_VN', drawIntervalMinutes: 5 });
    expect(fast?.nextDrawAt).toBe(NOON_IN_VIETNAM + 5 * 60_000);
  });

  it('lists at most 20 popular games, all of them hot (SPEC §7)', async () => {
    const popular = await visitor().getPopularGames({});
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.length).toBeLessThanOrEqual(20);
    expect(popular.every((game) => game.isHot === 1)).toBe(true);
    expect((await visitor().getPopularGames({ count: 2 })).length).toBe(2);
  });
});

describe('opened draws (SPEC §7 numeros)', () => {
  it('answers the last draw of every Vietnamese game, the same numbers every time', async () => {
    const draws = await visitor().getVnOpenedDraws({});
    expect(Object.keys(draws)).toHaveLength(11);
    expect(draws.VN1M).toMatchObject({ numero: '202601150720', openTime: NOON_IN_VIETNAM, nextNumero: '202601150721' });
    expect(draws.VNMB?.numero).toBe('202601150000');
    expect(draws.VNMB?.winningNumbers).toHaveLength(7);
    expect(await visitor().getVnOpenedDraws({})).toEqual(draws);
  });

  it('opens the next draw as the sandbox clock moves', async () => {
    const before = (await visitor().getVnOpenedDraws({})).VN1M;
    await platform.controls.advanceClock(60_000);
    const after = (await visitor().getVnOpenedDraws({})).VN1M;
    expect(after?.numero).toBe(before?.nextNumero);
    expect(after?.openTime).toBe(before?.nextDrawAt);
  });

  it('draws numbers each game’s own way', async () => {
    const client = platform.client();
    await client.login(SEED_ACCOUNTS.member);
    const draws = await client.getOpenedDraws({});
    expect(draws.GPIK1?.winningNumbers).toHaveLength(20);
    expect(new Set(draws.PK1?.winningNumbers)).toEqual(
      new Set(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']),
    );
    expect(draws.K31?.winningNumbers.every((die) => ['1', '2', '3', '4', '5', '6'].includes(die))).toBe(true);
    expect(Object.keys(await client.getOpenedDraws({ gameCode: 'SEA4D' }))).toEqual(['SEA4D']);
    expect((await failure(client.getOpenedDraws({ gameCode: 'NOPE' }))).messageKey).toBe('game_not_found');
  });

  it('answers the token-only call with session expired for a visitor', async () => {
    expect((await failure(visitor().getOpenedDraws({}))).kind).toBe('session-expired');
  });
});

describe('recent Vietnamese games (SPEC §7 game_menu/recent)', () => {
  it('lists the Vietnamese games the member opened in the lottery lobby, newest first', async () => {
    const client = platform.client();
    await client.login(SEED_ACCOUNTS.member);
    expect(await client.getRecentVnGames({})).toEqual([]);
    await client.launchLotteryLobby({ lottoGameCode: 'VNMB' });
    await platform.controls.advanceClock(1_000);
    await client.launchLotteryLobby({ lottoGameCode: 'VN5M' });
    await client.launchLotteryLobby({});
    expect((await client.getRecentVnGames({})).map((game) => game.gameCode)).toEqual(['VN5M', 'VNMB']);
  });
});
