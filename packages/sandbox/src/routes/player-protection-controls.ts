import { JURISDICTION_PROFILES, toMinorUnits } from '@lobbykit/domain';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import type { Sandbox } from '../sandbox';
import { findAccount } from '../state/accounts';
import { recordBet } from '../state/play';
import { setPlatformJurisdiction } from '../state/player-protection';
import { envelope } from './answer';

/** The HTTP addresses of the player-protection controls (sandbox only, never part of the platform contract). */
export const PROTECTION_CONTROL_PATHS = {
  jurisdiction: '/__sandbox/protection/jurisdiction',
  playRound: '/__sandbox/protection/play',
} as const;

const amountSchema = z.string().regex(/^\d+(\.\d{1,2})?$/);

/** Input of the jurisdiction control: the profile the platform applies. */
export const jurisdictionControlSchema = z.object({
  jurisdiction: z.enum(Object.keys(JURISDICTION_PROFILES) as [keyof typeof JURISDICTION_PROFILES]),
});

/** Input of the play control: a settled round of a member, its stake and what it paid, now on the sandbox clock. */
export const playRoundControlSchema = z.object({
  username: z.string().min(1),
  bet: amountSchema,
  win: amountSchema.default('0.00'),
});

/** Mounts the player-protection controls under `/__sandbox/`. */
export function answerProtectionControls(app: Hono, sandbox: SandboxContext): void {
  app.post(PROTECTION_CONTROL_PATHS.jurisdiction, async (c) => {
    const parsed = jurisdictionControlSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return envelope.refuse('invalid_request', 400);
    setPlatformJurisdiction(sandbox, parsed.data.jurisdiction);
    return envelope.ok(null);
  });
  app.post(PROTECTION_CONTROL_PATHS.playRound, async (c) => {
    const parsed = playRoundControlSchema.safeParse(await c.req.json().catch(() => null));
    const account = parsed.success ? findAccount(sandbox, parsed.data.username) : undefined;
    if (!parsed.success || !account) return envelope.refuse('invalid_request', 400);
    const now = sandbox.now();
    const orderNo = `RG${now}${Math.floor(sandbox.random() * 1e6)}`;
    const betMinor = Number(toMinorUnits(parsed.data.bet));
    recordBet(sandbox, {
      orderNo,
      username: account.username,
      betTime: now,
      gameType: 'RNG',
      vendor: 'SANDBOX',
      gameName: 'Protection round',
      betMinor,
      validMinor: betMinor,
      payoutMinor: Number(toMinorUnits(parsed.data.win)),
      status: 'settled',
    });
    return envelope.ok({ orderNo });
  });
}

async function post(sandbox: Pick<Sandbox, 'fetch'>, path: string, body: unknown): Promise<void> {
  const answer = await sandbox.fetch(
    new Request(`http://sandbox.local${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  const { success, message } = (await answer.json()) as { success: boolean; message: string | null };
  if (!success) throw new Error(`sandbox control ${path} refused: ${message}`);
}

/** The player-protection controls as functions, for stories and tests: they go through the sandbox's own handler. */
export function protectionControls(sandbox: Pick<Sandbox, 'fetch'>) {
  return {
    /** Makes the platform apply a jurisdiction profile: its reality-check intervals and offered terms. */
    setJurisdiction: (jurisdiction: keyof typeof JURISDICTION_PROFILES) =>
      post(sandbox, PROTECTION_CONTROL_PATHS.jurisdiction, { jurisdiction }),
    /** Plays a settled round for a member now: its stake and payout count against loss and wager limits. */
    playRound: (username: string, bet: string, win = '0.00') =>
      post(sandbox, PROTECTION_CONTROL_PATHS.playRound, { username, bet, win }),
  };
}
