import { useT } from '@lobbykit/i18n';
import type { ComponentProps } from 'react';
import { TextField } from '../../../primitives/text-field/text-field';

/** Props of {@link CaptchaField}: the input's props plus the image and its refresh. */
export type CaptchaFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'end' | 'src'> & {
  src: string | null;
  onRefresh: () => void;
};

/** The captcha input with its image; pressing the image asks for a new one (SPEC §4). */
export function CaptchaField({ src, onRefresh, ...input }: CaptchaFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('captcha')}
      placeholder={t('captcha_placeholder')}
      autoComplete="off"
      inputMode="text"
      {...input}
      end={
        <button
          type="button"
          onClick={onRefresh}
          aria-label={t('captcha_refresh')}
          aria-busy={src ? undefined : true}
          title={t('captcha_refresh')}
          className="inline-flex h-11 w-28 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-surface-3"
        >
          {src ? (
            <img src={src} alt={t('captcha_image_alt')} className="h-full w-full object-contain" />
          ) : (
            // The button's name stays "refresh" while the image loads (aria-busy says it is loading); a spinner, not a
            // word, shows it, so what the button shows never differs from its name.
            <span
              aria-hidden="true"
              className="size-5 rounded-full border-2 border-border border-t-accent motion-safe:animate-spin"
            />
          )}
        </button>
      }
    />
  );
}
