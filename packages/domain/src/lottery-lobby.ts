import { safeRedirect } from './url-safety';

/** The lottery pages (SPEC §2, header only): the lottery lobby, and the Vietnamese lottery's. */
export type LotteryPagePath = '/lottery' | '/vnlottery';
/** The views a lottery lobby launch opens (PLATFORM-FACTS §8.2). */
export type LotteryView = 'betting' | 'lobby';

/** A lottery page's address, read back: the game to bet on, the view asked for, and where Back goes. */
export interface LotteryPageAddress {
  gameCode: string | null;
  view: LotteryView;
  /** A path on this site; '/' when the address names none or names another origin. */
  back: string;
}

const MAX_PART = 100;

/**
 * Reads a lottery page's query string (`?gameCode=…&view=betting|lobby&from=…`): the betting view of a game when it
 * names one (PLATFORM-FACTS §8.2), else the view asked for, else the lobby; Back goes only to this site's origin.
 */
export function readLotteryPageAddress(search: string, siteOrigin: string): LotteryPageAddress {
  const params = new URLSearchParams(search);
  const code = params.get('gameCode')?.trim() ?? '';
  const gameCode = code === '' || code.length > MAX_PART ? null : code;
  const asked = params.get('view');
  const view: LotteryView = asked === 'betting' || asked === 'lobby' ? asked : gameCode ? 'betting' : 'lobby';
  return { gameCode, view, back: safeRedirect(params.get('from'), siteOrigin) };
}

/** The address of a lottery page in a view (the game code kept), so a reload or a shared link opens the same view. */
export function lotteryPageHref(path: LotteryPagePath, address: Omit<LotteryPageAddress, 'back'>): string {
  const params = new URLSearchParams();
  if (address.gameCode) params.set('gameCode', address.gameCode);
  params.set('view', address.view);
  return `${path}?${params.toString()}`;
}

/** The lottery lobby launch request (SPEC §3, PLATFORM-FACTS §8.2): area VN, mode LOTT, prize mode, game, view. */
export interface LotteryLobbyLaunch {
  lottoArea: 'VN';
  launchMode: 'LOTT';
  lottoPrizeMode: 'LOTT' | 'ELOTT';
  lottoGameCode?: string;
  lottoView: LotteryView;
  /** Where the lottery's own Back leads: a page of this site, never another origin (DESIGN.md). */
  backUrl: string;
}

/** The launch a lottery page sends for its address: the back URL is this site's page the player came from. */
export function lotteryLobbyLaunch(
  address: LotteryPageAddress,
  prizeMode: 'LOTT' | 'ELOTT',
  siteOrigin: string,
): LotteryLobbyLaunch {
  return {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: prizeMode,
    ...(address.gameCode ? { lottoGameCode: address.gameCode } : {}),
    lottoView: address.view,
    backUrl: new URL(safeRedirect(address.back, siteOrigin), siteOrigin).toString(),
  };
}
