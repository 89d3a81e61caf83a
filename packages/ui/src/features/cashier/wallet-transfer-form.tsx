import { MAIN_WALLET, transfer, type Wallet } from '@lobbykit/api-client';
import { checkAmount } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useEffect, useId, useRef } from 'react';
import { AmountField, QuickAmount } from '../../money-forms/amount-field';
import { Money, MoneyConfirm, MoneyNotice, useMoneyMessage, useMoneyText } from '../../platform/money/money';
import { checkedAmount, useMoneyFlow } from '../../platform/money/use-money-flow';
import { Button } from '../../primitives/button/button';

/** Into a game wallet from main, or out of it back to main. */
export type TransferDirection = 'in' | 'out';

function WalletSelect({
  label,
  value,
  onChange,
  wallets,
  nameOf,
}: {
  label: string;
  value: string;
  onChange: (wallet: string) => void;
  wallets: Wallet[];
  nameOf: (code: string) => string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full min-w-0 rounded-md border border-border bg-surface-2 px-3 text-base text-text sm:text-sm"
      >
        {wallets.map((wallet) => (
          <option key={wallet.wallet} value={wallet.wallet} disabled={wallet.maintenance}>
            {nameOf(wallet.wallet)}
          </option>
        ))}
      </select>
    </div>
  );
}

type TransferDraft = { from: string; to: string; typed: string };
type TransferIntent = { from: string; to: string; amount: string };

/**
 * Moves money between two of the member's wallets (GCS_walletTransfer): from, to, an amount checked against what the
 * paying wallet holds, a confirmation, then the money flow (one request per intent; a failure keeps the form as typed
 * and Confirm tries the same intent again with the same idempotency key). This form holds its wallets and words.
 */
export function WalletTransferForm({
  wallets,
  preset,
}: {
  wallets: Wallet[];
  /** A game wallet's In or Out pressed: the form turns to it (`at` tells one press from the next). */
  preset: { direction: TransferDirection; wallet: string; at: number } | null;
}) {
  const t = useT();
  const moneyText = useMoneyText();
  const message = useMoneyMessage();
  const firstVendor = wallets.find((wallet) => wallet.wallet !== MAIN_WALLET && !wallet.maintenance);
  const flow = useMoneyFlow({
    call: transfer,
    initial: { from: MAIN_WALLET, to: firstVendor?.wallet ?? MAIN_WALLET, typed: '' } as TransferDraft,
    toInput: (intent: TransferIntent) => intent,
    afterDone: (draft) => ({ ...draft, typed: '' }),
  });
  const { state } = flow;
  const { from, to, typed } = state.draft;
  const amountBox = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a press of In or Out turns the form, nothing else does.
  useEffect(() => {
    if (!preset) return;
    flow.again();
    flow.edit({
      from: preset.direction === 'in' ? MAIN_WALLET : preset.wallet,
      to: preset.direction === 'in' ? preset.wallet : MAIN_WALLET,
    });
    amountBox.current?.querySelector('input')?.focus();
  }, [preset]);

  // The main wallet is the kit's to name in the player's language; a game wallet carries its vendor's name.
  const nameOf = (code: string) =>
    code === MAIN_WALLET ? t('wallet_main') : (wallets.find((wallet) => wallet.wallet === code)?.displayName ?? code);
  const paying = wallets.find((wallet) => wallet.wallet === from);
  const intent = state.intent;

  if (intent && state.status !== 'editing' && state.status !== 'done') {
    return (
      <MoneyConfirm
        summary={t('wallet_transfer_summary', {
          amount: moneyText(intent.amount),
          from: nameOf(intent.from),
          to: nameOf(intent.to),
        })}
        rows={[
          { label: t('wallet_from'), value: nameOf(intent.from) },
          { label: t('wallet_to'), value: nameOf(intent.to) },
          { label: t('cashier_amount'), value: <Money value={intent.amount} className="text-gold" /> },
        ]}
        pending={flow.pending}
        onConfirm={flow.confirm}
        onEdit={flow.back}
        failure={flow.notice}
      />
    );
  }

  const problem = state.problems.typed;
  const done = state.result && intent ? { amount: state.result.amount, from: intent.from, to: intent.to } : null;
  return (
    <form
      aria-labelledby="wallet-transfer-title"
      data-slot="wallet-transfer"
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface-2 p-4 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        flow.submit((draft) =>
          draft.from === draft.to
            ? { ok: false, problems: { typed: { key: 'same_wallet' } } }
            : checkedAmount('typed', checkAmount(draft.typed, { available: paying?.balance ?? '0' }), (amount) => ({
                from: draft.from,
                to: draft.to,
                amount,
              })),
        );
      }}
    >
      <h3 id="wallet-transfer-title" className="font-semibold text-base">
        {t('wallet_transfer_title')}
      </h3>
      {done ? (
        <MoneyNotice tone="success">
          {t('wallet_transfer_done', { amount: moneyText(done.amount), from: nameOf(done.from), to: nameOf(done.to) })}
        </MoneyNotice>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <WalletSelect
          label={t('wallet_from')}
          value={from}
          onChange={(wallet) => flow.edit({ from: wallet })}
          wallets={wallets}
          nameOf={nameOf}
        />
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0 self-center max-sm:-my-1 max-sm:rotate-90"
          aria-label={t('wallet_swap')}
          onClick={() => flow.edit({ from: to, to: from })}
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M7 7h13m0 0-4-4m4 4-4 4M17 17H4m0 0 4-4m-4 4 4 4" />
          </svg>
        </Button>
        <WalletSelect
          label={t('wallet_to')}
          value={to}
          onChange={(wallet) => flow.edit({ to: wallet })}
          wallets={wallets}
          nameOf={nameOf}
        />
      </div>
      <div ref={amountBox}>
        <AmountField
          value={typed}
          onChange={(value) => flow.edit({ typed: value })}
          error={problem ? message(problem) : null}
          hint={paying ? t('cashier_available', { amount: moneyText(paying.balance) }) : undefined}
          quick={
            <QuickAmount
              label={t('cashier_amount_all')}
              disabled={!paying}
              onPick={() => {
                if (paying) flow.edit({ typed: paying.balance });
              }}
            />
          }
        />
      </div>
      <Button type="submit" variant="gold" className="self-stretch sm:self-end sm:px-8">
        {t('wallet_transfer')}
      </Button>
    </form>
  );
}
