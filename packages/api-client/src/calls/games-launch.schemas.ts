import { GAME_LAUNCH_DEFAULTS } from '@lobbykit/domain';
import { z } from 'zod';
import { decimalAmountSchema } from './flags';

/** A PVP room (shape ours): which game, the stakes and how full it is. */
export const pvpRoomSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  nodeId: z.coerce.string(),
  gameId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  minBet: decimalAmountSchema,
  maxBet: decimalAmountSchema,
  players: z.number().int().nonnegative(),
  maxPlayers: z.number().int().positive(),
  iconUrl: z.string(),
});

/** `GLS2_roomList` request: all rooms, or those of one vendor or game. */
export const pvpRoomsRequestSchema = z.object({
  vassalage: z.string().trim().optional(),
  gameId: z.string().trim().optional(),
});

/** `value` of `GLS2_roomList`. */
export const pvpRoomsSchema = z.object({ rooms: z.array(pvpRoomSchema) });

/**
 * Game launch request (SPEC §3, §9): gameId or roomId, nodeId, accountType 1 (0 = free trial), confirmTrans 0,
 * launchMode GLS, platform html5-desktop, clientType 3. The token travels in `Authorization`, never in the body.
 */
export const launchGameRequestSchema = z
  .object({
    gameId: z.string().trim().min(1).optional(),
    roomId: z.string().trim().min(1).optional(),
    nodeId: z.coerce.string().min(1),
    vassalage: z.string().trim().min(1),
    accountType: z.union([z.literal(0), z.literal(1)]).default(GAME_LAUNCH_DEFAULTS.accountType),
    confirmTrans: z.literal(0).default(GAME_LAUNCH_DEFAULTS.confirmTrans),
    launchMode: z.literal('GLS').default(GAME_LAUNCH_DEFAULTS.launchMode),
    platform: z.string().default(GAME_LAUNCH_DEFAULTS.platform),
    clientType: z.literal(3).default(GAME_LAUNCH_DEFAULTS.clientType),
    merchantCode: z.string().optional(),
    language: z.string().optional(),
    username: z.string().optional(),
  })
  .refine((input) => input.gameId !== undefined || input.roomId !== undefined, {
    message: 'gameId or roomId',
    path: ['gameId'],
  });

/** Lottery lobby launch (PLATFORM-FACTS §8.2): area VN, mode LOTT, prize mode, game code, view, device, back URL. */
export const launchLotteryLobbyRequestSchema = z.object({
  lottoArea: z.string().default('VN'),
  launchMode: z.literal('LOTT').default('LOTT'),
  lottoPrizeMode: z.string().trim().default('LOTT'),
  lottoGameCode: z.string().trim().min(1).optional(),
  /** 'betting' with a game code, else 'lobby' (PLATFORM-FACTS §8.2); the client fills it. */
  lottoView: z.enum(['betting', 'lobby']).optional(),
  device: z.string().optional(),
  backUrl: z.string().optional(),
  language: z.string().optional(),
});

/** `value` of a launch: the URL to frame (`game_url`, or `game_url2` as the platform's fallback, SPEC §3). */
export const gameLaunchSchema = z.object({
  game_url: z.string().min(1),
  game_url2: z.string().nullish(),
});

/** A parsed PVP room. */
export type PvpRoom = z.output<typeof pvpRoomSchema>;
/** A parsed launch answer. */
export type GameLaunch = z.output<typeof gameLaunchSchema>;
