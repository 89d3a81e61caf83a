import { platformCalls } from '@lobbykit/api-client/client';
import { isTrialAccount } from '@lobbykit/domain';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { accountOfSession } from '../state/accounts';
import { findGame, findGameById, type SandboxGame, vendorLobbyGame } from '../state/game-catalogue';
import { findLotteryGame } from '../state/game-lottery';
import { issueLaunchTicket, rememberRecentGame } from '../state/game-player';
import { allRooms, findRoom } from '../state/game-rooms';
import { findVendor } from '../state/game-vendors';
import { answer } from './answer';
import { requireVendor } from './games-catalogue';
import { DEMO_GAME_PATH } from './games-demo';

const VN_VENDOR = 'TCG_LOTTO_VN';

/** A back URL the lottery page may link to: http(s) only, never `javascript:` and the like. */
function checkBackUrl(backUrl: string | undefined): string | null {
  if (!backUrl) return null;
  try {
    const url = new URL(backUrl);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // falls through to the refusal
  }
  throw new Rejection('invalid_back_url');
}

/**
 * The origin of the page that asked for a launch: its `Origin`, and its `Referer` too, since a dev proxy that rewrites
 * `Origin` to the platform's keeps the page's `Referer`. Only http(s) origins count.
 */
export function launchingOrigins(request: Request): string[] {
  const origins = new Set<string>();
  for (const header of ['Origin', 'Referer']) {
    const value = request.headers.get(header);
    if (!value || !URL.canParse(value)) continue;
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
  }
  return [...origins];
}

/** PVP rooms, game launch and the lottery lobby launch (SPEC §3, §4, PLATFORM-FACTS §8). */
export function answerLaunchCalls(app: Hono, sandbox: SandboxContext): void {
  const demoUrl = (request: Request, ticket: string) =>
    `${new URL(request.url).origin}${DEMO_GAME_PATH}?ticket=${encodeURIComponent(ticket)}`;

  answer(app, sandbox, platformCalls.getPvpRooms, (input, { session }) => {
    accountOfSession(sandbox, session);
    requireVendor(input.vassalage);
    const rooms = allRooms(sandbox.store, sandbox.now()).filter(
      (room) =>
        (!input.vassalage || room.game.vassalage === input.vassalage) &&
        (!input.gameId || room.game.gameId === input.gameId),
    );
    return {
      rooms: rooms.map(({ game, ...room }) => ({
        ...room,
        nodeId: game.nodeId,
        gameId: game.gameId,
        gameName: game.gameName,
        vassalage: game.vassalage,
        iconUrl: game.iconUrl,
      })),
    };
  });

  answer(app, sandbox, platformCalls.launchGame, (input, { session, request }) => {
    const account = accountOfSession(sandbox, session);
    if (!findVendor(input.vassalage)) throw new Rejection('vendor_not_found');
    const room = input.roomId ? findRoom(sandbox.store, input.roomId, sandbox.now()) : undefined;
    if (input.roomId && room?.game.vassalage !== input.vassalage) throw new Rejection('room_not_found');
    const game: SandboxGame | undefined =
      room?.game ??
      findGame(sandbox.store, input.nodeId, input.vassalage) ??
      (input.gameId ? findGameById(sandbox.store, input.vassalage, input.gameId) : undefined) ??
      (input.gameId === `${input.vassalage}_LOBBY` ? vendorLobbyGame(input.vassalage) : undefined);
    if (!game) throw new Rejection('game_not_found');
    if (game.isNew === 1) throw new Rejection('game_maintenance');
    const trial = input.accountType === 0;
    // SPEC §4, §6: a trial account (type 4) may not play for real money.
    if (!trial && isTrialAccount(account.type)) throw new Rejection('in_need_true_account');
    if (trial && !game.hasTrial) throw new Rejection('free_trial_unavailable');
    const ticket = issueLaunchTicket(sandbox, {
      username: account.username,
      nodeId: game.nodeId,
      vassalage: game.vassalage,
      gameName: game.gameName,
      trial,
      roomName: room?.roomName ?? null,
      lottery: null,
      language: input.language ?? 'EN',
      framedBy: launchingOrigins(request),
    });
    rememberRecentGame(sandbox, account.username, game);
    return { game_url: demoUrl(request, ticket), game_url2: null };
  });

  answer(app, sandbox, platformCalls.launchLotteryLobby, (input, { session, request }) => {
    const account = accountOfSession(sandbox, session);
    if (input.lottoArea.toUpperCase() !== 'VN') throw new Rejection('vendor_not_found');
    if (isTrialAccount(account.type)) throw new Rejection('in_need_true_account');
    const lottery = input.lottoGameCode ? findLotteryGame(input.lottoGameCode) : undefined;
    if (input.lottoGameCode && lottery?.vassalage !== VN_VENDOR) throw new Rejection('game_not_found');
    const game = lottery ? findGameById(sandbox.store, VN_VENDOR, lottery.gameCode) : vendorLobbyGame(VN_VENDOR);
    if (!game) throw new Rejection('game_not_found');
    if (game.isNew === 1) throw new Rejection('game_maintenance');
    const ticket = issueLaunchTicket(sandbox, {
      username: account.username,
      nodeId: game.nodeId,
      vassalage: VN_VENDOR,
      gameName: game.gameName,
      trial: false,
      roomName: null,
      lottery: {
        view: input.lottoView ?? (lottery ? 'betting' : 'lobby'),
        gameCode: lottery?.gameCode ?? null,
        backUrl: checkBackUrl(input.backUrl),
      },
      language: input.language ?? 'EN',
      framedBy: launchingOrigins(request),
    });
    if (lottery) rememberRecentGame(sandbox, account.username, game);
    return { game_url: demoUrl(request, ticket), game_url2: null };
  });
}
