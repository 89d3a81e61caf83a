import type { Clock } from './clock';

/** Who sends the SMS code: the platform, or the external phone-authentication route (Firebase). */
export type SmsSender = 'platform' | 'external';

/** Seconds the external phone-auth route waits before a resend (SPEC §9). */
export const EXTERNAL_SMS_COUNTDOWN_SECONDS = 60;

/**
 * Seconds the send button stays disabled: expiredMinutes × 60, or 60 via the external phone auth (SPEC §4, §9).
 * A missing or non-positive expiredMinutes counts as one minute.
 */
export function smsCountdownSeconds(input: { expiredMinutes?: number | null; via?: SmsSender }): number {
  if (input.via === 'external') return EXTERNAL_SMS_COUNTDOWN_SECONDS;
  const minutes = input.expiredMinutes;
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) return 60;
  return Math.round(minutes * 60);
}

/** A snapshot of the SMS countdown: idle (never sent), counting, or done (resend allowed). */
export interface SmsCountdownState {
  status: 'idle' | 'counting' | 'done';
  /** Whole seconds left, 0 unless counting. */
  remainingSeconds: number;
  /** The send button may be pressed. */
  resendAllowed: boolean;
}

/** The SMS countdown machine: start it after a code is sent, tick it from any timer, read its state. */
export interface SmsCountdown {
  /** Starts counting `seconds` from now; `roundTripMs` takes half the request's round trip off (PLATFORM-FACTS §7.1). */
  start(seconds: number, options?: { roundTripMs?: number }): SmsCountdownState;
  /** Re-reads the clock; the state turns done when the time is up. */
  tick(): SmsCountdownState;
  /** Back to idle, e.g. when the dialog closes. */
  reset(): SmsCountdownState;
  /** The state as of the last start, tick or reset. */
  readonly state: SmsCountdownState;
}

const IDLE: SmsCountdownState = { status: 'idle', remainingSeconds: 0, resendAllowed: true };
const DONE: SmsCountdownState = { status: 'done', remainingSeconds: 0, resendAllowed: true };

/** Creates an SMS countdown that reads time only from the injected clock (SPEC §4). */
export function createSmsCountdown(clock: Clock): SmsCountdown {
  let endsAt: number | null = null;
  let state = IDLE;
  const read = (): SmsCountdownState => {
    if (endsAt === null) return IDLE;
    const left = Math.ceil((endsAt - clock()) / 1000);
    return left > 0 ? { status: 'counting', remainingSeconds: left, resendAllowed: false } : DONE;
  };
  return {
    start(seconds, options = {}) {
      endsAt = clock() + Math.max(0, seconds) * 1000 - Math.max(0, options.roundTripMs ?? 0) / 2;
      state = read();
      return state;
    },
    tick() {
      state = read();
      return state;
    },
    reset() {
      endsAt = null;
      state = IDLE;
      return state;
    },
    get state() {
      return state;
    },
  };
}
