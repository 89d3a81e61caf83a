import { useT } from '@lobbykit/i18n';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { useAuthSettings } from '../../../platform/auth-dialogs-context';
import { Modal } from '../../../primitives/modal/modal';

type ChallengeResult = Record<string, unknown>;

/**
 * Runs the configured challenge before a login (PLATFORM-FACTS geetest): `request()` resolves with its result,
 * `undefined` when no challenge is configured, or `null` when the player cancels it. `inline` renders it in
 * place of the form (inside a dialog, where a second modal would stack); otherwise it opens its own modal.
 */
export function useChallengeStep({ inline }: { inline: boolean }): {
  request(): Promise<ChallengeResult | null | undefined>;
  active: boolean;
  element: ReactNode;
} {
  const t = useT();
  const headingId = useId();
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

  if (!challenge) return { request, active: false, element: null };
  const body = waiting ? <challenge.Challenge onSolved={settle} onCancel={() => settle(null)} /> : null;
  const element = inline ? (
    waiting ? (
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h3 id={headingId} className="font-semibold text-base">
          {t('challenge_title')}
        </h3>
        {body}
      </section>
    ) : null
  ) : (
    <Modal
      name="challengeModal"
      open={waiting !== null}
      onOpenChange={(open) => (open ? undefined : settle(null))}
      title={t('challenge_title')}
      closeLabel={t('close')}
      className="sm:min-h-0 sm:max-w-[420px]"
    >
      {body}
    </Modal>
  );
  return { request, active: waiting !== null, element };
}
