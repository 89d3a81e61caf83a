import { z } from 'zod/mini';
import { type FieldRule, fieldRuleMessage, satisfiesFieldRule } from './field-rule';
import type { DomainMessage } from './message-keys';

/** How one field of a form is checked; internal to the schema builders. */
export interface FieldCheck {
  name: string;
  required: boolean;
  rule?: FieldRule | null | undefined;
  /** A check used when the server sent no rule for the field. */
  fallback?: { test: (value: string) => boolean; message: DomainMessage } | undefined;
  /** The field must equal this other field. */
  sameAs?: string | undefined;
}

/** The values of a form: each field a string, or absent. */
export type FormValues<K extends string> = Partial<Record<K, string>>;

// Zod's own type errors carry sentences; every issue this package raises carries a catalogue key instead.
const TYPE_ERROR = 'unknown_error';

function firstFailure(check: FieldCheck, value: string | undefined, values: FormValues<string>): DomainMessage | null {
  const present = value !== undefined && value.trim() !== '';
  if (!present) return check.required ? { key: 'not_empty' } : null;
  if (check.rule && !satisfiesFieldRule(value, check.rule)) return fieldRuleMessage(check.rule);
  if (!check.rule && check.fallback && !check.fallback.test(value)) return check.fallback.message;
  if (check.sameAs !== undefined && value !== values[check.sameAs]) return { key: 'inconsistent_twice' };
  return null;
}

/** Builds a zod object schema from field checks; each issue's message is a key and its params are on `issue.params`. */
export function buildFormSchema<K extends string>(checks: readonly (FieldCheck & { name: K })[]) {
  const shape = Object.fromEntries(checks.map((check) => [check.name, z.optional(z.string({ error: TYPE_ERROR }))]));
  return z.object(shape, { error: TYPE_ERROR }).check(
    z.superRefine((values, ctx) => {
      const form = values as FormValues<string>;
      for (const check of checks) {
        const failure = firstFailure(check, form[check.name], form);
        if (failure) ctx.addIssue({ code: 'custom', message: failure.key, path: [check.name], params: failure.params });
      }
    }),
  ) as unknown as z.ZodMiniType<FormValues<K>>;
}
