import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { accountOfSession } from '../state/accounts';
import {
  allGames,
  classifyCounts,
  findGame,
  gameInLanguage,
  hotGames,
  matchesSearch,
  type SandboxGame,
  vendorLobbyGame,
} from '../state/game-catalogue';
import { gameNameIn } from '../state/game-names';
import { recentGameIds } from '../state/game-player';
import { findVendor } from '../state/game-vendors';
import { boardWins } from '../state/game-winners';
import { toMinor } from '../state/money';
import { answer } from './answer';

const sameText = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The language a call asks for: its `language` input, else the `Language` header every call carries. */
export function languageOf(input: { language?: string | undefined }, request: Request): string | null {
  return input.language || request.headers.get('Language');
}

/** Refuses an unknown vendor code; an empty code means every vendor. */
export function requireVendor(vassalage: string | undefined): void {
  if (vassalage && !findVendor(vassalage)) throw new Rejection('vendor_not_found');
}

/** The game behind a recent or favourite node id, the vendor lobbies included. */
export function gameOfNode(sandbox: SandboxContext, nodeId: string): SandboxGame | undefined {
  return (
    findGame(sandbox.store, nodeId) ?? (nodeId.startsWith('lobby-') ? vendorLobbyGame(nodeId.slice(6)) : undefined)
  );
}

/** Hot games, game lists by vendor and category, vendor game types, popup lists, recent games, the winner board. */
export function answerGameCatalogueCalls(app: Hono, sandbox: SandboxContext): void {
  answer(app, sandbox, platformCalls.getHotGames, (input, { request }) => {
    requireVendor(input.vassalage);
    const language = languageOf(input, request);
    return {
      list: hotGames(sandbox.store, input.vassalage || undefined).map((game) => gameInLanguage(game, language)),
    };
  });

  answer(app, sandbox, platformCalls.getGameList, (input, { request }) => {
    requireVendor(input.vassalage);
    const language = languageOf(input, request);
    const games = allGames(sandbox.store)
      .map((game) => gameInLanguage(game, language))
      .filter(
        (game) =>
          (!input.vassalage || game.vassalage === input.vassalage) &&
          (!input.gameType || sameText(game.gameType, input.gameType)) &&
          (!input.gameClassify || sameText(game.gameClassify, input.gameClassify)) &&
          matchesSearch(game, input.gameName),
      );
    const start = (input.pageNo - 1) * input.pageSize;
    return {
      games: games.slice(start, start + input.pageSize),
      totalPages: Math.ceil(games.length / input.pageSize),
      totalCount: games.length,
      pageNo: input.pageNo,
    };
  });

  answer(app, sandbox, platformCalls.getVendorGameTypes, (input, { request }) => {
    requireVendor(input.vassalage);
    const games = allGames(sandbox.store).filter((game) => game.vassalage === input.vassalage);
    const types = [...new Set(games.map((game) => game.gameType))];
    return {
      vassalage: input.vassalage,
      gameTypes: types.map((gameType) => ({
        gameType,
        gameClassify: classifyCounts(
          games.filter((game) => game.gameType === gameType),
          languageOf(input, request),
        ),
      })),
    };
  });

  answer(app, sandbox, platformCalls.getPopupGameList, (input, { request }) => {
    const vendor = findVendor(input.vassalage);
    if (!vendor) throw new Rejection('vendor_not_found');
    return {
      vassalage: vendor.vassalage,
      displayName: vendor.displayName,
      games: allGames(sandbox.store)
        .filter((game) => game.vassalage === vendor.vassalage)
        .map((game) => gameInLanguage(game, languageOf(input, request))),
    };
  });

  answer(app, sandbox, platformCalls.getRecentGames, (input, { session, request }) => {
    const { username } = accountOfSession(sandbox, session);
    const language = languageOf({}, request);
    const games = recentGameIds(sandbox, username)
      .map((nodeId) => gameOfNode(sandbox, nodeId))
      .filter((game): game is SandboxGame => game !== undefined)
      .map((game) => gameInLanguage(game, language))
      .filter((game) => !input.gameType || sameText(game.gameType, input.gameType));
    return { list: games.slice(0, input.limit) };
  });

  answer(app, sandbox, platformCalls.getWinnerBoard, (input, { request }) => {
    const language = languageOf(input, request);
    const wins = boardWins(sandbox.store, sandbox.now())
      .filter((win) => sameText(input.gameCategory, 'ALL') || sameText(win.gameType, input.gameCategory))
      .sort((a, b) => toMinor(b.winAmount) - toMinor(a.winAmount));
    return {
      list: wins
        .slice(0, input.limitNum)
        .map((win) => ({ vo: { ...win, displayName: gameNameIn(win.gameName, language) } })),
    };
  });
}
