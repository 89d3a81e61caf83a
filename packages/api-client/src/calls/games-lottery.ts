import { z } from 'zod/mini';
import { defineCall } from '../call';
import {
  gameMenusRequestSchema,
  lotteryDrawsSchema,
  lotteryGameSchema,
  lotteryMenuSchema,
  openedDrawsRequestSchema,
  popularGamesRequestSchema,
  vnGameMenuRequestSchema,
  vnOpenedDrawsRequestSchema,
} from './games-lottery.schemas';

/** GET /lgw/games/game_menus: lottery groups of a prize mode, as a map by group code. */
export const getGameMenus = /* @__PURE__ */ defineCall({
  name: 'getGameMenus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: gameMenusRequestSchema,
  response: lotteryMenuSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});

/** GET /lgw/games/popular: the 20 most played lottery games (SPEC §7). */
export const getPopularGames = /* @__PURE__ */ defineCall({
  name: 'getPopularGames',
  method: 'GET',
  path: '/lgw/games/popular',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: popularGamesRequestSchema,
  response: z.array(lotteryGameSchema),
  policy: { freshness: 'static', staleTime: 30_000 },
  withContext: (input, context) => ({
    ...input,
    device: input.device ?? context.device,
    language: input.language ?? context.language,
  }),
});

/** GET /lgw/vn/games/game_menu: the Vietnamese lottery menu (items of TCG_LOTTO_VN). */
export const getVnGameMenu = /* @__PURE__ */ defineCall({
  name: 'getVnGameMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: vnGameMenuRequestSchema,
  response: lotteryMenuSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});

/** GET /lgw/vn/games/game_menu/recent: the Vietnamese lottery games the member played last. */
export const getRecentVnGames = /* @__PURE__ */ defineCall({
  name: 'getRecentVnGames',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  moduleId: 'COMM3',
  token: true,
  enc: false,
  request: vnGameMenuRequestSchema,
  response: z.array(lotteryGameSchema),
  policy: { freshness: 'static', staleTime: 30_000 },
});

/** GET /lgw/vn/numeros/opened/game: the latest opened draw of each Vietnamese game. */
export const getVnOpenedDraws = /* @__PURE__ */ defineCall({
  name: 'getVnOpenedDraws',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  moduleId: 'AGEANNOUNCE3',
  token: false,
  enc: false,
  request: vnOpenedDrawsRequestSchema,
  response: lotteryDrawsSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});

/** GET /lotto/lgw/games/opened/numero: the latest opened draw of each lottery game (or one). */
export const getOpenedDraws = /* @__PURE__ */ defineCall({
  name: 'getOpenedDraws',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  moduleId: 'COMM3',
  token: true,
  enc: false,
  request: openedDrawsRequestSchema,
  response: lotteryDrawsSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});
