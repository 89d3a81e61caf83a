import { GAME_LIST_PAGE_SIZES, HOT_GAMES_DEFAULTS, WINNER_BOARD_LIMIT } from '@lobbykit/domain';
import { z } from 'zod/mini';
import { decimalAmountSchema } from './flags';
import { gameClassifySchema } from './games.schemas';

/** Message keys the game calls answer with when they refuse; i18n catalogues translate them. */
export const GAME_MESSAGE_KEYS = [
  'game_not_found',
  'vendor_not_found',
  'room_not_found',
  'game_maintenance',
  'in_need_true_account',
  'free_trial_unavailable',
  'invalid_back_url',
] as const;

/** A game (SPEC §3 game object, PLATFORM-FACTS §6.4); node ids are compared as strings. */
export const gameSchema = /* @__PURE__ */ z.looseObject({
  nodeId: z.coerce.string(),
  gameId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  nodeName: z.nullish(z.string()),
  displayName: z.string(),
  vassalage: z.string(),
  accountTypeName: z.nullish(z.string()),
  /** RNG, LIVE, SPORTS, ELOTT, LOTT, PVP, FISH or ESPORTS. */
  gameType: z.string(),
  /** The classify group key (SLOT, TABLE, …) the game belongs to. */
  gameClassify: z.nullish(z.string()),
  iconUrl: z.string(),
  showIcon: z.nullish(z.string()),
  /** 'VASSALAGE' = the game opens its vendor's popup game list. */
  isGame: z.nullish(z.string()),
  /** 1 = under maintenance (SPEC §3), not "new": a new release is `isLatest`. */
  isNew: z._default(z.coerce.number().check(z.int()), 0),
  isHot: z._default(z.coerce.number().check(z.int()), 0),
  /** 1 = a new release, for the "new" badge. */
  isLatest: z._default(z.coerce.number().check(z.int()), 0),
  /** Offers free-trial play (launch with accountType 0). */
  hasTrial: z._default(z.boolean(), false),
});

/** `GCSGAME_gameList` request (PLATFORM-FACTS §1.2): by vendor, category and classify group, paged. */
export const gameListRequestSchema = /* @__PURE__ */ z.object({
  clientType: z._default(z.coerce.number().check(z.int()), 3),
  platform: z._default(z.string(), HOT_GAMES_DEFAULTS.platform),
  merchant: z.optional(z.string()),
  gameType: z.optional(z.string().check(z.trim())),
  vassalage: z.optional(z.string().check(z.trim())),
  gameClassify: z.optional(z.string().check(z.trim())),
  /**
   * Search text (ours): part of a game's name, as the vendor titles it or as `displayName` in the request's language,
   * or of its vendor's name or code, any case: one box finds a game by its title or by who makes it.
   */
  gameName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  // 12 on home and 24 on a category page (PLATFORM-FACTS §7.1); up to 1,000 for a virtual list in one page.
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), GAME_LIST_PAGE_SIZES.category),
  language: z.optional(z.string()),
});

/** `value` of `GCSGAME_gameList`: one page of games (`games[]`, `totalPages`, PLATFORM-FACTS §6.4). */
export const gameListSchema = /* @__PURE__ */ z.object({
  games: z.array(gameSchema),
  totalPages: z.coerce.number().check(z.int()),
  totalCount: z.optional(z.coerce.number().check(z.int())),
  pageNo: z.optional(z.coerce.number().check(z.int())),
});

/** `GCSGAME_hotGamesV2` request (SPEC §3: merchantCode, isPlatform 2, vassalage, platform, language). */
export const hotGamesRequestSchema = /* @__PURE__ */ z.object({
  merchantCode: z.optional(z.string()),
  isPlatform: z._default(z.coerce.number().check(z.int()), HOT_GAMES_DEFAULTS.isPlatform),
  vassalage: z._default(z.string(), ''),
  platform: z._default(z.string(), HOT_GAMES_DEFAULTS.platform),
  language: z.optional(z.string()),
});

/** `value` of a plain game list (`list[]`): hot games, recent games. */
export const gameListValueSchema = /* @__PURE__ */ z.object({ list: z.array(gameSchema) });

/** `GCSGAME_getVassGameType` request: one vendor. */
export const vendorGameTypesRequestSchema = /* @__PURE__ */ z.object({
  vassalage: z.string().check(z.trim(), z.minLength(1)),
  language: z.optional(z.string()),
});

/** `value` of `GCSGAME_getVassGameType` (shape ours): a vendor's categories, each with its classify groups. */
export const vendorGameTypesSchema = /* @__PURE__ */ z.object({
  vassalage: z.string(),
  gameTypes: z.array(z.object({ gameType: z.string(), gameClassify: z.array(gameClassifySchema) })),
});

/** Popup game list request: a VASSALAGE vendor (SPEC §4). */
export const popupGameListRequestSchema = /* @__PURE__ */ z.object({
  vassalage: z.string().check(z.trim(), z.minLength(1)),
  language: z.optional(z.string()),
});

/** `value` of the popup game list: the vendor and its games. */
export const popupGameListSchema = /* @__PURE__ */ z.object({
  vassalage: z.string(),
  displayName: z.string(),
  games: z.array(gameSchema),
});

/** Recent games request: newest first, at most `limit`. */
export const recentGamesRequestSchema = /* @__PURE__ */ z.object({
  gameType: z.optional(z.string().check(z.trim())),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});

/** Winner board request (PLATFORM-FACTS §1.5: gameCategory ALL, language, limitNum 20). */
export const winnerBoardRequestSchema = /* @__PURE__ */ z.object({
  gameCategory: z._default(z.string(), 'ALL'),
  language: z.optional(z.string()),
  limitNum: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), WINNER_BOARD_LIMIT),
});

/** A winner's `vo`: who won how much in which game (PLATFORM-FACTS §6.10); the name comes masked. */
export const winnerSchema = /* @__PURE__ */ z.looseObject({
  customerName: z.string(),
  winAmount: decimalAmountSchema,
  gameName: z.string(),
  /** The game's name in the request's language, where the platform has one. */
  displayName: z.nullish(z.string()),
  vassalage: z.string(),
  gameType: z.string(),
  gameCode: z.nullish(z.string()),
  gameId: z.nullish(z.string()),
  nodeId: z.nullish(z.coerce.string()),
  iconUrl: z.nullish(z.string()),
  time: z.optional(z.number()),
});

const minorUnits = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return amount.startsWith('-') ? -minor : minor;
};

/** `value` of the winner board: `list[].vo`, flattened and sorted by win amount, largest first (§6.10). */
export const winnerBoardSchema = /* @__PURE__ */ z.pipe(
  z.object({ list: z.array(z.looseObject({ vo: winnerSchema })) }),
  z.transform(({ list }) => ({
    list: list
      .map(({ vo, ...rest }) => ({ ...rest, ...vo }))
      .sort((a, b) => minorUnits(b.winAmount) - minorUnits(a.winAmount)),
  })),
);

/** A parsed game. */
export type Game = z.output<typeof gameSchema>;
/** A parsed game page. */
export type GameList = z.output<typeof gameListSchema>;
/** A parsed winner board entry, flattened. */
export type Winner = z.output<typeof winnerBoardSchema>['list'][number];
