import { pickCdn } from './cdn';
import type { RandomSource } from './clock';
import { isSafeGameUrl, safeRedirect } from './url-safety';

/** The pages that frame a launched game (SPEC §2: `/game`, and `/seamless` for the seamless game). */
export type GamePagePath = '/game' | '/seamless';

/** Which game a game page launches: what the launch request needs (SPEC §3), free trial or not. */
export interface GamePageLaunch {
  gameId: string;
  nodeId: string;
  vassalage: string;
  /** A free-trial launch (accountType 0) instead of real money (accountType 1). */
  trial: boolean;
  /** The PVP room the game launches in (SPEC §3: gameId or roomId); null for a game played outside a room. */
  roomId?: string | null;
}

/** A game page's address, read back: the launch, and the page of this site its Back control returns to. */
export interface GamePageAddress extends GamePageLaunch {
  /** A path on this site ('/rng?page=PG'); '/' when the address names none or names another origin. */
  back: string;
}

const MAX_PART = 100;

function part(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.length > MAX_PART ? null : trimmed;
}

/**
 * The address of the page that frames a game: `/game?gameId=…&vassalage=…&nodeId=…[&roomId=…][&trial=1][&from=…]`. It names the
 * game, never the platform's launch URL, so a reload or a shared link launches the game again and the launch URL
 * (which carries a ticket) stays out of the address bar and the history.
 */
export function gamePageHref(
  game: Omit<GamePageLaunch, 'trial'>,
  options: { trial?: boolean; from?: string | null; path?: GamePagePath } = {},
): string {
  const params = new URLSearchParams({ gameId: game.gameId, vassalage: game.vassalage, nodeId: game.nodeId });
  if (game.roomId) params.set('roomId', game.roomId);
  if (options.trial) params.set('trial', '1');
  if (options.from) params.set('from', options.from);
  return `${options.path ?? '/game'}?${params.toString()}`;
}

/**
 * Reads a game page's query string; null when it does not name a game. The Back target goes only to this site's
 * origin (DESIGN.md: a back URL or redirect goes only to this site's origin).
 */
export function readGamePageAddress(search: string, siteOrigin: string): GamePageAddress | null {
  const params = new URLSearchParams(search);
  const gameId = part(params.get('gameId'));
  const nodeId = part(params.get('nodeId'));
  const vassalage = part(params.get('vassalage'));
  if (!gameId || !nodeId || !vassalage) return null;
  const from = params.get('from');
  return {
    gameId,
    nodeId,
    vassalage,
    roomId: part(params.get('roomId')),
    trial: params.get('trial') === '1',
    back: safeRedirect(from, siteOrigin),
  };
}

const ABSOLUTE = /^([a-z][a-z0-9+.-]*:)?\/\//i;
/** An address with a scheme of its own (https:, javascript:, data:): never a path to put on a launch host. */
const WITH_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function originOf(host: string): string {
  const trimmed = host.trim().replace(/\/+$/, '');
  return ABSOLUTE.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The URL to frame from a launch answer (SPEC §3: `game_url`, else `game_url2`), the first one that is safe to frame
 * (https:, or http: on localhost). A URL the platform answers as a path is put on a launch host picked at random from
 * `launchGameCDNs`, else on `fallbackHost` (the platform's own origin) (SPEC §9); an absolute URL stays as it is.
 */
export function gameFrameUrl(
  answer: { game_url?: string | null; game_url2?: string | null },
  launchHosts: readonly string[] | null | undefined,
  fallbackHost: string,
  random: RandomSource,
): string | null {
  for (const candidate of [answer.game_url, answer.game_url2]) {
    const url = candidate?.trim();
    if (!url) continue;
    const placed =
      ABSOLUTE.test(url) || WITH_SCHEME.test(url)
        ? url
        : `${originOf(pickCdn(launchHosts, fallbackHost, random))}${url.startsWith('/') ? url : `/${url}`}`;
    if (isSafeGameUrl(placed)) return placed;
  }
  return null;
}
