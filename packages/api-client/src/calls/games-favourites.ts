import { z } from 'zod/mini';
import { defineCall } from '../call';
import {
  favouriteGameIdsSchema,
  favouriteGameRequestSchema,
  favouriteGamesRequestSchema,
  favouriteGamesSchema,
} from './games-favourites.schemas';

/** GET /wps/relay/MCSFE_getFavoriteGames: node ids of the member's favourites. */
export const getFavouriteGameIds = /* @__PURE__ */ defineCall({
  name: 'getFavouriteGameIds',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  moduleId: 'GAMELOFAV3',
  token: true,
  enc: false,
  request: z.object({}),
  response: favouriteGameIdsSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
});

/** GET /wps/relay/MCSFE_getFavoriteGamesList: the member's favourite games, newest first. */
export const getFavouriteGames = /* @__PURE__ */ defineCall({
  name: 'getFavouriteGames',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  moduleId: 'GAMELOFAV3',
  token: true,
  enc: false,
  request: favouriteGamesRequestSchema,
  response: favouriteGamesSchema,
  policy: { freshness: 'static', staleTime: 30_000 },
  withContext: (input, context) => ({ ...input, language: input.language ?? context.language }),
});

/** POST /wps/relay/MCSFE_addFavoriteGameV2: adds a favourite (again is fine) and answers every favourite id. */
export const addFavouriteGame = /* @__PURE__ */ defineCall({
  name: 'addFavouriteGame',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  moduleId: 'GAMELOFAV3',
  token: true,
  enc: false,
  request: favouriteGameRequestSchema,
  response: favouriteGameIdsSchema,
  invalidates: ['getFavouriteGameIds', 'getFavouriteGames'],
});

/** DELETE /wps/relay/MCSFE_removeFavoriteGameV2: removes a favourite (absent is fine) and answers every favourite id. */
export const removeFavouriteGame = /* @__PURE__ */ defineCall({
  name: 'removeFavouriteGame',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  moduleId: 'GAMELOFAV3',
  token: true,
  enc: false,
  request: favouriteGameRequestSchema,
  response: favouriteGameIdsSchema,
  invalidates: ['getFavouriteGameIds', 'getFavouriteGames'],
});
