import { isPlatformError } from '@lobbykit/api-client';
import { createSmsSendFlow } from '@lobbykit/domain';
import { useEffect, useState } from 'react';
import { useClock } from '../../../platform/clock-provider';

type ChallengeResult = Record<string, unknown>;

/** A form's own send, once the check is passed: it sends the code and answers how many seconds to count down. */
export type SmsSendRequest = (challenge: ChallengeResult | undefined) => Promise<number>;

/** Options of {@link useSmsSend}. */
export type SmsSendOptions = {
  /** The security check before the send: its result, `undefined` when there is none, `null` when cancelled. */
  check: () => Promise<ChallengeResult | null | undefined>;
  /** The message key of a failed send; by default the server's message or the platform error's key. */
  failureKey?: (error: unknown) => string;
};

const platformFailureKey = (error: unknown) =>
  isPlatformError(error) ? (error.serverMessage ?? error.messageKey) : 'unknown_error';

/**
 * Sends an SMS code the way every form does: the domain's send flow (check → throttle → send → countdown, SPEC §4,
 * §8, §9) on the clock of the nearest `ClockProvider`, re-read four times a second while it counts. A cancelled
 * check sends nothing; a refusal's message is kept for the warning dialog.
 */
export function useSmsSend({ check, failureKey = platformFailureKey }: SmsSendOptions) {
  const clock = useClock();
  const [flow] = useState(() => createSmsSendFlow(clock));
  const [state, setState] = useState(flow.state);
  useEffect(() => {
    if (state.phase !== 'counting') return;
    const timer = setInterval(() => setState(flow.tick()), 250);
    return () => clearInterval(timer);
  }, [state.phase, flow]);

  const send = async (to: string, request: SmsSendRequest): Promise<boolean> => {
    if (!flow.press(to)) return false;
    setState(flow.state);
    try {
      const solved = await check();
      const passed = flow.checked(solved === null ? 'cancelled' : 'passed');
      setState(flow.state);
      if (!passed) return false;
      setState(flow.sent(await request(solved ?? undefined)));
      return true;
    } catch (error) {
      setState(flow.failed(failureKey(error)));
      return false;
    }
  };

  return {
    send,
    sending: state.phase === 'sending',
    sentTo: state.sentTo,
    remainingSeconds: state.remainingSeconds,
    /** The message key of the last refused send, until the warning is dismissed. */
    failure: state.failureKey,
    dismissFailure: () => setState(flow.dismissFailure()),
  };
}
