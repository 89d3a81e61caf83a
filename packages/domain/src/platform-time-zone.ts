/**
 * The platform's time zone: UTC+7, Vietnam time (our decision, as the sandbox's: the brand's currency is VND). The
 * statistics days are cut at its midnight, and the kit shows every date and time in it, whatever the player's own
 * time zone, so a bet's stamp, the day it is counted on and the agent clock agree. A brand on another platform sets
 * its own offset (the ui's `LobbyKitProvider timeZoneOffsetMinutes`).
 */
export const PLATFORM_TIME_ZONE_OFFSET_MINUTES = 7 * 60;

/** Offsets in use run from UTC−12 to UTC+14. */
const LARGEST_OFFSET_MINUTES = 14 * 60;

/** An offset east of UTC in minutes, checked: whole minutes within ±14 hours; throws a RangeError otherwise. */
export function checkTimeZoneOffset(offsetMinutes: number): number {
  if (!Number.isInteger(offsetMinutes) || Math.abs(offsetMinutes) > LARGEST_OFFSET_MINUTES) {
    throw new RangeError(`A time zone offset is whole minutes within ±14 h, got ${offsetMinutes}`);
  }
  return offsetMinutes;
}

/** An offset east of UTC in minutes as the site names it: `GMT+7`, `GMT+5:30`, `GMT-3:30`, `GMT+0`. */
export function gmtOffsetLabel(offsetMinutes: number): string {
  checkTimeZoneOffset(offsetMinutes);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}
