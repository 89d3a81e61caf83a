import { z } from 'zod';
import { Rejection } from '../rejection';
import { findGame, setGameMaintenance } from '../state/game-catalogue';
import { type GameCdns, setGameCdns } from '../state/game-cdns';
import { addressOf, defineControl } from './control';
import { controlsOverFetch, type SandboxHandler } from './http';

const cdnHost = z.url({ protocol: /^https?$/ });

/** Controls of the lobby: a game under maintenance, the CDN hosts the status call serves. */
export const lobbyControls = {
  /** Puts a game under maintenance (isNew 1: lists show it, launch refuses it with game_maintenance) or takes it out. */
  setGameMaintenance: defineControl({
    method: 'POST',
    path: 'games/maintenance',
    input: z.object({ nodeId: z.coerce.string().min(1), maintenance: z.boolean() }),
    inputOf: (nodeId: string, maintenance: boolean) => ({ nodeId, maintenance }),
    handle: ({ nodeId, maintenance }, { context: { store } }) => {
      if (!findGame(store, nodeId)) throw new Rejection('game_not_found', { status: 404 });
      setGameMaintenance(store, nodeId, maintenance);
    },
  }),
  /** Sets the image and game-launch CDN hosts the status call serves (`info.imageCDNs`, `info.launchGameCDNs`). */
  setGameCdns: defineControl({
    method: 'POST',
    path: 'games/cdns',
    // Either list, at most 10 http(s) hosts; a list left out stays.
    input: z.object({
      imageCDNs: z.array(cdnHost).max(10).optional(),
      launchGameCDNs: z.array(cdnHost).max(10).optional(),
    }),
    inputOf: (lists: Partial<GameCdns>) => lists,
    handle: (lists, { context: { store } }): GameCdns => setGameCdns(store, lists),
  }),
};

/** The HTTP addresses of the game controls (sandbox only, never part of the platform contract). */
export const GAME_CONTROL_PATHS = {
  maintenance: addressOf(lobbyControls.setGameMaintenance),
  cdns: addressOf(lobbyControls.setGameCdns),
};

/** The game controls as functions, for stories and tests: they go through the sandbox's own handler. */
export function gameControls(sandbox: SandboxHandler) {
  return controlsOverFetch(sandbox, lobbyControls);
}
