import { z } from 'zod/mini';

/** A country dialing code without '+', e.g. '84'. */
const dialingCodeSchema = /* @__PURE__ */ z.pipe(
  z.string().check(z.trim(), z.regex(/^\+?\d{1,4}$/)),
  z.transform((code) => code.replace(/^\+/, '')),
);

/** SMS for login or phone password reset (SPEC §3: mobileNum, countryDialingCode, challenge result). */
export const loginSmsRequestSchema = /* @__PURE__ */ z.object({
  mobileNum: z.string().check(z.trim(), z.regex(/^\d{5,15}$/)),
  countryDialingCode: dialingCodeSchema,
  challenge: z.optional(z.record(z.string(), z.unknown())),
});

/** SMS for registration; the field is `mobileNo` here (PLATFORM-FACTS §1.5). */
export const registerSmsRequestSchema = /* @__PURE__ */ z.object({
  mobileNo: z.string().check(z.trim(), z.regex(/^\d{5,15}$/)),
  countryDialingCode: dialingCodeSchema,
  challenge: z.optional(z.record(z.string(), z.unknown())),
});

/** An SMS sent: the code lives `expiredMinutes`; the resend countdown is 60 × expiredMinutes seconds (SPEC §4). */
export const smsSentSchema = /* @__PURE__ */ z.object({ expiredMinutes: z.coerce.number().check(z.positive()) });

/** The captcha image: base64 image data or a data URL (SPEC §7). */
export const captchaImageSchema = /* @__PURE__ */ z.string().check(z.minLength(1));

/** A data URL for a captcha value: the platform sends bare base64 PNG; the sandbox sends a full SVG data URL. */
export function captchaImageSrc(value: string): string {
  return value.startsWith('data:') ? value : `data:image/png;base64,${value}`;
}
