import { LIMIT_INCREASE_DELAY_MS } from './protection-terms';

/** A limit's value (minor units of money, or minutes) that waits for its time; `value: null` removes the limit. */
export interface PendingLimitChange<Value extends number | bigint> {
  value: Value | null;
  effectiveAt: number;
}

/** A limit in force, with a raise or removal that waits for its time. */
export interface LimitSetting<Value extends number | bigint> {
  value: Value;
  pending: PendingLimitChange<Value> | null;
}

/** What a change of a limit did: applied at once, pending until `effectiveAt`, or nothing (the same value). */
export type LimitChangeOutcome = 'applied' | 'pending' | 'unchanged';

/** The limit after a change, what the change did and when it takes (took) effect. */
export interface LimitChangeResult<Value extends number | bigint> {
  setting: LimitSetting<Value> | null;
  outcome: LimitChangeOutcome;
  effectiveAt: number;
}

/**
 * The limit in force at `now`: a pending change whose time has come replaces the value (or removes the limit).
 */
export function settleLimit<Value extends number | bigint>(
  setting: LimitSetting<Value> | null,
  now: number,
): LimitSetting<Value> | null {
  if (!setting?.pending || now < setting.pending.effectiveAt) return setting;
  return setting.pending.value === null ? null : { value: setting.pending.value, pending: null };
}

/**
 * Applies a player's change to a limit by the protective rule: a first limit and a lower one apply at once (and drop
 * a waiting raise), a raise or a removal (`requested: null`) waits {@link LIMIT_INCREASE_DELAY_MS} and replaces any
 * change already waiting; asking for the value in force changes nothing.
 */
export function changeLimit<Value extends number | bigint>(
  current: LimitSetting<Value> | null,
  requested: Value | null,
  now: number,
): LimitChangeResult<Value> {
  const setting = settleLimit(current, now);
  if (setting === null) {
    if (requested === null) return { setting, outcome: 'unchanged', effectiveAt: now };
    return { setting: { value: requested, pending: null }, outcome: 'applied', effectiveAt: now };
  }
  if (requested === setting.value) return { setting, outcome: 'unchanged', effectiveAt: now };
  if (requested !== null && requested < setting.value) {
    return { setting: { value: requested, pending: null }, outcome: 'applied', effectiveAt: now };
  }
  const effectiveAt = now + LIMIT_INCREASE_DELAY_MS;
  return {
    setting: { value: setting.value, pending: { value: requested, effectiveAt } },
    outcome: 'pending',
    effectiveAt,
  };
}

/** The limit with its waiting change dropped, or null when nothing waits (the platform's `limit_change_not_found`). */
export function dropPendingLimitChange<Value extends number | bigint>(
  current: LimitSetting<Value> | null,
  now: number,
): LimitSetting<Value> | null {
  const setting = settleLimit(current, now);
  if (!setting?.pending) return null;
  return { value: setting.value, pending: null };
}
