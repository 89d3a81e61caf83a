import type { FieldRule } from './field-rule';
import { isFieldRequired, isFieldShown } from './field-rule';
import { buildFormSchema, type FieldCheck, type FormValues } from './form-schema';

/** Field keys of the registration rule map the server sends (PLATFORM-FACTS §4.1, §6.8). */
export const REGISTER_RULE_KEYS = [
  'username',
  'password',
  'mobileNum',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

/** A registration rule key (PLATFORM-FACTS §6.8). */
export type RegisterRuleKey = (typeof REGISTER_RULE_KEYS)[number];

/** The server's register rule map: field key → rule; a missing rule means the field is hidden. */
export type RegisterRules = Partial<Record<RegisterRuleKey, FieldRule | null>> &
  Record<string, FieldRule | null | undefined>;

/** Every field the registration form can have. */
export type RegisterField = RegisterRuleKey | 'confirmPassword' | 'verificationCode';

/** The values of the registration form. */
export type RegisterValues = FormValues<RegisterField>;

/** Username registration, or registration by mobile number (module MOBILENUMREG3). */
export type RegisterMethod = 'username' | 'mobile';

/** The module switches that shape the registration form (SPEC §4, PLATFORM-FACTS §6.6). */
export interface RegisterFlags {
  /** SMS verification in username registration (REGMOBVERF3). */
  smsVerification: boolean;
  /** A password in mobile registration (MOBILENUMPASSREG3). */
  mobileRegistrationWithPassword?: boolean;
  /** Which form: 'username' (default) or 'mobile'. */
  method?: RegisterMethod;
}

// The verification code reuses the mobile field's message with 0–255 characters (PLATFORM-FACTS §4.1).
const VERIFICATION_CODE_RULE: FieldRule = { acceptedPattern: '*', patternId: 0, minLength: 0, maxLength: 255 };
/** Longest verification code the registration form accepts (SPEC §5). */
export const VERIFICATION_CODE_MAX_LENGTH = 255;

// Fields that are shown and required only as the server's rule says, each with its own pattern (SPEC §5).
const OPTIONAL_RULE_FIELDS = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
] as const satisfies readonly RegisterRuleKey[];

/** Which fields the registration form shows, in form order, for these rules and flags (SPEC §5). */
export function registerFields(rules: RegisterRules, flags: RegisterFlags): RegisterField[] {
  return registerChecks(rules, flags).map((check) => check.name);
}

/** The fields the registration form shows, in form order, each with whether it must be filled (SPEC §5). */
export function registerFieldRequirements(
  rules: RegisterRules,
  flags: RegisterFlags,
): { name: RegisterField; required: boolean }[] {
  return registerChecks(rules, flags).map(({ name, required }) => ({ name, required }));
}

function registerChecks(rules: RegisterRules, flags: RegisterFlags): (FieldCheck & { name: RegisterField })[] {
  const mobile = flags.method === 'mobile';
  const checks: (FieldCheck & { name: RegisterField })[] = [];
  const withPassword = !mobile || flags.mobileRegistrationWithPassword === true;
  if (!mobile) checks.push({ name: 'username', required: true, rule: rules.username });
  if (withPassword) {
    checks.push({ name: 'password', required: true, rule: rules.password });
    checks.push({ name: 'confirmPassword', required: true, sameAs: 'password' });
  }
  if (mobile || isFieldShown(rules.mobileNum)) {
    checks.push({ name: 'mobileNum', required: mobile || isFieldRequired(rules.mobileNum), rule: rules.mobileNum });
  }
  // Mobile registration always proves the number by SMS; username registration only when REGMOBVERF3 is on.
  if (mobile || flags.smsVerification) {
    checks.push({ name: 'verificationCode', required: true, rule: VERIFICATION_CODE_RULE });
  }
  if (isFieldShown(rules.paymentPassword)) {
    checks.push({ name: 'paymentPassword', required: true, rule: rules.paymentPassword });
  }
  for (const name of OPTIONAL_RULE_FIELDS) {
    const rule = rules[name];
    if (isFieldShown(rule)) checks.push({ name, required: isFieldRequired(rule), rule });
  }
  // The captcha rule is honoured for presence only (PLATFORM-FACTS §4.1).
  if (isFieldShown(rules.captcha)) checks.push({ name: 'captcha', required: isFieldRequired(rules.captcha) });
  return checks;
}

/**
 * The registration form's zod schema from the server's rules (SPEC §5): hidden fields are dropped, required
 * fields must be non-blank, patterns and lengths apply to filled values, confirmPassword must equal password.
 */
export function buildRegisterSchema(rules: RegisterRules, flags: RegisterFlags) {
  return buildFormSchema(registerChecks(rules, flags));
}

/** Whether the affiliate code must be verified with the server before registering: shown and filled (SPEC §4). */
export function shouldVerifyAffiliateCode(rules: RegisterRules, affiliateCode: string | null | undefined): boolean {
  return isFieldShown(rules.affiliateCode) && (affiliateCode ?? '').trim() !== '';
}
