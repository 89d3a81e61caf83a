import { POPULAR_GAMES_COUNT, VN_GAMES_COUNT } from '@lobbykit/domain';
import { z } from 'zod/mini';

/** A lottery game of a menu (PLATFORM-FACTS §6.11: maps whose values carry gameGroupCode). */
export const lotteryGameSchema = /* @__PURE__ */ z.looseObject({
  gameId: z.coerce.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameGroupCode: z.string(),
  prizeMode: z.string(),
  vassalage: z.string(),
  /** The VN menu's items carry TCG_LOTTO_VN here (PLATFORM-FACTS §1.3). */
  accountTypeName: z.nullish(z.string()),
  iconUrl: z.string(),
  drawIntervalMinutes: z.number().check(z.int(), z.positive()),
  /** When the next draw closes (ms). */
  nextDrawAt: z.number(),
  /** 1 = under maintenance (SPEC §3). */
  isNew: z._default(z.coerce.number().check(z.int()), 0),
  isHot: z._default(z.coerce.number().check(z.int()), 0),
});

/** A group of lottery games (SPEC §3 game group: gameMenus, gameGroupCode, labelName). */
export const lotteryGroupSchema = /* @__PURE__ */ z.object({
  gameGroupCode: z.string(),
  labelName: z.string(),
  gameMenus: z.array(lotteryGameSchema),
});

/** A lottery menu: an object map of groups by group code (PLATFORM-FACTS §1.1, §1.3). */
export const lotteryMenuSchema = /* @__PURE__ */ z.record(z.string(), lotteryGroupSchema);

/** `GET /lgw/games/game_menus` request: the brand's prize mode, e.g. 'Lott' (PLATFORM-FACTS §1.1). */
export const gameMenusRequestSchema = /* @__PURE__ */ z.object({
  prizeMode: z._default(z.string().check(z.trim(), z.minLength(1)), 'Lott'),
});

/** `GET /lgw/games/popular` request: 20 games (SPEC §7: prize mode, device, language). */
export const popularGamesRequestSchema = /* @__PURE__ */ z.object({
  prizeMode: z.optional(z.string().check(z.trim())),
  device: z.optional(z.string()),
  language: z.optional(z.string()),
  count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), POPULAR_GAMES_COUNT),
});

/** `GET /lgw/vn/games/game_menu` request: LOTT or ELOTT (chosen by the lanes) and device WEB (§1.3). */
export const vnGameMenuRequestSchema = /* @__PURE__ */ z.object({
  prizeMode: z._default(z.string().check(z.trim()), 'LOTT'),
  device: z._default(z.string(), 'WEB'),
  language: z.optional(z.string()),
});

/** A lottery draw that has opened: its issue number and winning numbers, and the next issue. */
export const lotteryDrawSchema = /* @__PURE__ */ z.object({
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  openTime: z.number(),
  winningNumbers: z.array(z.string()),
  nextNumero: z.string(),
  nextDrawAt: z.number(),
});

/** Opened draws by game code (the home page turns the map's values into a list, PLATFORM-FACTS §1.4). */
export const lotteryDrawsSchema = /* @__PURE__ */ z.record(z.string(), lotteryDrawSchema);

/** `GET /lgw/vn/numeros/opened/game` request: up to 100 VN games (SPEC §7). */
export const vnOpenedDrawsRequestSchema = /* @__PURE__ */ z.object({
  prizeMode: z.optional(z.string().check(z.trim())),
  device: z.optional(z.string()),
  count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(VN_GAMES_COUNT)), VN_GAMES_COUNT),
});

/** `GET /lotto/lgw/games/opened/numero` request: one game or all of a prize mode. */
export const openedDrawsRequestSchema = /* @__PURE__ */ z.object({
  prizeMode: z.optional(z.string().check(z.trim())),
  gameCode: z.optional(z.string().check(z.trim())),
});

/** A parsed lottery game. */
export type LotteryGame = z.output<typeof lotteryGameSchema>;
/** A parsed lottery menu. */
export type LotteryMenu = z.output<typeof lotteryMenuSchema>;
/** A parsed lottery draw. */
export type LotteryDraw = z.output<typeof lotteryDrawSchema>;
