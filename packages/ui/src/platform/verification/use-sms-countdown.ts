import { createSmsCountdown, createSmsSendThrottle, type SmsCountdownState } from '@lobbykit/domain';
import { useEffect, useState } from 'react';

/** The domain's SMS countdown and 1 s send throttle, ticking while it counts (SPEC §4, §9). */
export function useSmsCountdown() {
  const [machine] = useState(() => ({
    countdown: createSmsCountdown(Date.now),
    throttle: createSmsSendThrottle(Date.now),
  }));
  const [state, setState] = useState<SmsCountdownState>(machine.countdown.state);
  useEffect(() => {
    if (state.status !== 'counting') return;
    const timer = setInterval(() => setState(machine.countdown.tick()), 250);
    return () => clearInterval(timer);
  }, [state.status, machine]);
  return {
    state,
    /** False when a send was attempted less than a second ago. */
    mayAttempt: () => machine.throttle.attempt(),
    start: (seconds: number, roundTripMs: number) => setState(machine.countdown.start(seconds, { roundTripMs })),
  };
}
