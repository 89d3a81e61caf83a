import type { DomainMessage } from './message-keys';
import { PLATFORM_TIME_ZONE_OFFSET_MINUTES } from './platform-time-zone';

/** Age a player declares at registration, unless the brand configures another (SPEC §5, §9). */
export const DEFAULT_DECLARED_AGE = 18;
/** Age a birthday must prove (SPEC §5, §9). */
export const BIRTHDAY_MIN_AGE = 21;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whole years from a `yyyy-MM-dd` birthday to `now` (ms), counted on the calendar at the given offset east of UTC in
 * minutes (the platform's by default); null for a date that does not exist. Someone born on 29 February turns a year older on 1 March in common years.
 */
export function ageOn(
  birthday: string,
  now: number,
  timeZoneOffsetMinutes = PLATFORM_TIME_ZONE_OFFSET_MINUTES,
): number | null {
  const match = DATE.exec(birthday);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return null;
  const today = new Date(now + timeZoneOffsetMinutes * 60_000);
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = tm > month || (tm === month && td >= day);
  return ty - year - (hadBirthday ? 0 : 1);
}

/** Checks a birthday against the minimum age, 21 by default (SPEC §5). */
export function checkBirthdayAge(
  birthday: string,
  now: number,
  options: { minAge?: number; timeZoneOffsetMinutes?: number } = {},
): DomainMessage | null {
  const minAge = options.minAge ?? BIRTHDAY_MIN_AGE;
  const age = ageOn(birthday, now, options.timeZoneOffsetMinutes);
  if (age === null) return { key: 'birthday_invalid' };
  return age >= minAge ? null : { key: 'birthday_age_required', params: { 0: minAge } };
}

/** Checks the registration declarations: age (18 or the brand's) confirmed and terms accepted (SPEC §5). */
export function checkDeclarations(input: {
  ageConfirmed: boolean;
  termsAccepted: boolean;
  declaredAge?: number;
}): DomainMessage[] {
  const issues: DomainMessage[] = [];
  if (!input.ageConfirmed) {
    issues.push({ key: 'age_declaration_required', params: { 0: input.declaredAge ?? DEFAULT_DECLARED_AGE } });
  }
  if (!input.termsAccepted) issues.push({ key: 'terms_required' });
  return issues;
}
