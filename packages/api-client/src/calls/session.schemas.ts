import { z } from 'zod';

/** How a player logs in (SPEC §3): username and password, mobile and SMS code, or external phone auth. */
export const loginTypeSchema = z.enum(['username', 'sms', 'firebase']);

/** Login request (SPEC §3). For `sms`, username is the mobile number and password the SMS code; for `firebase`, password is the provider's id token. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1),
  type: loginTypeSchema.default('username'),
  captcha: z.string().optional(),
  countryDialingCode: z.string().optional(),
  /** The slider-challenge result, passed through as the challenge provider gives it. */
  challenge: z.record(z.string(), z.unknown()).optional(),
});

/** The session a login, registration or free-play login opens (SPEC §3, PLATFORM-FACTS §6.1); extra fields are kept as user info. */
export const sessionValueSchema = z.looseObject({
  token: z.string().min(1),
  firstTimeLogin: z.boolean().default(false),
  passwordExpired: z.boolean().default(false),
  account: z.string().optional(),
  nickname: z.string().nullish(),
  type: z.coerce.number().int().optional(),
});

/** The `value` of a refused login: `captcha: true` means show the captcha from now on (SPEC §4). */
export const loginRefusalSchema = z.looseObject({ captcha: z.boolean().optional() });

/** Free-play (trial) login request (SPEC §3: os, platform W). */
export const freePlayLoginRequestSchema = z.object({
  os: z.string().optional(),
  platform: z.string().default('W'),
});

/** Calls whose answer carries nothing the UI reads. */
export const emptyValueSchema = z.unknown();

/** A parsed session value. */
export type SessionValue = z.output<typeof sessionValueSchema>;
