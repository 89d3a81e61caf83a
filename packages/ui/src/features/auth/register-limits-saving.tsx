import { isPlatformError, setLimit } from '@lobbykit/api-client';
import type { RegistrationLimit } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCallMutation } from '../../platform/call-hooks';
import { Button } from '../../primitives/button/button';

/**
 * Sets the limits chosen at registration once the player is logged in, each sent once. A failure says the account
 * is ready and why the limits were not saved, with a retry of what is left and a way on without them.
 */
export function RegisterLimitsSaving({ limits, onDone }: { limits: readonly RegistrationLimit[]; onDone: () => void }) {
  const t = useT();
  const save = useCallMutation(setLimit);
  const saved = useRef(0);
  const running = useRef(false);
  // The reason as a key, so it reads in the language shown.
  const [failure, setFailure] = useState<string | null>(null);

  const saveTheRest = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setFailure(null);
    try {
      for (const limit of limits.slice(saved.current)) {
        await save.mutateAsync(limit);
        saved.current += 1;
      }
      onDone();
    } catch (error) {
      setFailure(isPlatformError(error) ? error.messageKey : 'unknown_error');
    } finally {
      running.current = false;
    }
  }, [limits, save.mutateAsync, onDone]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void saveTheRest();
  }, [saveTheRest]);

  if (failure === null) {
    return (
      <p role="status" data-slot="register-limits-saving" className="py-10 text-center text-text-muted">
        {t('register_limits_saving')}
      </p>
    );
  }
  return (
    <div role="alert" data-slot="register-limits-failed" className="flex flex-col items-center gap-4 py-8 text-center">
      <p className="text-danger">{t('register_limits_failed', { reason: t.message({ key: failure }) })}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => void saveTheRest()}>{t('retry')}</Button>
        <Button variant="outline" onClick={onDone}>
          {t('register_limits_later')}
        </Button>
      </div>
    </div>
  );
}
