import { AFFILIATE_CHANNELS, AFFILIATE_NAME_MAX_LENGTH, AFFILIATE_NOTE_MAX_LENGTH } from '@lobbykit/domain';
import { z } from 'zod/mini';

/**
 * An affiliate application (SPEC §2 "join us"; ours: the earlier build names the screen only). Checked again by
 * the platform with @lobbykit/domain's `checkAffiliateApplication`.
 */
export const affiliateApplicationRequestSchema = /* @__PURE__ */ z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(AFFILIATE_NAME_MAX_LENGTH)),
  contact: z.string().check(z.trim(), z.minLength(1)),
  channel: z.enum(AFFILIATE_CHANNELS),
  note: z.optional(z.string().check(z.trim(), z.maxLength(AFFILIATE_NOTE_MAX_LENGTH))),
});

/** The application as received: its reference, for the applicant to quote. */
export const affiliateApplicationReceiptSchema = /* @__PURE__ */ z.object({
  referenceNo: z.string(),
  receivedAt: z.number().check(z.int(), z.nonnegative()),
});

/** Parsed application receipt. */
export type AffiliateApplicationReceipt = z.output<typeof affiliateApplicationReceiptSchema>;
