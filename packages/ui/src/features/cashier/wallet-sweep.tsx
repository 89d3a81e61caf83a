import { MAIN_WALLET, type PlatformError, transfer, type Wallet } from '@lobbykit/api-client';
import { toMinorUnits } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useState } from 'react';
import { MoneyNotice, useMoneyMessage } from '../../platform/money/money';
import { refusalOf } from '../../platform/money/use-money-flow';
import { useMoneyAction } from '../../platform/use-money-action';
import { Button } from '../../primitives/button/button';

type SweepState =
  | { kind: 'idle' }
  | { kind: 'working'; left: number }
  | { kind: 'done' }
  | { kind: 'nothing' }
  | { kind: 'failed'; error: PlatformError; rest: Wallet[] };

/**
 * "All back to main": every game wallet that holds money (and is not under maintenance) moved to the main wallet,
 * one transfer after another, each its own intent with its own idempotency key. A failure stops there and says
 * why; trying again resends that same transfer with the same key, then goes on with the rest.
 */
export function WalletSweep({
  wallets,
  children,
}: {
  wallets: Wallet[];
  /** Places the button (beside refresh) and what it answered (under the balances). */
  children: (button: ReactNode, notice: ReactNode) => ReactNode;
}) {
  const t = useT();
  const message = useMoneyMessage();
  const action = useMoneyAction(transfer);
  const [state, setState] = useState<SweepState>({ kind: 'idle' });

  const next = (rest: Wallet[]) => {
    const [wallet, ...after] = rest;
    if (!wallet) {
      setState({ kind: 'done' });
      return;
    }
    setState({ kind: 'working', left: rest.length });
    action.send(
      { from: wallet.wallet, to: MAIN_WALLET, amount: wallet.balance },
      {
        // The action takes its next send once this one has settled, right after its success callbacks.
        onSuccess: () => setTimeout(() => next(after), 0),
        onError: (error) => setState({ kind: 'failed', error, rest }),
      },
    );
  };

  const start = () => {
    const full = wallets.filter((wallet) => !wallet.maintenance && toMinorUnits(wallet.balance) > 0n);
    if (full.length === 0) setState({ kind: 'nothing' });
    else next(full);
  };

  const working = state.kind === 'working';
  const button = (
    <Button
      variant="secondary"
      size="sm"
      disabled={working}
      aria-busy={working || undefined}
      onClick={() => (state.kind === 'failed' ? next(state.rest) : start())}
    >
      {state.kind === 'failed' ? t('retry') : t('wallet_all_back')}
    </Button>
  );
  const notice = (
    <div className="empty:hidden" aria-live="polite">
      {working ? (
        <p className="text-sm text-text-muted" role="status">
          {t('wallet_all_back_working', { count: state.left })}
        </p>
      ) : null}
      {state.kind === 'done' ? <MoneyNotice tone="success">{t('wallet_all_back_done')}</MoneyNotice> : null}
      {state.kind === 'nothing' ? <MoneyNotice tone="success">{t('wallet_all_back_nothing')}</MoneyNotice> : null}
      {state.kind === 'failed' ? (
        <MoneyNotice tone="failure">{message(refusalOf(state.error).message)}</MoneyNotice>
      ) : null}
    </div>
  );
  return children(button, notice);
}
