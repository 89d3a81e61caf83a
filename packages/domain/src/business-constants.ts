/** Fixed parameters of a game launch request (SPEC §3, §9). */
export const GAME_LAUNCH_DEFAULTS = {
  accountType: 1,
  confirmTrans: 0,
  clientType: 3,
  launchMode: 'GLS',
  platform: 'html5-desktop',
} as const;

/** Fixed parameters of the hot-games request (SPEC §3). */
export const HOT_GAMES_DEFAULTS = { isPlatform: 2, platform: 'flash,html5-desktop' } as const;

/** Games a game-list page holds: 12 on the home page, 24 on a category page (PLATFORM-FACTS §7.1). */
export const GAME_LIST_PAGE_SIZES = { home: 12, category: 24 } as const;

/** How many wins the winner board asks for (PLATFORM-FACTS §7.1 `limitNum`). */
export const WINNER_BOARD_LIMIT = 20;

/** A lazy page chunk that has not loaded after this long fails (SPEC §8, §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Lazy image loading: retries, preload ratio, throttle and cache size (SPEC §9). */
export const LAZY_IMAGE = { retries: 3, preloadRatio: 1.3, throttleMs: 200, cacheEntries: 200 } as const;

/** Throttle of infinite scrolling (SPEC §9). */
export const INFINITE_SCROLL_THROTTLE_MS = 200;

/** The country dropdown closes this long after it loses focus (SPEC §9). */
export const COUNTRY_DROPDOWN_CLOSE_DELAY_MS = 200;

/** After 'too many requests' the player waits this long (SPEC §8, §9). */
export const TOO_MANY_REQUESTS_WAIT_MINUTES = 5;

/** How many popular games the list fetches, and how many the Vietnamese list fetches (SPEC §7). */
export const POPULAR_GAMES_COUNT = 20;
/** Size of the Vietnamese lottery game list (SPEC §7). */
export const VN_GAMES_COUNT = 100;

/** Free-play login's fixed fields: platform W and gateway version 3 (SPEC §3). */
export const FREE_PLAY_LOGIN_DEFAULTS = { platform: 'W', gatewayVersion: 3 } as const;

/** Mobile registration's registerMethod (SPEC §3). */
export const MOBILE_REGISTER_METHOD = 'WEB';
