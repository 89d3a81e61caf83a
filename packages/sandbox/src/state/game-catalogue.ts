import type { SandboxStore } from '../store/store';
import { LOTTERY_GAMES } from './game-lottery';
import { classifyNameIn, gameNameIn } from './game-names';
import { gameTitles } from './game-titles';
import { findVendor, type SandboxVendor, sandboxVendors } from './game-vendors';

/** A game as the sandbox keeps it; the fields of the contract's game object (SPEC §3, PLATFORM-FACTS §6.4). */
export type SandboxGame = {
  nodeId: string;
  gameId: string;
  gameCode: string;
  gameName: string;
  displayName: string;
  vassalage: string;
  accountTypeName: string;
  gameType: string;
  gameClassify: string;
  iconUrl: string;
  isGame: string | null;
  /** 1 = under maintenance (SPEC §3). */
  isNew: number;
  isHot: number;
  isLatest: number;
  hasTrial: boolean;
};

/** The vendor with 1,000 games, for the lobby's virtual-list benchmark (DESIGN.md budgets). */
export const LARGE_CATALOGUE_VENDOR = 'PG';
/** The one game under maintenance in an otherwise open vendor (SPEC §3: isNew 1). */
export const MAINTENANCE_GAME_CODE = 'PG_0003';
/** Where the sandbox serves a game's icon. */
export const GAME_ICON_PREFIX = '/sandbox-assets/games';

const TRIAL_TYPES = new Set(['RNG', 'FISH', 'PVP']);
const MAINTENANCE = 'game-maintenance';

const hashOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);

/** How many games a vendor has: 1,000 for the large vendor, 20–60 for other slot vendors, fewer for sports. */
function gameCount(vendor: SandboxVendor): number {
  if (vendor.vassalage === LARGE_CATALOGUE_VENDOR) return 1000;
  const spread = hashOf(vendor.vassalage);
  if (vendor.gameType === 'RNG') return 20 + (spread % 41);
  if (vendor.gameType === 'SPORTS' || vendor.gameType === 'ESPORTS') return 4 + (spread % 3);
  return 20 + (spread % 11);
}

const iconOf = (vassalage: string, gameCode: string) => `${GAME_ICON_PREFIX}/${vassalage}/${gameCode}.png`;

function vendorGames(vendor: SandboxVendor): SandboxGame[] {
  const lottery = LOTTERY_GAMES.filter((game) => game.vassalage === vendor.vassalage);
  if (lottery.length > 0) {
    return lottery.map((game, index) => ({
      nodeId: String(100_000 + vendor.order * 2_000 + index),
      gameId: game.gameCode,
      gameCode: game.gameCode,
      gameName: game.gameName,
      displayName: game.gameName,
      vassalage: vendor.vassalage,
      accountTypeName: vendor.vassalage,
      gameType: vendor.gameType,
      gameClassify: game.gameGroupCode,
      iconUrl: iconOf(vendor.vassalage, game.gameCode),
      isGame: null,
      isNew: vendor.maintenance ? 1 : 0,
      isHot: game.hot ? 1 : 0,
      isLatest: 0,
      hasTrial: false,
    }));
  }
  return gameTitles(vendor.vassalage, vendor.gameType, gameCount(vendor)).map((title, index) => {
    const gameCode = `${vendor.vassalage}_${String(index + 1).padStart(4, '0')}`;
    return {
      nodeId: String(100_000 + vendor.order * 2_000 + index),
      gameId: gameCode,
      gameCode,
      gameName: title.name,
      displayName: title.name,
      vassalage: vendor.vassalage,
      accountTypeName: vendor.vassalage,
      gameType: vendor.gameType,
      gameClassify: title.classify,
      iconUrl: iconOf(vendor.vassalage, gameCode),
      isGame: null,
      isNew: vendor.maintenance || gameCode === MAINTENANCE_GAME_CODE ? 1 : 0,
      isHot: index % 11 === 0 || (vendor.hot && index < 3) ? 1 : 0,
      isLatest: index % 7 === 3 ? 1 : 0,
      hasTrial: TRIAL_TYPES.has(vendor.gameType),
    };
  });
}

let catalogue: SandboxGame[] | undefined;

/** Every seeded game of every vendor, built once and the same on every run. */
function seededCatalogue(): readonly SandboxGame[] {
  catalogue ??= sandboxVendors().flatMap(vendorGames);
  return catalogue;
}

/** Every game with the maintenance switches of the sandbox control applied. */
export function allGames(store: SandboxStore): SandboxGame[] {
  const switches = new Map(store.list<boolean>(MAINTENANCE).map(({ id, value }) => [id, value]));
  if (switches.size === 0) return seededCatalogue() as SandboxGame[];
  return seededCatalogue().map((game) => {
    const maintenance = switches.get(game.nodeId);
    return maintenance === undefined ? game : { ...game, isNew: maintenance ? 1 : 0 };
  });
}

/** The game of a node id (optionally of one vendor), or undefined. */
export function findGame(store: SandboxStore, nodeId: string, vassalage?: string): SandboxGame | undefined {
  return allGames(store).find((game) => game.nodeId === nodeId && (!vassalage || game.vassalage === vassalage));
}

/** The game of a game id or code within a vendor, or undefined. */
export function findGameById(store: SandboxStore, vassalage: string, gameId: string): SandboxGame | undefined {
  return allGames(store).find(
    (game) => game.vassalage === vassalage && (game.gameId === gameId || game.gameCode === gameId),
  );
}

/** Puts a game under maintenance or takes it out (sandbox control). */
export function setGameMaintenance(store: SandboxStore, nodeId: string, maintenance: boolean): void {
  store.put(MAINTENANCE, nodeId, maintenance);
}

/** A vendor's own lobby as a launchable game: its lane card's `<code>_LOBBY` (seed-games). */
export function vendorLobbyGame(vassalage: string): SandboxGame | undefined {
  const vendor = findVendor(vassalage);
  if (!vendor) return undefined;
  const gameCode = `${vassalage}_LOBBY`;
  return {
    nodeId: `lobby-${vassalage}`,
    gameId: gameCode,
    gameCode,
    gameName: `${vendor.displayName} lobby`,
    displayName: `${vendor.displayName} lobby`,
    vassalage,
    accountTypeName: vassalage,
    gameType: vendor.gameType,
    gameClassify: 'LOBBY',
    iconUrl: vendor.logoUrl,
    isGame: vendor.popupList ? 'VASSALAGE' : null,
    isNew: vendor.maintenance ? 1 : 0,
    isHot: vendor.hot ? 1 : 0,
    isLatest: 0,
    hasTrial: TRIAL_TYPES.has(vendor.gameType),
  };
}

/** How many hot games the hot list shows: 20, enough to fill the home page's hot row at every width. */
export const HOT_GAMES_SHOWN = 20;

/**
 * The hot games, taken in turn from each vendor (in lane order) so one big vendor does not fill the list; the same
 * list on every run.
 */
export function hotGames(store: SandboxStore, vassalage?: string): SandboxGame[] {
  const byVendor = new Map<string, SandboxGame[]>();
  for (const game of allGames(store)) {
    if (game.isHot !== 1 || (vassalage && game.vassalage !== vassalage)) continue;
    byVendor.set(game.vassalage, [...(byVendor.get(game.vassalage) ?? []), game]);
  }
  const queues = [...byVendor.values()];
  const hot: SandboxGame[] = [];
  for (let round = 0; hot.length < HOT_GAMES_SHOWN && queues.some((queue) => queue.length > round); round += 1) {
    for (const queue of queues) {
      const game = queue[round];
      if (game && hot.length < HOT_GAMES_SHOWN) hot.push(game);
    }
  }
  return hot;
}

/** Whether a game matches a search text: part of its name, or of its vendor's name or code, any case. */
export function matchesSearch(game: SandboxGame, text: string | undefined): boolean {
  const needle = text?.trim().toLowerCase();
  if (!needle) return true;
  const vendor = findVendor(game.vassalage);
  return [game.gameName, game.displayName, vendor?.displayName ?? '', game.vassalage].some((haystack) =>
    haystack.toLowerCase().includes(needle),
  );
}

/** A game as a request in `language` sees it: `displayName` translated where the sandbox speaks the language. */
export function gameInLanguage(game: SandboxGame, language: string | null | undefined): SandboxGame {
  const displayName = gameNameIn(game.gameName, language);
  return displayName === game.displayName ? game : { ...game, displayName };
}

/** The classify groups of a lane's games (the vendors the lane lists) with their real counts (PLATFORM-FACTS §6.3). */
export function laneClassify(
  store: SandboxStore,
  lane: { title: string; cards: ReadonlyArray<{ vassalage: string }> },
  language?: string | null,
) {
  const vendors = new Set(lane.cards.map((card) => card.vassalage));
  return classifyCounts(
    allGames(store).filter((game) => vendors.has(game.vassalage)),
    language,
  );
}

/** The classify groups of a vendor's (or a category's) games with their real counts. */
export function classifyCounts(
  games: readonly SandboxGame[],
  language?: string | null,
): Array<{ key: string; displayName: string; gameCount: number }> {
  const counts = new Map<string, number>();
  for (const game of games) counts.set(game.gameClassify, (counts.get(game.gameClassify) ?? 0) + 1);
  return [...counts].map(([key, gameCount]) => ({ key, displayName: classifyNameIn(key, language), gameCount }));
}
