import { isPlatformError, login as loginCall, type loginRequestSchema } from '@lobbykit/api-client';
import {
  type IpVerificationMethod,
  type LoginType,
  type RefusalMessage,
  readLoginRefusal,
  readProtectionRefusal,
} from '@lobbykit/domain';
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { useCallMutation } from '../../platform/call-hooks';
import { useSessionActions } from '../../platform/session-hooks';
import { useCaptcha } from './verification/use-captcha';

/** A login request as the form sends it. */
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** A refusal as the form shows it: its message and figures, and whether the captcha is asked for from now on. */
export type LoginRefusalShown = { messageKey: string; params?: RefusalMessage['params']; captcha: boolean };

/**
 * One login attempt at a time: sends the login, opens the session, and reads a refusal — its message, the
 * captcha from then on, or the unregistered-IP verification step (SPEC §4, §8).
 */
export function useLoginAttempt(
  loginType: LoginType,
  initial: { errorKey?: string | null; errorParams?: RefusalMessage['params']; captchaShown?: boolean } = {},
) {
  const { signIn } = useSessionActions();
  const login = useCallMutation(loginCall);
  const [captchaShown, setCaptchaShown] = useState(initial.captchaShown ?? false);
  const captcha = useCaptcha(captchaShown);
  const [error, setError] = useState<RefusalMessage | null>(
    initial.errorKey ? { key: initial.errorKey, params: initial.errorParams } : null,
  );
  const [ipMethods, setIpMethods] = useState<IpVerificationMethod[] | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const lastRequest = useRef<LoginRequest | null>(null);

  const attempt = useCallback(
    async (request: LoginRequest, onRefused?: (refusal: LoginRefusalShown) => void): Promise<boolean> => {
      // A login is never sent twice by a double click (DESIGN.md).
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        const value = await login.mutateAsync({ ...request, type: loginType });
        await signIn(value, { loginType, password: request.password });
        setIpMethods(null);
        return true;
      } catch (error) {
        const refusal = isPlatformError(error)
          ? readLoginRefusal(error)
          : ({ kind: 'message', messageKey: 'unknown_error' } as const);
        if (refusal.kind === 'ip-verification') {
          lastRequest.current = request;
          setIpMethods(refusal.methods);
        } else {
          // A time-out or self-exclusion refuses the login with its end: the message says until when.
          const message = readProtectionRefusal(refusal.messageKey, isPlatformError(error) ? error.value : undefined);
          setError(message);
          if (refusal.kind === 'captcha') setCaptchaShown(true);
          if (captchaShown) captcha.renew();
          onRefused?.({
            messageKey: message.key,
            params: message.params,
            captcha: captchaShown || refusal.kind === 'captcha',
          });
        }
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [login, signIn, loginType, captchaShown, captcha],
  );

  const verifyIp = useCallback(
    (method: IpVerificationMethod, answer: string) => {
      const request = lastRequest.current;
      if (!request) return Promise.resolve(false);
      return attempt({ ...request, challenge: { ...request.challenge, ipVerification: { method, answer } } });
    },
    [attempt],
  );

  return {
    attempt,
    busy,
    errorKey: error?.key ?? null,
    /** The refusal to show, with its figures (`useRefusalText` words it). */
    error,
    captchaShown,
    captcha,
    ipMethods,
    verifyIp,
    cancelIpVerification: () => setIpMethods(null),
  };
}
