import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import type { Sandbox } from '../sandbox';
import { findGame, setGameMaintenance } from '../state/game-catalogue';
import { type GameCdns, setGameCdns } from '../state/game-cdns';
import { envelope } from './answer';

/** The HTTP addresses of the game controls (sandbox only, never part of the platform contract). */
export const GAME_CONTROL_PATHS = {
  maintenance: '/__sandbox/games/maintenance',
  cdns: '/__sandbox/games/cdns',
} as const;

/** Input of the maintenance control: a game's node id and whether it is under maintenance (isNew 1). */
export const gameMaintenanceControlSchema = z.object({ nodeId: z.coerce.string().min(1), maintenance: z.boolean() });

const cdnHost = z.url({ protocol: /^https?$/ });

/** Input of the CDN control: either list of hosts the status call serves, at most 10 each. */
export const gameCdnsControlSchema = z.object({
  imageCDNs: z.array(cdnHost).max(10).optional(),
  launchGameCDNs: z.array(cdnHost).max(10).optional(),
});

const readBody = async <T>(request: Request, schema: z.ZodType<T, unknown>) =>
  schema.safeParse(await request.json().catch(() => null));

/** Mounts the game controls under `/__sandbox/`. */
export function answerGameControls(app: Hono, sandbox: SandboxContext): void {
  app.post(GAME_CONTROL_PATHS.maintenance, async (c) => {
    const parsed = await readBody(c.req.raw, gameMaintenanceControlSchema);
    if (!parsed.success) return envelope.refuse('invalid_request', 400);
    if (!findGame(sandbox.store, parsed.data.nodeId)) return envelope.refuse('game_not_found', 404);
    setGameMaintenance(sandbox.store, parsed.data.nodeId, parsed.data.maintenance);
    return envelope.ok(null);
  });

  app.post(GAME_CONTROL_PATHS.cdns, async (c) => {
    const parsed = await readBody(c.req.raw, gameCdnsControlSchema);
    if (!parsed.success) return envelope.refuse('invalid_request', 400);
    return envelope.ok(setGameCdns(sandbox.store, parsed.data));
  });
}

/** The game controls as functions, for stories and tests: they go through the sandbox's own handler. */
export function gameControls(sandbox: Pick<Sandbox, 'fetch'>) {
  const post = async <T>(path: string, body: unknown, name: string): Promise<T> => {
    const answer = await sandbox.fetch(
      new Request(`http://sandbox.local${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    const envelope = await answer.json();
    if (!answer.ok) throw new Error(`${name} failed: ${envelope.message}`);
    return envelope.value as T;
  };
  return {
    /** Puts a game under maintenance (isNew 1: lists show it, launch refuses it with game_maintenance) or takes it out. */
    async setGameMaintenance(nodeId: string, maintenance: boolean): Promise<void> {
      await post(GAME_CONTROL_PATHS.maintenance, { nodeId, maintenance }, 'setGameMaintenance');
    },
    /** Sets the image and game-launch CDN hosts the status call serves (`info.imageCDNs`, `info.launchGameCDNs`). */
    async setGameCdns(lists: Partial<GameCdns>): Promise<GameCdns> {
      return post<GameCdns>(GAME_CONTROL_PATHS.cdns, lists, 'setGameCdns');
    },
  };
}
