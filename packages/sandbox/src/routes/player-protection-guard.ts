import { type AnyCall, deposit, getDepositChannels, launchGame, launchLotteryLobby } from '@lobbykit/api-client';
import { platformCalls } from '@lobbykit/api-client/client';
import { checkDepositLimits, exclusionMessage, fromMinorUnits, playLimitReached, toMinorUnits } from '@lobbykit/domain';
import type { MiddlewareHandler } from 'hono';
import type { SandboxContext } from '../context';
import { CONTROL_PREFIX } from '../controls/http';
import { findAccount } from '../state/accounts';
import { limitsInForce, protectionOf, runningExclusion, sessionTimeIsUp } from '../state/player-protection';
import { endSession, peekSession } from '../state/sessions';
import { envelope } from './answer';

const callKey = (call: Pick<AnyCall, 'method' | 'path'>) => `${call.method} ${call.path}`;

/** The calls that open a session: a time-out or self-exclusion refuses them (found, not listed). */
const SESSION_STARTS = new Set(
  (Object.values(platformCalls) as AnyCall[]).filter((call) => call.session === 'start').map(callKey),
);
/** The calls that start play: refused while excluded or once a loss or wager limit is used up. */
const LAUNCHES = new Set([callKey(launchGame), callKey(launchLotteryLobby)]);
/** The calls of the cashier's deposit: refused while excluded. */
const DEPOSITS = new Set([callKey(deposit), callKey(getDepositChannels)]);

const refuseExcluded = (exclusion: Parameters<typeof exclusionMessage>[0]) =>
  envelope.refuse(exclusionMessage(exclusion).key, 200, exclusion);

/**
 * Enforces player protection where play and money happen, as a platform does, before (or, for a login, after) the
 * call's own answer: a session past its time limit ends (HTTP 401 `session_time_limit_ended`); a time-out or
 * self-exclusion refuses a login, the cashier's deposit and a game launch, never a withdrawal; a deposit above what a
 * deposit limit leaves and a launch once a loss or wager limit is used up are refused.
 */
export function guardPlayerProtection(sandbox: SandboxContext): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith(CONTROL_PREFIX)) return next();
    const key = `${c.req.method} ${c.req.path}`;
    const token = c.req.header('Authorization') ?? null;
    const session = peekSession(sandbox, token);
    if (token && session && sessionTimeIsUp(sandbox, session.username, session.createdAt)) {
      endSession(sandbox, token);
      return envelope.refuse('session_time_limit_ended', 401);
    }

    if (SESSION_STARTS.has(key)) {
      await next();
      const answered = (await c.res
        .clone()
        .json()
        .catch(() => null)) as { success?: boolean; value?: unknown } | null;
      const started = (answered?.value as { token?: unknown } | null)?.token;
      const opened = answered?.success && typeof started === 'string' ? peekSession(sandbox, started) : null;
      const exclusion = opened && runningExclusion(sandbox, opened.username);
      if (exclusion && typeof started === 'string') {
        endSession(sandbox, started);
        c.res = refuseExcluded(exclusion);
      }
      return;
    }

    const account = session ? findAccount(sandbox, session.username) : undefined;
    if (!account || !(LAUNCHES.has(key) || DEPOSITS.has(key))) return next();
    const exclusion = runningExclusion(sandbox, account.username);
    if (exclusion) return refuseExcluded(exclusion);

    const limits = limitsInForce(sandbox, account.username, protectionOf(sandbox, account.username));
    if (key === callKey(deposit)) {
      const amount = (
        (await c.req.raw
          .clone()
          .json()
          .catch(() => null)) as { amount?: unknown } | null
      )?.amount;
      if (typeof amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(amount)) return next();
      const check = checkDepositLimits(toMinorUnits(amount), limits);
      if (!check.ok) {
        const { kind, period } = check.limit;
        return envelope.refuse('deposit_limit_exceeded', 200, { left: fromMinorUnits(check.left), kind, period });
      }
    }
    if (LAUNCHES.has(key)) {
      const reached = playLimitReached(limits);
      if (reached) {
        const { period, end } = limits.find(
          (limit) => limit.kind === reached.kind && limit.period === reached.period,
        ) ?? {
          period: reached.period,
          end: null,
        };
        return envelope.refuse(`${reached.kind as 'loss' | 'wager'}_limit_reached`, 200, { period, resetsAt: end });
      }
    }
    return next();
  };
}
