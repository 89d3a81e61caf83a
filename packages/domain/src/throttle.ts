import type { Clock } from './clock';

/** Gap between two SMS sends (SPEC §9). */
export const SMS_SEND_THROTTLE_MS = 1000;
/** Gap between two captcha refreshes (SPEC §9). */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
/** Gap between two favourite toggles (PLATFORM-FACTS §7.1). */
export const FAVOURITE_TOGGLE_THROTTLE_MS = 1000;

/** A leading-edge throttle: the first attempt passes, later ones pass once the gap has gone by. */
export interface Throttle {
  /** True when the action may run now; a passing attempt starts a new gap. */
  attempt(): boolean;
}

/** Creates a leading-edge throttle on the injected clock. */
export function createThrottle(clock: Clock, gapMs: number): Throttle {
  let last: number | null = null;
  return {
    attempt() {
      const now = clock();
      if (last !== null && now - last < gapMs) return false;
      last = now;
      return true;
    },
  };
}

/** At most one SMS send per second (SPEC §4, §9). */
export function createSmsSendThrottle(clock: Clock): Throttle {
  return createThrottle(clock, SMS_SEND_THROTTLE_MS);
}

/** At most one captcha refresh per second (SPEC §4, §9). */
export function createCaptchaRefreshThrottle(clock: Clock): Throttle {
  return createThrottle(clock, CAPTCHA_REFRESH_THROTTLE_MS);
}
