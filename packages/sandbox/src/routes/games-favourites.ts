import { platformCalls } from '@lobbykit/api-client/client';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { accountOfSession } from '../state/accounts';
import { gameInLanguage, type SandboxGame } from '../state/game-catalogue';
import { addFavourite, favouritesOf, removeFavourite } from '../state/game-player';
import { answer } from './answer';
import { gameOfNode, languageOf, requireVendor } from './games-catalogue';

/** The member's favourite games: ids, the list, add and remove (PLATFORM-FACTS §1.2). */
export function answerFavouriteCalls(app: Hono, sandbox: SandboxContext): void {
  const idsOf = (username: string) => favouritesOf(sandbox, username).map((favourite) => favourite.nodeId);

  const gameToFavour = (input: { nodeId: string; vendor: string }): SandboxGame => {
    requireVendor(input.vendor);
    const game = gameOfNode(sandbox, input.nodeId);
    if (!game || game.vassalage !== input.vendor) throw new Rejection('game_not_found');
    return game;
  };

  answer(app, sandbox, platformCalls.getFavouriteGameIds, (_input, { session }) =>
    idsOf(accountOfSession(sandbox, session).username),
  );

  answer(app, sandbox, platformCalls.getFavouriteGames, (input, { session, request }) => {
    const { username } = accountOfSession(sandbox, session);
    const language = languageOf(input, request);
    const games = favouritesOf(sandbox, username)
      .map((favourite) => gameOfNode(sandbox, favourite.nodeId))
      .filter((game): game is SandboxGame => game !== undefined)
      .map((game) => gameInLanguage(game, language))
      .filter((game) => !input.gameType || game.gameType.toUpperCase() === input.gameType.toUpperCase());
    const start = (input.pageNo - 1) * input.pageSize;
    return {
      content: games.slice(start, start + input.pageSize),
      pageNum: input.pageNo,
      totalPages: Math.ceil(games.length / input.pageSize),
    };
  });

  answer(app, sandbox, platformCalls.addFavouriteGame, (input, { session }) => {
    const { username } = accountOfSession(sandbox, session);
    addFavourite(sandbox, username, gameToFavour(input));
    return idsOf(username);
  });

  answer(app, sandbox, platformCalls.removeFavouriteGame, (input, { session }) => {
    const { username } = accountOfSession(sandbox, session);
    requireVendor(input.vendor);
    removeFavourite(sandbox, username, input.nodeId);
    return idsOf(username);
  });
}
