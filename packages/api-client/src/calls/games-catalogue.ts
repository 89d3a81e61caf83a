import { defineCall } from '../call';
import {
  gameListRequestSchema,
  gameListSchema,
  gameListValueSchema,
  hotGamesRequestSchema,
  popupGameListRequestSchema,
  popupGameListSchema,
  recentGamesRequestSchema,
  vendorGameTypesRequestSchema,
  vendorGameTypesSchema,
  winnerBoardRequestSchema,
  winnerBoardSchema,
} from './games-catalogue.schemas';

/** GET /wps/relay/GCSGAME_hotGamesV2: the hot games, for every visitor (PLATFORM-FACTS §1.2). */
export const getHotGames = /* @__PURE__ */ defineCall({
  name: 'getHotGames',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  moduleId: 'GAMELOHOT3',
  token: false,
  enc: false,
  request: hotGamesRequestSchema,
  response: gameListValueSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
  withContext: (input, context) => ({
    ...input,
    merchantCode: input.merchantCode ?? context.merchant,
    language: input.language ?? context.language,
  }),
});

/** GET /wps/relay/GCSGAME_gameList: one page of games by vendor, category and classify group. */
export const getGameList = /* @__PURE__ */ defineCall({
  name: 'getGameList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  moduleId: 'GAMELO3',
  // SPEC §7 marks it token; visitors browse the lobby too, so it is sent when there is one.
  token: 'optional',
  enc: false,
  request: gameListRequestSchema,
  response: gameListSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
  withContext: (input, context) => ({
    ...input,
    merchant: input.merchant ?? context.merchant,
    language: input.language ?? context.language,
  }),
});

/** GET /wps/relay/GCSGAME_getVassGameType: a vendor's categories and classify groups with game counts. */
export const getVendorGameTypes = /* @__PURE__ */ defineCall({
  name: 'getVendorGameTypes',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  moduleId: 'COMM3',
  token: 'optional',
  enc: false,
  request: vendorGameTypesRequestSchema,
  response: vendorGameTypesSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
  withContext: (input, context) => ({ ...input, language: input.language ?? context.language }),
});

/** GET /wps/relay/GCSGAME_vassalageGameList (our path; SPEC §7 names only the trigger): a VASSALAGE vendor's popup list. */
export const getPopupGameList = /* @__PURE__ */ defineCall({
  name: 'getPopupGameList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_vassalageGameList',
  moduleId: 'GAMELO3',
  token: 'optional',
  enc: false,
  request: popupGameListRequestSchema,
  response: popupGameListSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
  withContext: (input, context) => ({ ...input, language: input.language ?? context.language }),
});

/** GET /wps/relay/GCS_recentGame: the member's recently launched games, newest first. */
export const getRecentGames = /* @__PURE__ */ defineCall({
  name: 'getRecentGames',
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  moduleId: 'GAMELOREC3',
  token: true,
  enc: false,
  request: recentGamesRequestSchema,
  response: gameListValueSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});

/** GET /wps/relay/GCSGAME_getRankList: the winner board, flattened and largest win first (SPEC §7, PLATFORM-FACTS §6.10). */
export const getWinnerBoard = /* @__PURE__ */ defineCall({
  name: 'getWinnerBoard',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  moduleId: 'COMM3',
  token: false,
  enc: false,
  request: winnerBoardRequestSchema,
  response: winnerBoardSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
  withContext: (input, context) => ({ ...input, language: input.language ?? context.language }),
});
