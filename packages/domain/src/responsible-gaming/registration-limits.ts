import { readTypedAmount, toMinorUnits } from '../cashier-amount';

import type { JurisdictionProfile } from './jurisdiction';
import type { LimitPeriod, MoneyLimitKind } from './protection-terms';

/** A limit as the registration form holds it: the period chosen and the amount as typed. */
export type RegistrationLimitDraft = { period: LimitPeriod; amount: string };

/** A limit to set once the account exists. */
export type RegistrationLimit = { kind: MoneyLimitKind; period: LimitPeriod; amount: string };

/** Why a limit at registration cannot be taken, by kind. */
export type RegistrationLimitIssue = { kind: MoneyLimitKind; key: 'register_limit_required' | 'invalid_amount' };

/** The keys this reader adds to the domain's (`invalid_amount` is the cashier's). */
export const REGISTRATION_LIMIT_MESSAGE_KEYS = ['register_limit_required'] as const;

/**
 * Reads the limits a jurisdiction offers at registration from what the player typed: an empty amount skips an
 * optional limit and is refused for a required one; an amount must be positive with at most two decimals.
 */
export function readRegistrationLimits(
  offered: JurisdictionProfile['limitsAtRegistration'],
  drafts: Partial<Record<MoneyLimitKind, RegistrationLimitDraft>> | undefined,
): { limits: RegistrationLimit[]; issues: RegistrationLimitIssue[] } {
  const limits: RegistrationLimit[] = [];
  const issues: RegistrationLimitIssue[] = [];
  for (const { kind, required } of offered) {
    const draft = drafts?.[kind];
    const typed = draft?.amount.trim() ?? '';
    if (typed === '') {
      if (required) issues.push({ kind, key: 'register_limit_required' });
      continue;
    }
    const amount = readTypedAmount(typed);
    if (amount === null || toMinorUnits(amount) <= 0n || !draft) issues.push({ kind, key: 'invalid_amount' });
    else limits.push({ kind, period: draft.period, amount });
  }
  return { limits, issues };
}
