import { HOT_GAMES_DEFAULTS } from '@lobbykit/domain';
import { z } from 'zod';
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
export const gameSchema = z.looseObject({
  nodeId: z.coerce.string(),
  gameId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  nodeName: z.string().nullish(),
  displayName: z.string(),
  vassalage: z.string(),
  accountTypeName: z.string().nullish(),
  /** RNG, LIVE, SPORTS, ELOTT, LOTT, PVP, FISH or ESPORTS. */
  gameType: z.string(),
  /** The classify group key (SLOT, TABLE, …) the game belongs to. */
  gameClassify: z.string().nullish(),
  iconUrl: z.string(),
  showIcon: z.string().nullish(),
  /** 'VASSALAGE' = the game opens its vendor's popup game list. */
  isGame: z.string().nullish(),
  /** 1 = under maintenance (SPEC §3), not "new": a new release is `isLatest`. */
  isNew: z.coerce.number().int().default(0),
  isHot: z.coerce.number().int().default(0),
  /** 1 = a new release, for the "new" badge. */
  isLatest: z.coerce.number().int().default(0),
  /** Offers free-trial play (launch with accountType 0). */
  hasTrial: z.boolean().default(false),
});

/** `GCSGAME_gameList` request (PLATFORM-FACTS §1.2): by vendor, category and classify group, paged. */
export const gameListRequestSchema = z.object({
  clientType: z.coerce.number().int().default(3),
  platform: z.string().default(HOT_GAMES_DEFAULTS.platform),
  merchant: z.string().optional(),
  gameType: z.string().trim().optional(),
  vassalage: z.string().trim().optional(),
  gameClassify: z.string().trim().optional(),
  /** Part of a game name to search for, any case (ours). */
  gameName: z.string().trim().optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  // 12 on home and 24 on a category page (PLATFORM-FACTS §7.1); up to 1,000 for a virtual list in one page.
  pageSize: z.coerce.number().int().min(1).max(1000).default(24),
  language: z.string().optional(),
});

/** `value` of `GCSGAME_gameList`: one page of games (`games[]`, `totalPages`, PLATFORM-FACTS §6.4). */
export const gameListSchema = z.object({
  games: z.array(gameSchema),
  totalPages: z.coerce.number().int(),
  totalCount: z.coerce.number().int().optional(),
  pageNo: z.coerce.number().int().optional(),
});

/** `GCSGAME_hotGamesV2` request (SPEC §3: merchantCode, isPlatform 2, vassalage, platform, language). */
export const hotGamesRequestSchema = z.object({
  merchantCode: z.string().optional(),
  isPlatform: z.coerce.number().int().default(HOT_GAMES_DEFAULTS.isPlatform),
  vassalage: z.string().default(''),
  platform: z.string().default(HOT_GAMES_DEFAULTS.platform),
  language: z.string().optional(),
});

/** `value` of a plain game list (`list[]`): hot games, recent games. */
export const gameListValueSchema = z.object({ list: z.array(gameSchema) });

/** `GCSGAME_getVassGameType` request: one vendor. */
export const vendorGameTypesRequestSchema = z.object({
  vassalage: z.string().trim().min(1),
  language: z.string().optional(),
});

/** `value` of `GCSGAME_getVassGameType` (shape ours): a vendor's categories, each with its classify groups. */
export const vendorGameTypesSchema = z.object({
  vassalage: z.string(),
  gameTypes: z.array(z.object({ gameType: z.string(), gameClassify: z.array(gameClassifySchema) })),
});

/** Popup game list request: a VASSALAGE vendor (SPEC §4). */
export const popupGameListRequestSchema = z.object({
  vassalage: z.string().trim().min(1),
  language: z.string().optional(),
});

/** `value` of the popup game list: the vendor and its games. */
export const popupGameListSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  games: z.array(gameSchema),
});

/** Recent games request: newest first, at most `limit`. */
export const recentGamesRequestSchema = z.object({
  gameType: z.string().trim().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** Winner board request (PLATFORM-FACTS §1.5: gameCategory ALL, language, limitNum 20). */
export const winnerBoardRequestSchema = z.object({
  gameCategory: z.string().default('ALL'),
  language: z.string().optional(),
  limitNum: z.coerce.number().int().min(1).max(100).default(20),
});

/** A winner's `vo`: who won how much in which game (PLATFORM-FACTS §6.10); the name comes masked. */
export const winnerSchema = z.looseObject({
  customerName: z.string(),
  winAmount: decimalAmountSchema,
  gameName: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  gameCode: z.string().nullish(),
  gameId: z.string().nullish(),
  nodeId: z.coerce.string().nullish(),
  iconUrl: z.string().nullish(),
  time: z.number().optional(),
});

const minorUnits = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return amount.startsWith('-') ? -minor : minor;
};

/** `value` of the winner board: `list[].vo`, flattened and sorted by win amount, largest first (§6.10). */
export const winnerBoardSchema = z
  .object({ list: z.array(z.looseObject({ vo: winnerSchema })) })
  .transform(({ list }) => ({
    list: list
      .map(({ vo, ...rest }) => ({ ...rest, ...vo }))
      .sort((a, b) => minorUnits(b.winAmount) - minorUnits(a.winAmount)),
  }));

/** A parsed game. */
export type Game = z.output<typeof gameSchema>;
/** A parsed game page. */
export type GameList = z.output<typeof gameListSchema>;
/** A parsed winner board entry, flattened. */
export type Winner = z.output<typeof winnerBoardSchema>['list'][number];
