import type { Clock } from './clock';
import { createSmsCountdown } from './sms-countdown';
import { createSmsSendThrottle } from './throttle';

/**
 * Where an SMS send is: waiting for a press, running the security check, waiting for the platform's answer, or
 * counting down to the next send.
 */
export type SmsSendPhase = 'ready' | 'checking' | 'sending' | 'counting';

/** A snapshot of the SMS send flow. */
export interface SmsSendState {
  phase: SmsSendPhase;
  /** Whole seconds until a resend is allowed; 0 unless counting. */
  remainingSeconds: number;
  /** The number the last code went to, once one was sent. */
  sentTo: string | null;
  /** The message key of the last refused send (SPEC §8), until it is dismissed. */
  failureKey: string | null;
  /** The send button may be pressed. */
  canSend: boolean;
}

/**
 * The SMS send flow (SPEC §4, §9): check → throttle → send → countdown. The form reports what happened (the
 * check's outcome, the platform's answer); the flow decides what may happen next and reads time only from the
 * injected clock, so a test or a story moves time instead of waiting for it.
 */
export interface SmsSendFlow {
  readonly state: SmsSendState;
  /** A person pressed send for `to`: the check starts. False, and nothing changes, unless the flow is ready. */
  press(to: string): boolean;
  /**
   * The check's outcome. Cancelled: back to ready, and it does not count against the throttle. Passed: the send
   * goes out (true) unless one went out less than a second ago (false, back to ready).
   */
  checked(outcome: 'passed' | 'cancelled'): boolean;
  /** The platform sent the code and asks for `seconds` before a resend; half the round trip is taken off. */
  sent(seconds: number): SmsSendState;
  /** The check or the send failed with this message key: back to ready, the message kept for the warning. */
  failed(messageKey: string): SmsSendState;
  /** The warning was read. */
  dismissFailure(): SmsSendState;
  /** Re-reads the clock: a countdown whose time is up lets the next send go. */
  tick(): SmsSendState;
}

/** Creates the SMS send flow on the injected clock (pass `Date.now` in production). */
export function createSmsSendFlow(clock: Clock): SmsSendFlow {
  const countdown = createSmsCountdown(clock);
  const throttle = createSmsSendThrottle(clock);
  let phase: SmsSendPhase = 'ready';
  let pendingTo: string | null = null;
  let sentTo: string | null = null;
  let failureKey: string | null = null;
  let sendStartedAt = 0;
  let state = snapshot();

  function snapshot(): SmsSendState {
    if (phase === 'counting') {
      const counted = countdown.tick();
      if (counted.status !== 'counting') phase = 'ready';
    }
    const remainingSeconds = phase === 'counting' ? countdown.state.remainingSeconds : 0;
    return { phase, remainingSeconds, sentTo, failureKey, canSend: phase === 'ready' };
  }
  const update = () => {
    state = snapshot();
    return state;
  };

  return {
    get state() {
      return state;
    },
    press(to) {
      update();
      if (phase !== 'ready') return false;
      phase = 'checking';
      pendingTo = to;
      failureKey = null;
      update();
      return true;
    },
    checked(outcome) {
      if (phase !== 'checking') return false;
      if (outcome === 'cancelled' || !throttle.attempt()) {
        phase = 'ready';
        update();
        return false;
      }
      phase = 'sending';
      sendStartedAt = clock();
      update();
      return true;
    },
    sent(seconds) {
      if (phase !== 'sending') return state;
      countdown.start(seconds, { roundTripMs: clock() - sendStartedAt });
      sentTo = pendingTo;
      phase = 'counting';
      return update();
    },
    failed(messageKey) {
      if (phase === 'checking' || phase === 'sending') phase = 'ready';
      failureKey = messageKey;
      return update();
    },
    dismissFailure() {
      failureKey = null;
      return update();
    },
    tick: update,
  };
}
