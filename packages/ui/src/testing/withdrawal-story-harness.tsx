import { getWithdrawalOptions, type Transport, withdraw } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { usePlatform } from '../platform/platform-provider';
import { SignedInStory } from './signed-in-story';

/** Stories only: what a story does with the player's session before the page shows (withdraw, then pay it). */
export type WithdrawalStorySetup = (transport: Transport) => Promise<void>;

function Prepared({ prepare, children }: { prepare?: WithdrawalStorySetup | undefined; children: ReactNode }) {
  const { transport } = usePlatform();
  const [state, setState] = useState<string>(prepare ? 'pending' : 'ready');
  const started = useRef(false);
  useEffect(() => {
    if (!prepare || started.current) return;
    started.current = true;
    prepare(transport).then(
      () => setState('ready'),
      (error: unknown) => setState(`story setup failed: ${String(error)}`),
    );
  }, [prepare, transport]);
  if (state === 'pending') return null;
  return state === 'ready' ? children : <p role="alert">{state}</p>;
}

/** The member centre's title of the page, in the language shown. */
function PageTitle() {
  const t = useT();
  return <h2 className="mb-4 font-bold text-xl">{t('mc_withdrawal')}</h2>;
}

/** Stories only: the page as the member centre shows it, for the seeded player, after the story's setup. */
export function WithdrawalStory({ prepare, children }: { prepare?: WithdrawalStorySetup; children: ReactNode }) {
  return (
    <SignedInStory>
      <Prepared prepare={prepare}>
        <div className="mx-auto w-full max-w-3xl bg-surface-1 p-4 sm:p-6">
          <PageTitle />
          {children}
        </div>
      </Prepared>
    </SignedInStory>
  );
}

/** What the sandbox's money control does: pay (Approved) or refuse and refund (Rejected) a withdrawal. */
type SettleControl = { settleWithdrawal: (reference: string, status: 'Approved' | 'Rejected') => Promise<void> };

/** Stories only: withdrawals the seeded player asked for before the story, then paid or refused by the control. */
export function withdrawalsBefore(
  controls: SettleControl,
  paymentPassword: string,
  plan: readonly { amount: string; settle?: 'Approved' | 'Rejected' }[],
): WithdrawalStorySetup {
  return async (transport) => {
    const { payoutAccounts } = await transport.send(getWithdrawalOptions, {});
    for (const [index, { amount, settle }] of plan.entries()) {
      const withdrawal = await transport.send(
        withdraw,
        { amount, payoutAccountId: payoutAccounts[0]?.id ?? '', paymentPassword },
        { idempotencyKey: `story-withdrawal-${index}` },
      );
      if (settle) await controls.settleWithdrawal(withdrawal.reference, settle);
    }
  };
}
