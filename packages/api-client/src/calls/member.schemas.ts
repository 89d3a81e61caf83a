import { z } from 'zod';

/** A member label (SPEC §3 memberLabel, clubLabel). */
export const memberLabelSchema = z.looseObject({ labelName: z.string() });

/** `GET /wps/member/info` value (SPEC §3, PLATFORM-FACTS §6.1). `type`: agent 1/2/41/42, trial 4, else member. */
export const memberInfoSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  account: z.string(),
  nickname: z.string().nullish(),
  type: z.coerce.number().int(),
  toUpline: z.boolean().optional(),
  clubLabel: memberLabelSchema.nullish(),
  memberLabel: z.array(memberLabelSchema).default([]),
});

/** A member's avatar (SPEC §3): an image URL and whether the player uploaded it or picked a stock one. */
export const avatarSchema = z.object({
  avatar: z.string(),
  avatarType: z.enum(['CUSTOM', 'STATIC']),
});

const optionalText = z.string().trim().optional();

/** Registration request (SPEC §3 registration user); which fields are needed comes from the register rules. */
export const registerRequestSchema = z.object({
  username: optionalText,
  password: z.string().optional(),
  confirmPassword: z.string().optional(),
  payeeName: optionalText,
  email: optionalText,
  qqNum: optionalText,
  mobileNum: optionalText,
  recommenderId: optionalText,
  captcha: optionalText,
  verificationCode: optionalText,
  affiliateCode: optionalText,
  paymentPassword: z.string().optional(),
  line: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  referralCode: optionalText,
  domain: optionalText,
  registerUrl: optionalText,
  registerMethod: z.string().default('WEB'),
  countryDialingCode: optionalText,
  firebaseChannel: optionalText,
  firebaseIdToken: optionalText,
  /** Log in right after registering (SPEC §3: login flag true). */
  login: z.boolean().default(true),
  challenge: z.record(z.string(), z.unknown()).optional(),
});

/** Affiliate (invitation) code check (PLATFORM-FACTS §1.1: code and domain from the landing URL). */
export const affiliateCheckRequestSchema = z.object({ code: z.string().trim().min(1), domain: z.string().optional() });

/** A valid affiliate code and the agent it belongs to. */
export const affiliateSchema = z.object({ code: z.string(), agent: z.string().optional() });

/** Password change (SPEC §3: oldPassword, newPassword, confirmNewPassword). */
export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1),
  newPassword: z.string().min(1),
  confirmNewPassword: z.string().min(1),
});

/** Password set by phone (SPEC §3: newPassword, mobileNum, verificationCode). */
export const setPasswordByPhoneRequestSchema = z.object({
  newPassword: z.string().min(1),
  mobileNum: z.string().trim().min(1),
  verificationCode: z.string().trim().min(1),
  countryDialingCode: z.string().optional(),
});

/** Forgot password by e-mail (SPEC §3: username, email), sent as a form. */
export const forgotPasswordByEmailRequestSchema = z.object({
  username: z.string().trim().min(1),
  email: z.string().trim().min(1),
});

/** Parsed member info. */
export type MemberInfo = z.output<typeof memberInfoSchema>;
