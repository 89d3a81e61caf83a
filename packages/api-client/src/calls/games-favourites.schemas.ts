import { z } from 'zod';
import { gameSchema } from './games-catalogue.schemas';

/** Node ids of the member's favourite games, as strings (PLATFORM-FACTS §1.2: compared as strings). */
export const favouriteGameIdsSchema = z.array(z.coerce.string());

/** `MCSFE_getFavoriteGamesList` request (PLATFORM-FACTS §1.2; the session token goes in the header, not here). */
export const favouriteGamesRequestSchema = z.object({
  clientType: z.coerce.number().int().default(3),
  platform: z.string().default('flash'),
  language: z.string().optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(999).default(999),
  gameType: z.string().trim().optional(),
});

/** `value` of the favourite game list: `content[]`, `pageNum`, `totalPages`. */
export const favouriteGamesSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.coerce.number().int(),
  totalPages: z.coerce.number().int(),
});

/** Adds or removes a favourite (PLATFORM-FACTS §1.2: nodeId, vendor, gameType). */
export const favouriteGameRequestSchema = z.object({
  nodeId: z.coerce.string().min(1),
  vendor: z.string().trim().min(1),
  gameType: z.string().trim().min(1),
});
