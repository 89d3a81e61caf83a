// What the domain exports about play: the lobby's routes and vendor lanes, game search, launch and the game page,
// PVP rooms, the lottery lobby, and image addresses.
export { pickCdn } from '../cdn';
export {
  type GamePageAddress,
  type GamePageLaunch,
  type GamePagePath,
  gameFrameUrl,
  gamePageHref,
  readGamePageAddress,
} from '../game-page';
export {
  GAME_SEARCH_DEBOUNCE_MS,
  GAME_SEARCH_GAME_LIMIT,
  GAME_SEARCH_VENDOR_LIMIT,
  gameSearchText,
  moveSearchHighlight,
  searchVendors,
  type VendorMatch,
} from '../game-search';
export { decideGameStart, type GameStartDecision, type GameStartOptions, type StartableGame } from '../game-start';
export {
  BANNER_AUTOPLAY_MS,
  bannerAutoplays,
  bannerHref,
  formatWinAmount,
  HOME_BANNER_GROUP,
  HOME_HOT_GAMES,
  type HomeCategorySection,
  type HomeVendorAction,
  homeBanners,
  homeCategorySections,
  homeVendorAction,
  rankWinners,
  stepBanner,
} from '../home-page';
export { imageUrlFor } from '../image-url';
export { categoryTabHref, lobbyOfRoute } from '../lobby-routes';
export {
  type LotteryLobbyLaunch,
  type LotteryPageAddress,
  type LotteryPagePath,
  type LotteryView,
  lotteryLobbyLaunch,
  lotteryPageHref,
  readLotteryPageAddress,
} from '../lottery-lobby';
export { isRoomFull, type PvpRoomSeats, type RoomListOutcome, roomListOutcome } from '../pvp-rooms';
export {
  choosePrizeMode,
  ESPORTS_VENDORS,
  GAME_CATEGORIES,
  PRIZE_MODES,
  type PrizeMode,
  type SortingEntry,
  splitEsports,
  type VendorCard,
} from '../vendor-lanes';
export { launchesVendorDirectly } from '../vendor-launch';
