import { type FieldRule, fieldRuleMessage } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * Turns a form error into its text. The resolver keeps only the message key, so a pattern message gets its
 * {range} back from the field's server rule (domain README, "Messages").
 */
export function useRuleMessage<V extends FieldValues>(
  errors: FieldErrors<V>,
  rules: Readonly<Record<string, FieldRule>> | undefined,
  ruleOf: Partial<Record<string, string>> = {},
) {
  const t = useT();
  return (name: keyof V & string): string | undefined => {
    const message = errors[name]?.message;
    if (typeof message !== 'string' || !message) return undefined;
    const rule = rules?.[ruleOf[name] ?? name];
    return message.startsWith('reg_pattern_') && rule ? t.message(fieldRuleMessage(rule)) : t.dynamic(message);
  };
}
