import { defineCall } from '../call';
import {
  gameLaunchSchema,
  launchGameRequestSchema,
  launchLotteryLobbyRequestSchema,
  pvpRoomsRequestSchema,
  pvpRoomsSchema,
} from './games-launch.schemas';

/** GET /wps/relay/GLS2_roomList: the PVP rooms a member can join. */
export const getPvpRooms = /* @__PURE__ */ defineCall({
  name: 'getPvpRooms',
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  moduleId: null,
  token: true,
  enc: false,
  request: pvpRoomsRequestSchema,
  response: pvpRoomsSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});

/**
 * POST /wps/game/launchGame: the URL of a game (or PVP room) to frame. Refused for a game under maintenance
 * (`game_maintenance`) and for a trial account's real-money play (`in_need_true_account`). A launch makes the game
 * the member's most recent one.
 */
export const launchGame = /* @__PURE__ */ defineCall({
  name: 'launchGame',
  method: 'POST',
  path: '/wps/game/launchGame',
  moduleId: 'GAMELO3',
  token: true,
  enc: false,
  request: launchGameRequestSchema,
  response: gameLaunchSchema,
  withContext: (input, context) => ({
    ...input,
    merchantCode: input.merchantCode ?? context.merchant,
    language: input.language ?? context.language,
  }),
  invalidates: ['getRecentGames'],
});

/** GET /wps/game/launchGame with launchMode LOTT: the lottery lobby or a game's betting view (PLATFORM-FACTS §8.2). */
export const launchLotteryLobby = /* @__PURE__ */ defineCall({
  name: 'launchLotteryLobby',
  method: 'GET',
  path: '/wps/game/launchGame',
  moduleId: 'GAMELO3',
  token: true,
  enc: false,
  request: launchLotteryLobbyRequestSchema,
  response: gameLaunchSchema,
  withContext: (input, context) => ({
    ...input,
    lottoView: input.lottoView ?? (input.lottoGameCode ? 'betting' : 'lobby'),
    device: input.device ?? context.device,
    language: input.language ?? context.language,
  }),
  // A lobby launch answers a one-time URL: never serve it from the cache.
  policy: { freshness: 'static', staleTime: 0 },
});
