import { describe, expect, it } from 'vitest';
import {
  createCaptchaRefreshThrottle,
  createSmsCountdown,
  createSmsSendThrottle,
  createThrottle,
  smsCountdownSeconds,
} from '../src';

function manualClock(start = 1_000_000) {
  let now = start;
  return {
    clock: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('SMS countdown length (SPEC §4, §9)', () => {
  it('disables resend for expiredMinutes x 60 seconds', () => {
    expect(smsCountdownSeconds({ expiredMinutes: 3 })).toBe(180);
    expect(smsCountdownSeconds({ expiredMinutes: 1.5, via: 'platform' })).toBe(90);
  });
  it('waits 60 seconds via the external phone auth, whatever expiredMinutes says', () => {
    expect(smsCountdownSeconds({ expiredMinutes: 5, via: 'external' })).toBe(60);
  });
  it('counts a missing, zero or nonsense expiredMinutes as one minute', () => {
    expect(smsCountdownSeconds({})).toBe(60);
    expect(smsCountdownSeconds({ expiredMinutes: 0 })).toBe(60);
    expect(smsCountdownSeconds({ expiredMinutes: null })).toBe(60);
    expect(smsCountdownSeconds({ expiredMinutes: Number.NaN })).toBe(60);
  });
});

describe('SMS countdown machine (SPEC §4)', () => {
  it('starts idle with resend allowed', () => {
    const { clock } = manualClock();
    expect(createSmsCountdown(clock).state).toEqual({ status: 'idle', remainingSeconds: 0, resendAllowed: true });
  });
  it('counts down from the clock and allows resend when done', () => {
    const { clock, advance } = manualClock();
    const countdown = createSmsCountdown(clock);
    expect(countdown.start(120)).toEqual({ status: 'counting', remainingSeconds: 120, resendAllowed: false });
    advance(500);
    expect(countdown.tick().remainingSeconds).toBe(120);
    advance(59_500);
    expect(countdown.tick().remainingSeconds).toBe(60);
    advance(59_999);
    expect(countdown.tick()).toEqual({ status: 'counting', remainingSeconds: 1, resendAllowed: false });
    advance(1);
    expect(countdown.tick()).toEqual({ status: 'done', remainingSeconds: 0, resendAllowed: true });
    expect(countdown.state.status).toBe('done');
  });
  it('keeps its state between ticks even if the clock moves', () => {
    const { clock, advance } = manualClock();
    const countdown = createSmsCountdown(clock);
    countdown.start(10);
    advance(5_000);
    expect(countdown.state.remainingSeconds).toBe(10);
  });
  it('takes half the request round trip off the countdown', () => {
    const { clock } = manualClock();
    expect(createSmsCountdown(clock).start(60, { roundTripMs: 4_000 }).remainingSeconds).toBe(58);
  });
  it('is done at once for a zero or negative length', () => {
    const { clock } = manualClock();
    expect(createSmsCountdown(clock).start(-5).status).toBe('done');
  });
  it('returns to idle on reset', () => {
    const { clock } = manualClock();
    const countdown = createSmsCountdown(clock);
    countdown.start(60);
    expect(countdown.reset().status).toBe('idle');
    expect(countdown.tick().status).toBe('idle');
  });
});

describe('send and captcha throttles (SPEC §4, §9)', () => {
  it('lets one SMS send through per second', () => {
    const { clock, advance } = manualClock();
    const throttle = createSmsSendThrottle(clock);
    expect(throttle.attempt()).toBe(true);
    advance(999);
    expect(throttle.attempt()).toBe(false);
    advance(1);
    expect(throttle.attempt()).toBe(true);
  });
  it('refreshes the captcha at most once per second', () => {
    const { clock, advance } = manualClock();
    const throttle = createCaptchaRefreshThrottle(clock);
    expect(throttle.attempt()).toBe(true);
    expect(throttle.attempt()).toBe(false);
    advance(1000);
    expect(throttle.attempt()).toBe(true);
  });
  it('does not let a refused attempt restart the gap', () => {
    const { clock, advance } = manualClock();
    const throttle = createThrottle(clock, 100);
    throttle.attempt();
    advance(60);
    expect(throttle.attempt()).toBe(false);
    advance(40);
    expect(throttle.attempt()).toBe(true);
  });
});
