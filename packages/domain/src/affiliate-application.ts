import type { DomainMessage } from './message-keys';

/**
 * Where an applicant would bring players from (ours: the affiliate application of SPEC §2 "join us" has no fields in
 * the earlier build, so the programme asks what an affiliate manager needs to call back).
 */
export const AFFILIATE_CHANNELS = ['website', 'social', 'messaging', 'community', 'other'] as const;
/** A channel of {@link AFFILIATE_CHANNELS}. */
export type AffiliateChannel = (typeof AFFILIATE_CHANNELS)[number];
/** Longest applicant name, in characters. */
export const AFFILIATE_NAME_MAX_LENGTH = 50;
/** Longest note with an application, in characters. */
export const AFFILIATE_NOTE_MAX_LENGTH = 500;

/** An affiliate application as the visitor fills it in. */
export interface AffiliateApplicationDraft {
  name: string;
  /** An e-mail address or a phone number (digits, optionally a leading + and spaces or dashes). */
  contact: string;
  channel: string;
  note?: string | undefined;
}

/** A problem on one field of an application. */
export type AffiliateApplicationIssue = DomainMessage & { field: 'name' | 'contact' | 'channel' | 'note' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
const PHONE = /^\+?[\d\s-]{6,20}$/u;

/** True for an e-mail address or a phone number of 6 to 15 digits. */
export function isAffiliateContact(contact: string): boolean {
  const value = contact.trim();
  if (EMAIL.test(value)) return true;
  const digits = value.replace(/\D/gu, '').length;
  return PHONE.test(value) && digits >= 6 && digits <= 15;
}

/** The problems of an application, field by field in form order; none means it can be sent. */
export function checkAffiliateApplication(draft: AffiliateApplicationDraft): AffiliateApplicationIssue[] {
  const issues: AffiliateApplicationIssue[] = [];
  const name = draft.name.trim();
  if (!name) issues.push({ field: 'name', key: 'not_empty' });
  else if (name.length > AFFILIATE_NAME_MAX_LENGTH)
    issues.push({ field: 'name', key: 'text_too_long', params: { max: AFFILIATE_NAME_MAX_LENGTH } });
  if (!draft.contact.trim()) issues.push({ field: 'contact', key: 'not_empty' });
  else if (!isAffiliateContact(draft.contact)) issues.push({ field: 'contact', key: 'affiliate_contact_invalid' });
  if (!(AFFILIATE_CHANNELS as readonly string[]).includes(draft.channel))
    issues.push({ field: 'channel', key: 'not_empty' });
  if ((draft.note ?? '').trim().length > AFFILIATE_NOTE_MAX_LENGTH)
    issues.push({ field: 'note', key: 'text_too_long', params: { max: AFFILIATE_NOTE_MAX_LENGTH } });
  return issues;
}
