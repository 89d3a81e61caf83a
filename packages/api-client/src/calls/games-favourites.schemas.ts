import { z } from 'zod/mini';
import { gameSchema } from './games-catalogue.schemas';

/** Node ids of the member's favourite games, as strings (PLATFORM-FACTS §1.2: compared as strings). */
export const favouriteGameIdsSchema = /* @__PURE__ */ z.array(z.coerce.string());

/** `MCSFE_getFavoriteGamesList` request (PLATFORM-FACTS §1.2; the session token goes in the header, not here). */
export const favouriteGamesRequestSchema = /* @__PURE__ */ z.object({
  clientType: z._default(z.coerce.number().check(z.int()), 3),
  platform: z._default(z.string(), 'flash'),
  language: z.optional(z.string()),
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(999)), 999),
  gameType: z.optional(z.string().check(z.trim())),
});

/** `value` of the favourite game list: `content[]`, `pageNum`, `totalPages`. */
export const favouriteGamesSchema = /* @__PURE__ */ z.object({
  content: z.array(gameSchema),
  pageNum: z.coerce.number().check(z.int()),
  totalPages: z.coerce.number().check(z.int()),
});

/** Adds or removes a favourite (PLATFORM-FACTS §1.2: nodeId, vendor, gameType). */
export const favouriteGameRequestSchema = /* @__PURE__ */ z.object({
  nodeId: z.coerce.string().check(z.minLength(1)),
  vendor: z.string().check(z.trim(), z.minLength(1)),
  gameType: z.string().check(z.trim(), z.minLength(1)),
});
