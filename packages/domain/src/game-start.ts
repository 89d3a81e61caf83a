import { type GateSession, gateAction } from './gating';

/** What the lobby knows of a game or vendor card when a player starts it (SPEC §3). */
export interface StartableGame {
  vassalage: string;
  /** 1 = under maintenance. */
  isNew?: number | string | null;
  /** 'VASSALAGE' = the card opens a popup game list. */
  isGame?: string | null;
  gameType?: string | null;
  gameCode?: string | null;
  /** The PVP room the player picked (SPEC §7 `GLS2_roomList`); the game then starts in it. */
  roomId?: string | null;
}

/** What the UI must do when a player starts a game (SPEC §4). */
export type GameStartDecision =
  | { action: 'login' }
  | { action: 'need-real-account'; messageKey: 'in_need_true_account' }
  | { action: 'maintenance'; messageKey: 'game_maintenance' }
  | { action: 'special-vendor-entry'; vassalage: string; gameCode: string | null }
  | { action: 'navigate'; path: '/vnlottery'; gameCode: string | null }
  | { action: 'popup-game-list' }
  | { action: 'pick-room' }
  | { action: 'store-vendor-and-navigate'; vassalage: string; path: '/rng' }
  | { action: 'start-in-route'; trial: boolean };

/** How the start was asked for: a vendor card (`'vendor'`) or a single game (default), and whether as a free trial. */
export interface GameStartOptions {
  target?: 'vendor' | 'game';
  trial?: boolean;
  /** The room list answered that the game has no rooms: it starts as any other game. */
  withoutRoom?: boolean;
}

/**
 * Decides a game start (SPEC §4): login check first, then maintenance (isNew 1), the lottery vendors
 * (TCG_SEA special entry, TCG_LOTTO_VN → /vnlottery), popup game lists (isGame VASSALAGE), a PVP game played for
 * real money and not yet in a room (its room list: `GLS2_roomList`), a slots vendor (store it, go to /rng), else
 * start in a route.
 */
export function decideGameStart(
  game: StartableGame,
  session: GateSession,
  options: GameStartOptions = {},
): GameStartDecision {
  const gate = gateAction(session);
  if (gate === 'login') return { action: 'login' };
  if (gate === 'need-real-account') return { action: 'need-real-account', messageKey: 'in_need_true_account' };
  if (Number(game.isNew) === 1) return { action: 'maintenance', messageKey: 'game_maintenance' };
  const gameCode = game.gameCode ?? null;
  if (game.vassalage === 'TCG_SEA') return { action: 'special-vendor-entry', vassalage: game.vassalage, gameCode };
  if (game.vassalage === 'TCG_LOTTO_VN') return { action: 'navigate', path: '/vnlottery', gameCode };
  if (game.isGame === 'VASSALAGE') return { action: 'popup-game-list' };
  const isPvpGame = options.target !== 'vendor' && game.gameType?.toUpperCase() === 'PVP';
  if (isPvpGame && options.trial !== true && options.withoutRoom !== true && !game.roomId) {
    return { action: 'pick-room' };
  }
  if (options.target === 'vendor' && game.gameType === 'RNG') {
    return { action: 'store-vendor-and-navigate', vassalage: game.vassalage, path: '/rng' };
  }
  return { action: 'start-in-route', trial: options.trial === true };
}
