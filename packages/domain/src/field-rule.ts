import { type DomainMessage, patternMessageKey } from './message-keys';

/** The server's rule for one form field (SPEC §3, PLATFORM-FACTS §4.1). Flags are read as truthy. */
export interface FieldRule {
  enabled?: unknown;
  required?: unknown;
  /** A regular expression source without implicit anchors; `'*'` means anything. */
  // `| undefined` too: under exactOptionalPropertyTypes the api-client's parsed rules (optional, never null) fit.
  acceptedPattern?: string | null | undefined;
  patternId?: number | string | null | undefined;
  minLength?: number | null | undefined;
  maxLength?: number | null | undefined;
}

/** A field is shown when its rule exists and `enabled` is truthy (PLATFORM-FACTS §4.1). */
export function isFieldShown(rule: FieldRule | null | undefined): boolean {
  return Boolean(rule?.enabled);
}

/** A field is required when its rule exists and `required` is truthy (PLATFORM-FACTS §4.1). */
export function isFieldRequired(rule: FieldRule | null | undefined): boolean {
  return Boolean(rule?.required);
}

function compile(source: string | null | undefined): RegExp | undefined {
  if (source === undefined || source === null || source === '*') return undefined;
  try {
    return new RegExp(source);
  } catch {
    // A pattern the browser cannot compile would block the form for good; the server still validates.
    return undefined;
  }
}

const bound = (n: number | null | undefined): number | undefined =>
  typeof n === 'number' && Number.isFinite(n) ? n : undefined;

/** Whether a value satisfies a rule: its pattern (unanchored, '*' = anything) and its length bounds (PLATFORM-FACTS §4.1). */
export function satisfiesFieldRule(value: string, rule: FieldRule): boolean {
  const pattern = compile(rule.acceptedPattern);
  const min = bound(rule.minLength);
  const max = bound(rule.maxLength);
  if (pattern && !pattern.test(value)) return false;
  if (min !== undefined && value.length < min) return false;
  if (max !== undefined && value.length > max) return false;
  return true;
}

/**
 * The message of a rule: key `reg_pattern_<patternId>` with params `{ min, max, range }`; `range` is
 * `'min - max'`, or the single number when they are equal, or `'min+'` with no maximum (SPEC §5).
 */
export function fieldRuleMessage(rule: FieldRule): DomainMessage {
  const min = bound(rule.minLength) ?? 0;
  const max = bound(rule.maxLength) ?? null;
  const range = max === null ? `${min}+` : min === max ? `${min}` : `${min} - ${max}`;
  return { key: patternMessageKey(rule.patternId), params: { min, max, range } };
}
