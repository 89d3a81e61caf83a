import { captchaImageSrc, getCaptcha } from '@lobbykit/api-client';
import { createCaptchaRefreshThrottle } from '@lobbykit/domain';
import { useCallback, useState } from 'react';
import { useCallQuery } from '../../../platform/call-hooks';
import { useClock } from '../../../platform/clock-provider';

/** The captcha image once it is shown, and a refresh allowed at most once a second (SPEC §4, §9). */
export function useCaptcha(shown: boolean) {
  const clock = useClock();
  const [throttle] = useState(() => createCaptchaRefreshThrottle(clock));
  const captcha = useCallQuery(getCaptcha, undefined, { enabled: shown, staleTime: 0, gcTime: 0 });
  const { refetch } = captcha;
  const refresh = useCallback(() => {
    if (throttle.attempt()) void refetch();
  }, [throttle, refetch]);
  // A captcha is good once: after a refused attempt a new one is needed whatever the throttle says.
  const renew = useCallback(() => void refetch(), [refetch]);
  return { src: captcha.data ? captchaImageSrc(captcha.data) : null, refresh, renew, loading: captcha.isFetching };
}
