import { isPlatformError } from '@lobbykit/api-client';
import { useRef, useState } from 'react';
import { useSmsCountdown } from './use-sms-countdown';

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
 * Sends an SMS code the way every form does (SPEC §4, §8, §9): the security check first, then at most one send a
 * second, the countdown from the answer less the round trip, and a refusal's message kept for the warning dialog.
 * A cancelled check sends nothing and does not count against the throttle.
 */
export function useSmsSend({ check, failureKey = platformFailureKey }: SmsSendOptions) {
  const countdown = useSmsCountdown();
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (to: string, request: SmsSendRequest): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      const solved = await check();
      if (solved === null || !countdown.mayAttempt()) return false;
      const startedAt = Date.now();
      setSending(true);
      const seconds = await request(solved);
      countdown.start(seconds, Date.now() - startedAt);
      setSentTo(to);
      return true;
    } catch (error) {
      setFailure(failureKey(error));
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return {
    send,
    sending,
    sentTo,
    remainingSeconds: countdown.state.remainingSeconds,
    /** The message key of the last refused send, until the warning is dismissed. */
    failure,
    dismissFailure: () => setFailure(null),
  };
}
