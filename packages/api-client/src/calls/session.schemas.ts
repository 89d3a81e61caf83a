import { z } from 'zod/mini';

/** How a player logs in (SPEC §3): username and password, mobile and SMS code, or external phone auth. */
export const loginTypeSchema = /* @__PURE__ */ z.enum(['username', 'sms', 'firebase']);

/** Login request (SPEC §3). For `sms`, username is the mobile number and password the SMS code; for `firebase`, password is the provider's id token. */
export const loginRequestSchema = /* @__PURE__ */ z.object({
  username: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  type: z._default(loginTypeSchema, 'username'),
  captcha: z.optional(z.string()),
  countryDialingCode: z.optional(z.string()),
  /** The slider-challenge result, passed through as the challenge provider gives it. */
  challenge: z.optional(z.record(z.string(), z.unknown())),
});

/** The session a login, registration or free-play login opens (SPEC §3, PLATFORM-FACTS §6.1); extra fields are kept as user info. */
export const sessionValueSchema = /* @__PURE__ */ z.looseObject({
  token: z.string().check(z.minLength(1)),
  firstTimeLogin: z._default(z.boolean(), false),
  passwordExpired: z._default(z.boolean(), false),
  account: z.optional(z.string()),
  nickname: z.nullish(z.string()),
  type: z.optional(z.coerce.number().check(z.int())),
});

/** The `value` of a refused login: `captcha: true` means show the captcha from now on (SPEC §4). */
export const loginRefusalSchema = /* @__PURE__ */ z.looseObject({ captcha: z.optional(z.boolean()) });

/** Free-play (trial) login request (SPEC §3: os, platform W). */
export const freePlayLoginRequestSchema = /* @__PURE__ */ z.object({
  os: z.optional(z.string()),
  platform: z._default(z.string(), 'W'),
});

/** Calls whose answer carries nothing the UI reads. */
export const emptyValueSchema = /* @__PURE__ */ z.unknown();

/** A parsed session value. */
export type SessionValue = z.output<typeof sessionValueSchema>;
