import { JURISDICTION_PROFILES, toMinorUnits } from '@lobbykit/domain';
import { z } from 'zod';
import { Rejection } from '../rejection';
import { findAccount } from '../state/accounts';
import { recordBet } from '../state/play';
import { setPlatformJurisdiction } from '../state/player-protection';
import { addressOf, defineControl } from './control';
import { controlsOverFetch, type SandboxHandler } from './http';

const amountSchema = z.string().regex(/^\d+(\.\d{1,2})?$/);
type Jurisdiction = keyof typeof JURISDICTION_PROFILES;

/** Controls of player protection: the jurisdiction the platform applies, and rounds that count against limits. */
export const protectionControlDefinitions = {
  /** Makes the platform apply a jurisdiction profile: its reality-check intervals and offered terms. */
  setJurisdiction: defineControl({
    method: 'POST',
    path: 'protection/jurisdiction',
    input: z.object({ jurisdiction: z.enum(Object.keys(JURISDICTION_PROFILES) as [Jurisdiction]) }),
    inputOf: (jurisdiction: Jurisdiction) => ({ jurisdiction }),
    handle: ({ jurisdiction }, { context }) => {
      setPlatformJurisdiction(context, jurisdiction);
      return null;
    },
    resultOf: (): void => undefined,
  }),
  /** Plays a settled round for a member now: its stake and payout count against loss and wager limits. */
  playRound: defineControl({
    method: 'POST',
    path: 'protection/play',
    input: z.object({ username: z.string().min(1), bet: amountSchema, win: amountSchema.default('0.00') }),
    inputOf: (username: string, bet: string, win: string = '0.00') => ({ username, bet, win }),
    handle: async ({ username, bet, win }, sandbox) => {
      await sandbox.seeded();
      const { context } = sandbox;
      const account = findAccount(context, username);
      if (!account) throw new Rejection('invalid_request', { status: 400 });
      const now = context.now();
      const orderNo = `RG${now}${Math.floor(context.random() * 1e6)}`;
      const betMinor = Number(toMinorUnits(bet));
      recordBet(context, {
        orderNo,
        username: account.username,
        betTime: now,
        gameType: 'RNG',
        vendor: 'SANDBOX',
        gameName: 'Protection round',
        betMinor,
        validMinor: betMinor,
        payoutMinor: Number(toMinorUnits(win)),
        status: 'settled',
      });
      return { orderNo };
    },
    resultOf: (): void => undefined,
  }),
};

/** The HTTP addresses of the player-protection controls (sandbox only, never part of the platform contract). */
export const PROTECTION_CONTROL_PATHS = {
  jurisdiction: addressOf(protectionControlDefinitions.setJurisdiction),
  playRound: addressOf(protectionControlDefinitions.playRound),
};

/** The player-protection controls as functions, for stories and tests: they go through the sandbox's own handler. */
export function protectionControls(sandbox: SandboxHandler) {
  return controlsOverFetch(sandbox, protectionControlDefinitions);
}
