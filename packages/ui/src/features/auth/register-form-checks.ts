import { zodResolver } from '@hookform/resolvers/zod';
import type { PlatformError } from '@lobbykit/api-client';
import {
  buildRegisterSchema,
  checkDeclarations,
  type JurisdictionProfile,
  type MoneyLimitKind,
  type RegisterField,
  type RegisterFlags,
  type RegisterRules,
  type RegistrationLimitDraft,
  readRegistrationLimits,
  VERIFICATION_CODE_MAX_LENGTH,
} from '@lobbykit/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the registration form holds: the server's fields as typed, the two declarations and the limits offered. */
export type RegisterFormValues = Partial<Record<RegisterField, string>> & {
  ageConfirmed: boolean;
  termsAccepted: boolean;
  limits?: Partial<Record<MoneyLimitKind, RegistrationLimitDraft>>;
};

/** The SMS code's rule, which the server's field rules do not carry. */
export const VERIFICATION_CODE_RULE = { patternId: 0, minLength: 0, maxLength: VERIFICATION_CODE_MAX_LENGTH };

// Refusals that name the field they are about, so the message lands under it.
const REFUSAL_FIELDS: Partial<Record<string, RegisterField>> = {
  username_taken: 'username',
  mobile_taken: 'mobileNum',
  invalid_verification_code: 'verificationCode',
  in_captcha_incorrect: 'captcha',
  inconsistent_twice: 'confirmPassword',
};

/** The shown field a platform refusal is about (named in its value, or known by its message), if any. */
export function refusedField(error: PlatformError, shown: readonly RegisterField[]): RegisterField | undefined {
  const named = (error.value as { field?: unknown } | undefined)?.field;
  const field = typeof named === 'string' ? named : REFUSAL_FIELDS[error.messageKey];
  return shown.find((candidate) => candidate === field);
}

/**
 * The form's checks: the domain's schema of the server's rules, then the age and terms declarations, then the
 * limits the jurisdiction offers at registration.
 */
export function registerFormResolver(
  rules: RegisterRules,
  flags: RegisterFlags,
  declaredAge: number,
  offeredLimits: JurisdictionProfile['limitsAtRegistration'] = [],
): Resolver<RegisterFormValues> {
  // The domain's schema reads unknown input; the form's values are its input.
  const checkText = zodResolver(buildRegisterSchema(rules, flags) as never) as unknown as Resolver<RegisterFormValues>;
  return async (values, context, options) => {
    const text = await checkText(values, context, options);
    const errors: FieldErrors<RegisterFormValues> = { ...text.errors };
    for (const issue of checkDeclarations({ ...values, declaredAge })) {
      errors[issue.key === 'terms_required' ? 'termsAccepted' : 'ageConfirmed'] = {
        type: 'custom',
        message: issue.key,
      };
    }
    for (const issue of readRegistrationLimits(offeredLimits, values.limits).issues) {
      errors.limits = { ...errors.limits, [issue.kind]: { amount: { type: 'custom', message: issue.key } } };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
