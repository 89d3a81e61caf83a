import { z } from 'zod/mini';

/** A member label (SPEC §3 memberLabel, clubLabel). */
export const memberLabelSchema = /* @__PURE__ */ z.looseObject({ labelName: z.string() });

/** `GET /wps/member/info` value (SPEC §3, PLATFORM-FACTS §6.1). `type`: agent 1/2/41/42, trial 4, else member. */
export const memberInfoSchema = /* @__PURE__ */ z.looseObject({
  id: z.union([z.number(), z.string()]),
  account: z.string(),
  nickname: z.nullish(z.string()),
  type: z.coerce.number().check(z.int()),
  toUpline: z.optional(z.boolean()),
  clubLabel: z.nullish(memberLabelSchema),
  memberLabel: z._default(z.array(memberLabelSchema), []),
  /** Bound contacts (SPEC §3 registration user); the screens show them masked. */
  mobileNum: z.nullish(z.string()),
  countryDialingCode: z.nullish(z.string()),
  email: z.nullish(z.string()),
});

/** A member's avatar (SPEC §3): an image URL and whether the player uploaded it or picked a stock one. */
export const avatarSchema = /* @__PURE__ */ z.object({
  avatar: z.string(),
  avatarType: z.enum(['CUSTOM', 'STATIC']),
});

/** A stock avatar the player may pick (SPEC §3 avatarType STATIC). */
export const avatarChoiceSchema = /* @__PURE__ */ z.object({ id: z.string(), avatar: z.string() });

/** The stock avatars on offer. */
export const avatarChoicesSchema = /* @__PURE__ */ z.object({ list: z.array(avatarChoiceSchema) });

/** Largest custom avatar sent, as a data URL: a 256 px square jpg; it fits the platform's 64 KB request body. */
export const CUSTOM_AVATAR_MAX_CHARS = 60_000;

/** Sets the avatar: a stock one by id, or the player's own image, cropped square, as a png or jpg data URL. */
export const setAvatarRequestSchema = /* @__PURE__ */ z.union([
  z.object({ avatarType: z.literal('STATIC'), avatarId: z.string().check(z.minLength(1)) }),
  z.object({
    avatarType: z.literal('CUSTOM'),
    image: z
      .string()
      .check(z.regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/), z.maxLength(CUSTOM_AVATAR_MAX_CHARS)),
  }),
]);

const optionalText = /* @__PURE__ */ z.optional(z.string().check(z.trim()));

/** Registration request (SPEC §3 registration user); which fields are needed comes from the register rules. */
export const registerRequestSchema = /* @__PURE__ */ z.object({
  username: optionalText,
  password: z.optional(z.string()),
  confirmPassword: z.optional(z.string()),
  payeeName: optionalText,
  email: optionalText,
  qqNum: optionalText,
  mobileNum: optionalText,
  recommenderId: optionalText,
  captcha: optionalText,
  verificationCode: optionalText,
  affiliateCode: optionalText,
  paymentPassword: z.optional(z.string()),
  line: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  referralCode: optionalText,
  domain: optionalText,
  registerUrl: optionalText,
  registerMethod: z._default(z.string(), 'WEB'),
  countryDialingCode: optionalText,
  firebaseChannel: optionalText,
  firebaseIdToken: optionalText,
  /** Log in right after registering (SPEC §3: login flag true). */
  login: z._default(z.boolean(), true),
  challenge: z.optional(z.record(z.string(), z.unknown())),
});

/** Affiliate (invitation) code check (PLATFORM-FACTS §1.1: code and domain from the landing URL). */
export const affiliateCheckRequestSchema = /* @__PURE__ */ z.object({
  code: z.string().check(z.trim(), z.minLength(1)),
  domain: z.optional(z.string()),
});

/** A valid affiliate code and the agent it belongs to. */
export const affiliateSchema = /* @__PURE__ */ z.object({ code: z.string(), agent: z.optional(z.string()) });

/** Password change (SPEC §3: oldPassword, newPassword, confirmNewPassword). */
export const changePasswordRequestSchema = /* @__PURE__ */ z.object({
  oldPassword: z.string().check(z.minLength(1)),
  newPassword: z.string().check(z.minLength(1)),
  confirmNewPassword: z.string().check(z.minLength(1)),
});

/** Password set by phone (SPEC §3: newPassword, mobileNum, verificationCode). */
export const setPasswordByPhoneRequestSchema = /* @__PURE__ */ z.object({
  newPassword: z.string().check(z.minLength(1)),
  mobileNum: z.string().check(z.trim(), z.minLength(1)),
  verificationCode: z.string().check(z.trim(), z.minLength(1)),
  countryDialingCode: z.optional(z.string()),
});

/** Forgot password by e-mail (SPEC §3: username, email), sent as a form. */
export const forgotPasswordByEmailRequestSchema = /* @__PURE__ */ z.object({
  username: z.string().check(z.trim(), z.minLength(1)),
  email: z.string().check(z.trim(), z.minLength(1)),
});

/** Parsed member info. */
export type MemberInfo = z.output<typeof memberInfoSchema>;
