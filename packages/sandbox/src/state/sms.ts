import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';

/** What an SMS code is for: it verifies only there. */
export type SmsPurpose = 'login' | 'register';

interface SmsRecord {
  code: string;
  purpose: SmsPurpose;
  expiresAt: number;
  sentAt: number[];
  blockedUntil: number;
}

/** Codes live this long; the client counts down 60 × expiredMinutes seconds (SPEC §4). */
export const SMS_EXPIRED_MINUTES = 1;
/** One send per second per number (SPEC §9 SMS throttle 1000 ms). */
export const SMS_MIN_GAP_MS = 1000;
/** More than this many sends in the window blocks the number for 5 minutes (SPEC §9 too-many-requests wait). */
export const SMS_SENDS_PER_WINDOW = 5;
export const SMS_WINDOW_MS = 5 * 60 * 1000;
export const SMS_BLOCK_MS = 5 * 60 * 1000;

const SMS = 'sms';

/** Sends a code to a number, or refuses with auth/too-many-requests and the seconds to wait. */
export function sendSmsCode(context: SandboxContext, mobileNum: string, purpose: SmsPurpose): number {
  const now = context.now();
  const record = context.store.get<SmsRecord>(SMS, mobileNum);
  const recent = (record?.sentAt ?? []).filter((at) => now - at < SMS_WINDOW_MS);
  const refuse = (until: number) =>
    new Rejection('auth/too-many-requests', { value: { retryAfterSeconds: Math.ceil((until - now) / 1000) } });
  if (record && record.blockedUntil > now) throw refuse(record.blockedUntil);
  const last = recent.at(-1);
  if (last !== undefined && now - last < SMS_MIN_GAP_MS) throw refuse(last + SMS_MIN_GAP_MS);
  if (recent.length >= SMS_SENDS_PER_WINDOW) {
    context.store.put(SMS, mobileNum, { ...(record as SmsRecord), blockedUntil: now + SMS_BLOCK_MS });
    throw refuse(now + SMS_BLOCK_MS);
  }
  const code = String(Math.floor(context.random() * 1_000_000)).padStart(6, '0');
  context.store.put(SMS, mobileNum, {
    code,
    purpose,
    expiresAt: now + SMS_EXPIRED_MINUTES * 60_000,
    sentAt: [...recent, now],
    blockedUntil: 0,
  } satisfies SmsRecord);
  return SMS_EXPIRED_MINUTES;
}

/** Checks and uses up a code; false when wrong, expired or for another purpose. */
export function consumeSmsCode(context: SandboxContext, mobileNum: string, code: string, purpose: SmsPurpose): boolean {
  const record = context.store.get<SmsRecord>(SMS, mobileNum);
  if (!record || record.code !== code.trim() || record.purpose !== purpose || record.expiresAt <= context.now()) {
    return false;
  }
  context.store.put(SMS, mobileNum, { ...record, code: '', expiresAt: 0 });
  return true;
}

/** The last code sent to a number, while it is still usable (a sandbox control). */
export function lastSmsCode(context: SandboxContext, mobileNum: string): string | null {
  const record = context.store.get<SmsRecord>(SMS, mobileNum);
  return record?.code ? record.code : null;
}
