import { describe, expect, it } from 'vitest';
import { createSmsSendFlow } from '../src';

function manualClock(start = 1_000_000) {
  let now = start;
  return {
    clock: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('SMS send flow (SPEC §4, §9)', () => {
  it('starts ready, with nothing sent and the button enabled', () => {
    const { clock } = manualClock();
    expect(createSmsSendFlow(clock).state).toEqual({
      phase: 'ready',
      remainingSeconds: 0,
      sentTo: null,
      failureKey: null,
      canSend: true,
    });
  });

  it('runs the check, then the send, then counts down the seconds the platform asked for', () => {
    const { clock } = manualClock();
    const flow = createSmsSendFlow(clock);
    expect(flow.press('912345678')).toBe(true);
    expect(flow.state).toMatchObject({ phase: 'checking', canSend: false });
    expect(flow.checked('passed')).toBe(true);
    expect(flow.state).toMatchObject({ phase: 'sending', canSend: false, sentTo: null });
    expect(flow.sent(60)).toEqual({
      phase: 'counting',
      remainingSeconds: 60,
      sentTo: '912345678',
      failureKey: null,
      canSend: false,
    });
  });

  it('counts down on the injected clock and lets the next send go when the time is up', () => {
    const { clock, advance } = manualClock();
    const flow = createSmsSendFlow(clock);
    flow.press('912345678');
    flow.checked('passed');
    flow.sent(60);
    advance(1000);
    expect(flow.tick()).toMatchObject({ phase: 'counting', remainingSeconds: 59 });
    advance(58_000);
    expect(flow.tick()).toMatchObject({ phase: 'counting', remainingSeconds: 1 });
    advance(1000);
    expect(flow.tick()).toMatchObject({ phase: 'ready', remainingSeconds: 0, canSend: true, sentTo: '912345678' });
  });

  it('takes half the round trip off the countdown (PLATFORM-FACTS §7.1)', () => {
    const { clock, advance } = manualClock();
    const flow = createSmsSendFlow(clock);
    flow.press('912345678');
    flow.checked('passed');
    advance(4000);
    // 60 s less 2 s: 58 whole seconds left when the answer arrives.
    expect(flow.sent(60).remainingSeconds).toBe(58);
  });

  it('refuses a press while a check, a send or a countdown is under way', () => {
    const { clock } = manualClock();
    const flow = createSmsSendFlow(clock);
    flow.press('912345678');
    expect(flow.press('912345678')).toBe(false);
    flow.checked('passed');
    expect(flow.press('912345678')).toBe(false);
    flow.sent(60);
    expect(flow.press('912345678')).toBe(false);
    expect(flow.state.phase).toBe('counting');
  });

  it('sends nothing when the check is cancelled, and does not count it against the throttle', () => {
    const { clock } = manualClock();
    const flow = createSmsSendFlow(clock);
    flow.press('912345678');
    expect(flow.checked('cancelled')).toBe(false);
    expect(flow.state).toMatchObject({ phase: 'ready', canSend: true });
    flow.press('912345678');
    expect(flow.checked('passed')).toBe(true);
  });

  it('lets at most one send a second through, even after a refused one', () => {
    const { clock, advance } = manualClock();
    const flow = createSmsSendFlow(clock);
    flow.press('912345678');
    flow.checked('passed');
    flow.failed('sms_send_failed');
    advance(500);
    flow.press('912345678');
    expect(flow.checked('passed')).toBe(false);
    expect(flow.state.phase).toBe('ready');
    advance(500);
    flow.press('912345678');
    expect(flow.checked('passed')).toBe(true);
  });

  it('keeps a refusal message until it is dismissed, and clears it on the next press', () => {
    const { clock, advance } = manualClock();
    const flow = createSmsSendFlow(clock);
    flow.press('912345678');
    flow.checked('passed');
    expect(flow.failed('phone_not_registered')).toMatchObject({
      phase: 'ready',
      failureKey: 'phone_not_registered',
      sentTo: null,
      canSend: true,
    });
    expect(flow.dismissFailure().failureKey).toBeNull();
    flow.press('912345678');
    flow.checked('passed');
    flow.failed('sms_send_failed');
    advance(1000);
    flow.press('912345678');
    expect(flow.state.failureKey).toBeNull();
  });

  it('ignores answers that come when the flow is not waiting for them', () => {
    const { clock } = manualClock();
    const flow = createSmsSendFlow(clock);
    expect(flow.checked('passed')).toBe(false);
    expect(flow.sent(60)).toMatchObject({ phase: 'ready', remainingSeconds: 0 });
  });
});
