import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { accountOfSession } from '../state/accounts';
import { findGameById, GAME_ICON_PREFIX } from '../state/game-catalogue';
import {
  findLotteryGame,
  LOTTERY_GAMES,
  lastDraw,
  offersPrizeMode,
  type SandboxLotteryGame,
} from '../state/game-lottery';
import { recentGameIds } from '../state/game-player';
import { answer } from './answer';
import { gameOfNode } from './games-catalogue';

const VN_VENDOR = 'TCG_LOTTO_VN';

/** Lottery menus, popular games and opened draws of the lottery gateways (/lgw, /lotto/lgw). */
export function answerLotteryCalls(app: Hono, sandbox: SandboxContext): void {
  const menuItem = (game: SandboxLotteryGame, prizeMode: string | undefined) => ({
    gameId: game.gameCode,
    gameCode: game.gameCode,
    gameName: game.gameName,
    gameGroupCode: game.gameGroupCode,
    prizeMode: prizeMode?.toUpperCase() ?? game.prizeModes[0] ?? 'LOTT',
    vassalage: game.vassalage,
    accountTypeName: game.vassalage,
    iconUrl: `${GAME_ICON_PREFIX}/${game.vassalage}/${game.gameCode}.png`,
    drawIntervalMinutes: game.drawIntervalMinutes,
    nextDrawAt: lastDraw(game, sandbox.now()).nextDrawAt,
    isNew: findGameById(sandbox.store, game.vassalage, game.gameCode)?.isNew ?? 0,
    isHot: game.hot ? 1 : 0,
  });

  type MenuItem = ReturnType<typeof menuItem>;
  const menuOf = (games: readonly SandboxLotteryGame[], prizeMode: string) => {
    const menu: Record<string, { gameGroupCode: string; labelName: string; gameMenus: MenuItem[] }> = {};
    for (const game of games) {
      menu[game.gameGroupCode] ??= { gameGroupCode: game.gameGroupCode, labelName: game.groupLabel, gameMenus: [] };
      menu[game.gameGroupCode]?.gameMenus.push(menuItem(game, prizeMode));
    }
    return menu;
  };

  const drawsOf = (games: readonly SandboxLotteryGame[]) =>
    Object.fromEntries(games.map((game) => [game.gameCode, lastDraw(game, sandbox.now())]));

  const vnGames = LOTTERY_GAMES.filter((game) => game.vassalage === VN_VENDOR);
  const otherGames = LOTTERY_GAMES.filter((game) => game.vassalage !== VN_VENDOR);

  answer(app, sandbox, platformCalls.getGameMenus, (input) =>
    menuOf(
      otherGames.filter((game) => offersPrizeMode(game, input.prizeMode)),
      input.prizeMode,
    ),
  );

  answer(app, sandbox, platformCalls.getPopularGames, (input) =>
    LOTTERY_GAMES.filter((game) => game.hot && offersPrizeMode(game, input.prizeMode))
      .slice(0, input.count)
      .map((game) => menuItem(game, input.prizeMode)),
  );

  answer(app, sandbox, platformCalls.getVnGameMenu, (input) =>
    menuOf(
      vnGames.filter((game) => offersPrizeMode(game, input.prizeMode)),
      input.prizeMode,
    ),
  );

  answer(app, sandbox, platformCalls.getRecentVnGames, (input, { session }) => {
    const { username } = accountOfSession(sandbox, session);
    return recentGameIds(sandbox, username)
      .map((nodeId) => gameOfNode(sandbox, nodeId))
      .map((game) => vnGames.find((vn) => vn.gameCode === game?.gameCode))
      .filter((game): game is SandboxLotteryGame => game !== undefined)
      .map((game) => menuItem(game, input.prizeMode));
  });

  answer(app, sandbox, platformCalls.getVnOpenedDraws, (input) =>
    drawsOf(vnGames.filter((game) => offersPrizeMode(game, input.prizeMode)).slice(0, input.count)),
  );

  answer(app, sandbox, platformCalls.getOpenedDraws, (input, { session }) => {
    accountOfSession(sandbox, session);
    if (input.gameCode && !findLotteryGame(input.gameCode)) throw new Rejection('game_not_found');
    return drawsOf(
      LOTTERY_GAMES.filter(
        (game) => offersPrizeMode(game, input.prizeMode) && (!input.gameCode || game.gameCode === input.gameCode),
      ),
    );
  });
}
