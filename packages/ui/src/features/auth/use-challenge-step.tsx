import { useT } from '@lobbykit/i18n';
import { type ReactNode, useCallback, useState } from 'react';
import { Modal } from '../../primitives/modal/modal';
import { useAuthSettings } from './auth-dialogs-context';

type ChallengeResult = Record<string, unknown>;

/**
 * Runs the configured challenge before a login (PLATFORM-FACTS geetest): `request()` resolves with its result,
 * `undefined` when no challenge is configured, or `null` when the player cancels it.
 */
export function useChallengeStep(): {
  request(): Promise<ChallengeResult | null | undefined>;
  element: ReactNode;
} {
  const t = useT();
  const { challenge } = useAuthSettings();
  const [waiting, setWaiting] = useState<{ resolve: (result: ChallengeResult | null) => void } | null>(null);

  const request = useCallback(() => {
    if (!challenge) return Promise.resolve(undefined);
    return new Promise<ChallengeResult | null>((resolve) => setWaiting({ resolve }));
  }, [challenge]);

  const settle = (result: ChallengeResult | null) => {
    waiting?.resolve(result);
    setWaiting(null);
  };

  const element = challenge ? (
    <Modal
      name="challengeModal"
      open={waiting !== null}
      onOpenChange={(open) => (open ? undefined : settle(null))}
      title={t('challenge_title')}
      closeLabel={t('close')}
      className="sm:min-h-0 sm:max-w-[420px]"
    >
      {waiting ? <challenge.Challenge onSolved={settle} onCancel={() => settle(null)} /> : null}
    </Modal>
  ) : null;

  return { request, element };
}
