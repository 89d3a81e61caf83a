import { GAME_LAUNCH_DEFAULTS } from '@lobbykit/domain';
import { z } from 'zod/mini';
import { decimalAmountSchema } from './flags';

/** A PVP room (shape ours): which game, the stakes and how full it is. */
export const pvpRoomSchema = /* @__PURE__ */ z.object({
  roomId: z.string(),
  roomName: z.string(),
  nodeId: z.coerce.string(),
  gameId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  minBet: decimalAmountSchema,
  maxBet: decimalAmountSchema,
  players: z.number().check(z.int(), z.nonnegative()),
  maxPlayers: z.number().check(z.int(), z.positive()),
  iconUrl: z.string(),
});

/** `GLS2_roomList` request: all rooms, or those of one vendor or game. */
export const pvpRoomsRequestSchema = /* @__PURE__ */ z.object({
  vassalage: z.optional(z.string().check(z.trim())),
  gameId: z.optional(z.string().check(z.trim())),
});

/** `value` of `GLS2_roomList`. */
export const pvpRoomsSchema = /* @__PURE__ */ z.object({ rooms: z.array(pvpRoomSchema) });

/**
 * Game launch request (SPEC §3, §9): gameId or roomId, nodeId, accountType 1 (0 = free trial), confirmTrans 0,
 * launchMode GLS, platform html5-desktop, clientType 3. The token travels in `Authorization`, never in the body.
 */
export const launchGameRequestSchema = z
  .object({
    gameId: z.optional(z.string().check(z.trim(), z.minLength(1))),
    roomId: z.optional(z.string().check(z.trim(), z.minLength(1))),
    nodeId: z.coerce.string().check(z.minLength(1)),
    vassalage: z.string().check(z.trim(), z.minLength(1)),
    accountType: z._default(z.union([z.literal(0), z.literal(1)]), GAME_LAUNCH_DEFAULTS.accountType),
    confirmTrans: z._default(z.literal(0), GAME_LAUNCH_DEFAULTS.confirmTrans),
    launchMode: z._default(z.literal('GLS'), GAME_LAUNCH_DEFAULTS.launchMode),
    platform: z._default(z.string(), GAME_LAUNCH_DEFAULTS.platform),
    clientType: z._default(z.literal(3), GAME_LAUNCH_DEFAULTS.clientType),
    merchantCode: z.optional(z.string()),
    language: z.optional(z.string()),
    username: z.optional(z.string()),
  })
  .check(
    z.refine((input) => input.gameId !== undefined || input.roomId !== undefined, {
      message: 'gameId or roomId',
      path: ['gameId'],
    }),
  );

/** Lottery lobby launch (PLATFORM-FACTS §8.2): area VN, mode LOTT, prize mode, game code, view, device, back URL. */
export const launchLotteryLobbyRequestSchema = /* @__PURE__ */ z.object({
  lottoArea: z._default(z.string(), 'VN'),
  launchMode: z._default(z.literal('LOTT'), 'LOTT'),
  lottoPrizeMode: z._default(z.string().check(z.trim()), 'LOTT'),
  lottoGameCode: z.optional(z.string().check(z.trim(), z.minLength(1))),
  /** 'betting' with a game code, else 'lobby' (PLATFORM-FACTS §8.2); the client fills it. */
  lottoView: z.optional(z.enum(['betting', 'lobby'])),
  device: z.optional(z.string()),
  backUrl: z.optional(z.string()),
  language: z.optional(z.string()),
});

/** `value` of a launch: the URL to frame (`game_url`, or `game_url2` as the platform's fallback, SPEC §3). */
export const gameLaunchSchema = /* @__PURE__ */ z.object({
  game_url: z.string().check(z.minLength(1)),
  game_url2: z.nullish(z.string()),
});

/** A parsed PVP room. */
export type PvpRoom = z.output<typeof pvpRoomSchema>;
/** A parsed launch answer. */
export type GameLaunch = z.output<typeof gameLaunchSchema>;
