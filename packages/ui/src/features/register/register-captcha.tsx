import { captchaImageSrc } from '@lobbykit/api-client';
import { createCaptchaRefreshThrottle } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useQuery } from '@tanstack/react-query';
import { useImperativeHandle, useState } from 'react';
import { usePlatform } from '../platform/platform-provider';

/** What the form may ask of the captcha image: a new one after a refused registration. */
export type RegisterCaptchaHandle = { refresh: () => void };

/** The captcha image as a button that fetches a new one, at most once a second (SPEC §4, §9). */
export function RegisterCaptcha({ ref }: { ref?: React.Ref<RegisterCaptchaHandle> }) {
  const t = useT();
  const { queries } = usePlatform();
  const [throttle] = useState(() => createCaptchaRefreshThrottle(Date.now));
  // A new image while the player is typing the old one would be a trap, so only a click refreshes it.
  const captcha = useQuery({ ...queries.getCaptcha(), refetchOnWindowFocus: false, refetchOnReconnect: false });
  const refresh = () => {
    if (throttle.attempt()) void captcha.refetch();
  };
  useImperativeHandle(ref, () => ({ refresh: () => void captcha.refetch() }), [captcha.refetch]);
  return (
    <button
      type="button"
      onClick={refresh}
      aria-label={t('captcha_refresh')}
      aria-busy={captcha.isFetching || undefined}
      className="inline-flex h-11 w-30 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-surface-3"
    >
      {captcha.data ? (
        <img src={captchaImageSrc(captcha.data)} alt={t('captcha_image_alt')} className="h-full w-full object-cover" />
      ) : (
        <span className="text-text-muted text-xs">{captcha.isError ? t('retry') : t('loading')}</span>
      )}
    </button>
  );
}
