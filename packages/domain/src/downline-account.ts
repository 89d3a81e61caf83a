import { fieldRuleMessage, satisfiesFieldRule } from './field-rule';
import type { DomainMessage } from './message-keys';
import type { RegisterRules } from './register-schema';

/** The fields an agent fills to open a downline's account in the register centre (SPEC §2 Account). */
export type DownlineAccountField = 'username' | 'password' | 'confirmPassword';

/** What the agent typed. */
export type DownlineAccountValues = Partial<Record<DownlineAccountField | 'nickname', string>>;

/** The longest nickname the register centre takes. */
export const DOWNLINE_NICKNAME_MAX_LENGTH = 50;

/**
 * Checks a new downline's account with the registration rules (SPEC §5): username and password required, each with
 * its rule from the server (pattern and length, the message per patternId), and the confirmation equal to the
 * password. Answers the first problem of each field; none when the account can be sent.
 */
export function checkDownlineAccount(
  values: DownlineAccountValues,
  rules: Pick<RegisterRules, 'username' | 'password'>,
): Partial<Record<DownlineAccountField, DomainMessage>> {
  const problems: Partial<Record<DownlineAccountField, DomainMessage>> = {};
  for (const field of ['username', 'password'] as const) {
    const value = values[field]?.trim() ?? '';
    const rule = rules[field];
    if (value === '') problems[field] = { key: 'not_empty' };
    else if (rule && !satisfiesFieldRule(field === 'username' ? value : (values[field] ?? ''), rule))
      problems[field] = fieldRuleMessage(rule);
  }
  const confirmation = values.confirmPassword ?? '';
  if (confirmation.trim() === '') problems.confirmPassword = { key: 'not_empty' };
  else if (confirmation !== values.password) problems.confirmPassword = { key: 'inconsistent_twice' };
  return problems;
}
