import type { MessageParams } from '../message-keys';
import { PLATFORM_TIME_ZONE_OFFSET_MINUTES } from '../platform-time-zone';
import { addCalendarMonths } from './limit-period';
import type { ExclusionKind, SelfExclusionTerm, TimeOutDuration } from './protection-terms';

const HOUR_MS = 60 * 60 * 1000;

/** How long each time-out lasts. */
export const TIME_OUT_MS: Readonly<Record<TimeOutDuration, number>> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '6w': 6 * 7 * 24 * HOUR_MS,
};

/** How many calendar months each self-exclusion term lasts; null for a permanent one. */
export const SELF_EXCLUSION_MONTHS: Readonly<Record<SelfExclusionTerm, number | null>> = {
  '6m': 6,
  '1y': 12,
  '5y': 60,
  permanent: null,
};

/** A time-out or self-exclusion as chosen: its kind and term. */
export type ExclusionChoice =
  | { kind: 'time-out'; term: TimeOutDuration }
  | { kind: 'self-exclusion'; term: SelfExclusionTerm };

/** A time-out or self-exclusion that was started: from `since` until `until` (null: permanent). */
export interface Exclusion {
  kind: ExclusionKind;
  term: TimeOutDuration | SelfExclusionTerm;
  since: number;
  until: number | null;
}

/** Starts a time-out or self-exclusion at `since`; terms in months end on the platform's calendar. */
export function startExclusion(
  choice: ExclusionChoice,
  since: number,
  offsetMinutes = PLATFORM_TIME_ZONE_OFFSET_MINUTES,
): Exclusion {
  if (choice.kind === 'time-out') return { ...choice, since, until: since + TIME_OUT_MS[choice.term] };
  const months = SELF_EXCLUSION_MONTHS[choice.term];
  return { ...choice, since, until: months === null ? null : addCalendarMonths(since, months, offsetMinutes) };
}

/** Whether an exclusion still runs at `now`; it cannot be lifted early, only end. */
export function isExclusionRunning(exclusion: Exclusion | null, now: number): exclusion is Exclusion {
  return exclusion !== null && (exclusion.until === null || now < exclusion.until);
}

/** The keys that say an account is kept from play, and until when (`until` is a moment, shown as a date). */
export const EXCLUSION_MESSAGE_KEYS = [
  'account_time_out_until',
  'account_self_excluded_until',
  'account_self_excluded_permanent',
] as const;

/** The message of a running exclusion: the key, and `until` (a moment) unless it is permanent. */
export function exclusionMessage(exclusion: Exclusion): {
  key: (typeof EXCLUSION_MESSAGE_KEYS)[number];
  params?: MessageParams;
} {
  if (exclusion.until === null) return { key: 'account_self_excluded_permanent' };
  const key = exclusion.kind === 'time-out' ? 'account_time_out_until' : 'account_self_excluded_until';
  return { key, params: { until: exclusion.until } };
}
