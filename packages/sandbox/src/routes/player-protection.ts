import { platformCalls } from '@lobbykit/api-client/client';
import {
  changeLimit,
  checkRealityCheckInterval,
  dropPendingLimitChange,
  exclusionMessage,
  fromMinorUnits,
  type LimitChangeResult,
  type LimitSetting,
  sessionEndsAt,
  startExclusion,
  toMinorUnits,
} from '@lobbykit/domain';
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import { accountOfSession } from '../state/accounts';
import { findBets } from '../state/play';
import {
  activityOf,
  type MoneyLimitKey,
  platformJurisdiction,
  protectionOf,
  protectionView,
  realityCheckOf,
  runningExclusion,
  type StoredProtection,
  saveProtection,
} from '../state/player-protection';
import { requireRealAccount } from '../state/team';
import { answer } from './answer';
import { answerProtectionControls } from './player-protection-controls';
import { guardPlayerProtection } from './player-protection-guard';

/** The longest activity statement, in days (our decision: a year and a day for a leap year). */
const STATEMENT_MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Player protection as a platform keeps it: limits with their usage and pending changes by the sandbox clock,
 * reality check, time-out and self-exclusion, the session summary and the activity statement; and the guard that
 * enforces them at login, deposit, game launch and on every call of a session past its time limit.
 */
export function answerPlayerProtectionCalls(app: Hono, sandbox: SandboxContext): void {
  app.use('*', guardPlayerProtection(sandbox));
  answerProtectionControls(app, sandbox);
  const member = (session: { username: string } | null) => requireRealAccount(accountOfSession(sandbox, session));

  /** Applies a change to the stored protection and answers what it did with the new state. */
  const change = <Value extends number>(
    username: string,
    apply: (protection: StoredProtection) => [StoredProtection, LimitChangeResult<Value>],
  ) =>
    sandbox.store.transaction(() => {
      const [next, result] = apply(protectionOf(sandbox, username));
      saveProtection(sandbox, username, next);
      return {
        outcome: result.outcome,
        effectiveAt: result.effectiveAt,
        protection: protectionView(sandbox, username),
      };
    });

  answer(app, sandbox, platformCalls.getPlayerProtection, (_input, { session }) =>
    protectionView(sandbox, member(session).username),
  );

  answer(app, sandbox, platformCalls.setLimit, (input, { session }) => {
    const { username } = member(session);
    const key = `${input.kind}:${input.period}` as const;
    const requested = input.amount === null ? null : Number(toMinorUnits(input.amount));
    return change(username, (protection) => {
      const result = changeLimit(protection.limits[key] ?? null, requested, sandbox.now());
      const limits = { ...protection.limits };
      if (result.setting) limits[key] = result.setting;
      else delete limits[key];
      return [{ ...protection, limits }, result];
    });
  });

  answer(app, sandbox, platformCalls.setSessionLimit, (input, { session }) => {
    const { username } = member(session);
    return change(username, (protection) => {
      const result = changeLimit(protection.session, input.minutes, sandbox.now());
      return [{ ...protection, session: result.setting }, result];
    });
  });

  answer(app, sandbox, platformCalls.cancelLimitChange, (input, { session }) => {
    const { username } = member(session);
    return sandbox.store.transaction(() => {
      const protection = protectionOf(sandbox, username);
      const key: MoneyLimitKey | null = input.kind === 'session' ? null : `${input.kind}:${input.period ?? 'day'}`;
      const current: LimitSetting<number> | null = key ? (protection.limits[key] ?? null) : protection.session;
      const kept = dropPendingLimitChange(current, sandbox.now());
      if (!kept) throw new Rejection('limit_change_not_found');
      saveProtection(
        sandbox,
        username,
        key ? { ...protection, limits: { ...protection.limits, [key]: kept } } : { ...protection, session: kept },
      );
      return protectionView(sandbox, username);
    });
  });

  answer(app, sandbox, platformCalls.setRealityCheck, (input, { session }) => {
    const { username } = member(session);
    const allowed = checkRealityCheckInterval(platformJurisdiction(sandbox), input.intervalMinutes);
    if (!allowed.ok) throw new Rejection(allowed.key);
    saveProtection(sandbox, username, {
      ...protectionOf(sandbox, username),
      realityCheckMinutes: input.intervalMinutes,
    });
    return protectionView(sandbox, username);
  });

  const exclude = (username: string, choice: Parameters<typeof startExclusion>[0]) => {
    const running = runningExclusion(sandbox, username);
    if (running) {
      const message = exclusionMessage(running);
      throw new Rejection(message.key, { value: running });
    }
    const profile = platformJurisdiction(sandbox);
    const offered =
      choice.kind === 'time-out'
        ? (profile.timeOutDurations as readonly string[]).includes(choice.term)
        : (profile.selfExclusionTerms as readonly string[]).includes(choice.term);
    if (!offered) throw new Rejection('protection_term_not_offered');
    const protection = protectionOf(sandbox, username);
    saveProtection(sandbox, username, { ...protection, exclusion: startExclusion(choice, sandbox.now()) });
    return protectionView(sandbox, username);
  };

  answer(app, sandbox, platformCalls.startTimeOut, (input, { session }) =>
    exclude(member(session).username, { kind: 'time-out', term: input.duration }),
  );

  answer(app, sandbox, platformCalls.selfExclude, (input, { session }) =>
    exclude(member(session).username, { kind: 'self-exclusion', term: input.term }),
  );

  answer(app, sandbox, platformCalls.getSessionSummary, (_input, { session }) => {
    const { username } = member(session);
    const startedAt = session?.createdAt ?? sandbox.now();
    const now = sandbox.now();
    const bets = findBets(sandbox, {
      usernames: new Set([username.toLowerCase()]),
      period: { start: startedAt, end: now + 1 },
    });
    const betMinor = bets.reduce((sum, bet) => sum + BigInt(bet.betMinor), 0n);
    const winMinor = bets.reduce((sum, bet) => sum + BigInt(bet.payoutMinor), 0n);
    const protection = protectionOf(sandbox, username);
    return {
      startedAt,
      now,
      elapsedSeconds: Math.floor((now - startedAt) / 1000),
      bets: fromMinorUnits(betMinor),
      wins: fromMinorUnits(winMinor),
      net: fromMinorUnits(winMinor - betMinor),
      endsAt: sessionEndsAt(startedAt, protection.session?.value ?? null),
      realityCheckMinutes: realityCheckOf(sandbox, protection),
    };
  });

  answer(app, sandbox, platformCalls.getActivityStatement, (input, { session }) => {
    const { username } = member(session);
    if (input.endTime <= input.startTime) throw new Rejection('date_range_invalid');
    if (input.endTime - input.startTime > STATEMENT_MAX_DAYS * DAY_MS) throw new Rejection('date_range_too_long');
    const activity = activityOf(sandbox, username, input.startTime, input.endTime);
    return {
      startTime: input.startTime,
      endTime: input.endTime,
      deposits: fromMinorUnits(activity.deposits),
      withdrawals: fromMinorUnits(activity.withdrawals),
      depositsLessWithdrawals: fromMinorUnits(activity.depositsLessWithdrawals),
      bets: fromMinorUnits(activity.bets),
      wins: fromMinorUnits(activity.wins),
      betsLessWins: fromMinorUnits(activity.betsLessWins),
    };
  });
}
