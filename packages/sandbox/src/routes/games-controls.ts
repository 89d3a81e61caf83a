import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import type { Sandbox } from '../sandbox';
import { findGame, setGameMaintenance } from '../state/game-catalogue';
import { envelope } from './answer';

/** The HTTP addresses of the game controls (sandbox only, never part of the platform contract). */
export const GAME_CONTROL_PATHS = { maintenance: '/__sandbox/games/maintenance' } as const;

/** Input of the maintenance control: a game's node id and whether it is under maintenance (isNew 1). */
export const gameMaintenanceControlSchema = z.object({ nodeId: z.coerce.string().min(1), maintenance: z.boolean() });

/** Mounts the game controls under `/__sandbox/`. */
export function answerGameControls(app: Hono, sandbox: SandboxContext): void {
  app.post(GAME_CONTROL_PATHS.maintenance, async (c) => {
    const parsed = gameMaintenanceControlSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return envelope.refuse('invalid_request', 400);
    if (!findGame(sandbox.store, parsed.data.nodeId)) return envelope.refuse('game_not_found', 404);
    setGameMaintenance(sandbox.store, parsed.data.nodeId, parsed.data.maintenance);
    return envelope.ok(null);
  });
}

/** The game controls as functions, for stories and tests: they go through the sandbox's own handler. */
export function gameControls(sandbox: Pick<Sandbox, 'fetch'>) {
  return {
    /** Puts a game under maintenance (launch refuses it with game_maintenance) or takes it out. */
    async setGameMaintenance(nodeId: string, maintenance: boolean): Promise<void> {
      const answer = await sandbox.fetch(
        new Request(`http://sandbox.local${GAME_CONTROL_PATHS.maintenance}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ nodeId, maintenance }),
        }),
      );
      if (!answer.ok) throw new Error(`setGameMaintenance failed: ${(await answer.json()).message}`);
    },
  };
}
