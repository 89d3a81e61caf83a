import { freePlayLogin, isPlatformError } from '@lobbykit/api-client';
import { FREE_PLAY_LOGIN_DEFAULTS } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useRef, useState } from 'react';
import { useAuthDialogs } from '../../platform/auth-dialogs-context';
import { useCallMutation } from '../../platform/call-hooks';
import { useSessionActions } from '../../platform/session-hooks';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';

/** Free-play (trial) login when the module is on (SPEC §1, §6): a trial session of member type 4. */
export function FreePlayButton() {
  const t = useT();
  const { signIn } = useSessionActions();
  const dialogs = useAuthDialogs();
  const freePlay = useCallMutation(freePlayLogin);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const inFlight = useRef(false);

  const start = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setErrorKey(null);
    try {
      const value = await freePlay.mutateAsync({ platform: FREE_PLAY_LOGIN_DEFAULTS.platform, os: navigator.platform });
      await signIn(value, { loginType: 'freeplay' });
      dialogs.close();
    } catch (error) {
      setErrorKey(isPlatformError(error) ? error.messageKey : 'unknown_error');
    } finally {
      inFlight.current = false;
    }
  };

  // `contents`: the alert, button and hint stay items of the dialog's column, as without a wrapper.
  return (
    <div data-slot="free-play-button" className="contents">
      {errorKey ? <FormAlert>{t.dynamic(errorKey)}</FormAlert> : null}
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        disabled={freePlay.isPending}
        aria-busy={freePlay.isPending || undefined}
        onClick={start}
      >
        {t('free_trial')}
      </Button>
      <p className="text-center text-text-muted text-xs">{t('free_trial_hint')}</p>
    </div>
  );
}
