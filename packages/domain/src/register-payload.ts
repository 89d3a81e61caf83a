import { MOBILE_REGISTER_METHOD } from './business-constants';
import { isFieldShown } from './field-rule';
import { type RegisterFlags, type RegisterRules, type RegisterValues, registerFields } from './register-schema';

/** What the registration page's address brings along (SPEC §3, PLATFORM-FACTS §6.8). */
export interface RegisterLanding {
  /** `?referralCode=` of the shared link. */
  referralCode?: string;
  /** `?affiliateCode=` of an agent's link: sent as is when the form hides the field, else it pre-fills it. */
  affiliateCode?: string;
  /** The host the player registered on. */
  domain: string;
  /** The full address the player registered from. */
  registerUrl: string;
}

/** Reads the referral and affiliate codes, the domain and the address from the registration page's URL. */
export function readRegisterLanding(href: string): RegisterLanding {
  const url = new URL(href);
  const param = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  const referralCode = param('referralCode');
  const affiliateCode = param('affiliateCode');
  return {
    ...(referralCode ? { referralCode } : {}),
    ...(affiliateCode ? { affiliateCode } : {}),
    domain: url.hostname,
    registerUrl: url.href,
  };
}

/** The registration request body (SPEC §3 registration user), ready for the api-client's register calls. */
export type RegisterPayload = { [field: string]: string | boolean | undefined; registerMethod: string; login: true };

const UNTRIMMED = new Set(['password', 'confirmPassword', 'paymentPassword']);

/**
 * The body of a registration: the shown fields that were filled; the confirmation equal to the password; in
 * mobile registration the username is the mobile number (PLATFORM-FACTS §1.1); the landing's codes, domain and
 * address; the dialing code with a mobile number; method WEB and log in at once (SPEC §3).
 */
export function buildRegisterPayload(input: {
  values: RegisterValues;
  rules: RegisterRules;
  flags: RegisterFlags;
  landing: RegisterLanding;
  countryDialingCode?: string | undefined;
}): RegisterPayload {
  const { values, rules, flags, landing } = input;
  const body: RegisterPayload = { registerMethod: MOBILE_REGISTER_METHOD, login: true };
  for (const field of registerFields(rules, flags)) {
    const raw = values[field];
    if (raw === undefined) continue;
    const value = UNTRIMMED.has(field) ? raw : raw.trim();
    if (value !== '') body[field] = value;
  }
  if (body.password !== undefined) body.confirmPassword = body.password;
  if (flags.method === 'mobile' && body.mobileNum !== undefined) body.username = body.mobileNum;
  if (body.mobileNum !== undefined && input.countryDialingCode) body.countryDialingCode = input.countryDialingCode;
  if (!isFieldShown(rules.affiliateCode) && landing.affiliateCode) body.affiliateCode = landing.affiliateCode;
  if (landing.referralCode) body.referralCode = landing.referralCode;
  body.domain = landing.domain;
  body.registerUrl = landing.registerUrl;
  return body;
}
