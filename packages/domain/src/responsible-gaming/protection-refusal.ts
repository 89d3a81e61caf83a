import { type RefusalMessage, readPlatformRefusal } from '../amount-refusal';

/**
 * The keys that say a refusal of player protection with its time (`until`, a moment the screen shows as a date and
 * time on the platform's clock), by the platform's key, and the key to fall back on when the time is missing.
 */
const TIMED_REFUSALS = {
  account_time_out_until: { key: 'account_time_out_until', time: 'until', fallback: 'account_time_out' },
  account_self_excluded_until: {
    key: 'account_self_excluded_until',
    time: 'until',
    fallback: 'account_self_excluded',
  },
  loss_limit_reached: { key: 'loss_limit_reached_until', time: 'resetsAt', fallback: 'loss_limit_reached' },
  wager_limit_reached: { key: 'wager_limit_reached_until', time: 'resetsAt', fallback: 'wager_limit_reached' },
} as const;

/** Every key a protection refusal can be shown with, for catalogue coverage. */
export const PROTECTION_MESSAGE_KEYS = [
  ...new Set(Object.values(TIMED_REFUSALS).flatMap((refusal) => [refusal.key, refusal.fallback])),
  'account_self_excluded_permanent',
  'deposit_limit_exceeded',
  'deposit_limit_left_figure',
  'session_time_limit_ended',
  'limit_change_not_found',
  'reality_check_interval_not_offered',
  'reality_check_required',
  'protection_term_not_offered',
] as const;

const TIME_KEYS: ReadonlySet<string> = new Set(Object.values(TIMED_REFUSALS).map((refusal) => refusal.key));

/**
 * What a refusal says, protection's or any other: an exclusion or a used-up limit with its time (`params.until`, a
 * moment in ms), a deposit limit with what it leaves (`params.left`, money), anything else as
 * `readPlatformRefusal` reads it. A missing or broken time falls back to words that name none.
 */
export function readProtectionRefusal(key: string, value: unknown): RefusalMessage {
  if (!Object.hasOwn(TIMED_REFUSALS, key)) return readPlatformRefusal(key, value);
  const refusal = TIMED_REFUSALS[key as keyof typeof TIMED_REFUSALS];
  const time = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[refusal.time] : null;
  if (typeof time !== 'number' || !Number.isSafeInteger(time) || time < 0) return { key: refusal.fallback };
  return { key: refusal.key, params: { until: time } };
}

/** The params of a message that are moments, to be shown as a date and time ('until' of an exclusion). */
export function timeFiguresOf(message: { key: string }): readonly string[] {
  return TIME_KEYS.has(message.key) ? ['until'] : [];
}
