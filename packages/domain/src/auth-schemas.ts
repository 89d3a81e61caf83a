import type { FieldRule } from './field-rule';
import { buildFormSchema, type FormValues } from './form-schema';

/** Login by username and password, or by mobile number and SMS code (SPEC §1, §3). */
export type LoginMethod = 'password' | 'mobile';

/** What shapes the login form (SPEC §5). */
export interface LoginSchemaOptions {
  method: LoginMethod;
  /** The captcha is shown, after a failed login whose answer asked for it (SPEC §4). */
  captchaShown?: boolean;
  /** The server's mobileNum rule, for mobile login. */
  mobileRule?: FieldRule | null;
}

/** The values of the login form. */
export type LoginValues = FormValues<'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha'>;

/** The login form's schema: username and password (or mobile number and code) required, captcha when shown (SPEC §5). */
export function buildLoginSchema(options: LoginSchemaOptions) {
  const captcha = options.captchaShown ? [{ name: 'captcha' as const, required: true }] : [];
  if (options.method === 'mobile') {
    return buildFormSchema<keyof LoginValues>([
      { name: 'mobileNum', required: true, rule: options.mobileRule },
      { name: 'verificationCode', required: true },
      ...captcha,
    ]);
  }
  return buildFormSchema<keyof LoginValues>([
    { name: 'username', required: true },
    { name: 'password', required: true },
    ...captcha,
  ]);
}

/** The values of the change-password form (SPEC §3). */
export type ChangePasswordValues = FormValues<'oldPassword' | 'newPassword' | 'confirmNewPassword'>;

/** What shapes the change-password form. */
export interface ChangePasswordSchemaOptions {
  /** The server's password rule. */
  passwordRule?: FieldRule | null;
  /** Ask for the current password (default true); the site never keeps it to fill in later (DESIGN.md). */
  askOldPassword?: boolean;
}

/** The change-password schema: new and confirm required, the password rule, confirm must match (SPEC §5). */
export function buildChangePasswordSchema(options: ChangePasswordSchemaOptions = {}) {
  const old = options.askOldPassword === false ? [] : [{ name: 'oldPassword' as const, required: true }];
  return buildFormSchema<keyof ChangePasswordValues>([
    ...old,
    { name: 'newPassword', required: true, rule: options.passwordRule },
    { name: 'confirmNewPassword', required: true, sameAs: 'newPassword' },
  ]);
}

/** The values of the forgot-by-e-mail form (SPEC §3). */
export type ForgotByEmailValues = FormValues<'username' | 'email'>;

// Used only when the server sends no email rule: something@something.something, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The forgot-by-e-mail schema: username and e-mail required, each with its server rule (SPEC §5). */
export function buildForgotByEmailSchema(rules: { username?: FieldRule | null; email?: FieldRule | null } = {}) {
  return buildFormSchema<keyof ForgotByEmailValues>([
    { name: 'username', required: true, rule: rules.username },
    {
      name: 'email',
      required: true,
      rule: rules.email,
      fallback: { test: (value) => EMAIL_SHAPE.test(value), message: { key: 'in_email_incorrect' } },
    },
  ]);
}

/** The values of the forgot-by-phone form (SPEC §3). */
export type ForgotByPhoneValues = FormValues<'mobileNum' | 'verificationCode' | 'newPassword'>;

/** The forgot-by-phone schema: mobile number and SMS code required, new password with its rule (SPEC §5). */
export function buildForgotByPhoneSchema(rules: { mobileNum?: FieldRule | null; password?: FieldRule | null } = {}) {
  return buildFormSchema<keyof ForgotByPhoneValues>([
    { name: 'mobileNum', required: true, rule: rules.mobileNum },
    { name: 'verificationCode', required: true },
    { name: 'newPassword', required: true, rule: rules.password },
  ]);
}
