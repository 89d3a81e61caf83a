import { MAIN_WALLET, type PlatformError, transfer, type Wallet } from '@lobbykit/api-client';
import { checkAmount } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { AmountField, QuickAmount } from '../../platform/money/amount-field';
import { Money, MoneyConfirm, MoneyNotice, refusalText, ruleText, useMoneyText } from '../../platform/money/money';
import { useMoneyAction } from '../../platform/use-money-action';
import { Button } from '../../primitives/button/button';

/** Into a game wallet from main, or out of it back to main. */
export type TransferDirection = 'in' | 'out';

type Outcome = { kind: 'done'; amount: string; from: string; to: string } | { kind: 'failed'; error: PlatformError };

function WalletSelect({
  label,
  value,
  onChange,
  wallets,
}: {
  label: string;
  value: string;
  onChange: (wallet: string) => void;
  wallets: Wallet[];
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
            {wallet.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Moves money between two of the member's wallets (GCS_walletTransfer): from, to, an amount checked against what the
 * paying wallet holds, a confirmation, then one request per intent (`useMoneyAction`). A failure keeps the form as
 * typed and Confirm tries the same intent again with the same idempotency key.
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
  const firstVendor = wallets.find((wallet) => wallet.wallet !== MAIN_WALLET && !wallet.maintenance);
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState(firstVendor?.wallet ?? MAIN_WALLET);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const action = useMoneyAction(transfer);
  const amountBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!preset) return;
    setFrom(preset.direction === 'in' ? MAIN_WALLET : preset.wallet);
    setTo(preset.direction === 'in' ? preset.wallet : MAIN_WALLET);
    setStep('form');
    setOutcome(null);
    setProblem(null);
    amountBox.current?.querySelector('input')?.focus();
  }, [preset]);

  const nameOf = (code: string) => wallets.find((wallet) => wallet.wallet === code)?.displayName ?? code;
  const paying = wallets.find((wallet) => wallet.wallet === from);
  const check = () => {
    if (from === to) return { ok: false as const, text: t('same_wallet') };
    const result = checkAmount(typed, { available: paying?.balance ?? '0' });
    return result.ok
      ? { ok: true as const, amount: result.amount }
      : { ok: false as const, text: ruleText(t, result.message) };
  };
  const checked = check();

  const send = () => {
    if (!checked.ok) return;
    setOutcome(null);
    action.send(
      { from, to, amount: checked.amount },
      {
        onSuccess: (move) => {
          setOutcome({ kind: 'done', amount: move.amount, from: nameOf(from), to: nameOf(to) });
          setTyped('');
          setStep('form');
        },
        onError: (error) => setOutcome({ kind: 'failed', error }),
      },
    );
  };

  const swap = () => {
    setFrom(to);
    setTo(from);
  };

  if (step === 'confirm' && checked.ok) {
    return (
      <MoneyConfirm
        summary={t('wallet_transfer_summary', {
          amount: moneyText(checked.amount),
          from: nameOf(from),
          to: nameOf(to),
        })}
        rows={[
          { label: t('wallet_from'), value: nameOf(from) },
          { label: t('wallet_to'), value: nameOf(to) },
          { label: t('cashier_amount'), value: <Money value={checked.amount} className="text-gold" /> },
        ]}
        pending={action.isPending}
        onConfirm={send}
        onEdit={() => {
          setOutcome(null);
          setStep('form');
        }}
      >
        {outcome?.kind === 'failed' ? <MoneyNotice tone="failure">{refusalText(t, outcome.error)}</MoneyNotice> : null}
      </MoneyConfirm>
    );
  }

  return (
    <form
      aria-labelledby="wallet-transfer-title"
      data-slot="wallet-transfer"
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface-2 p-4 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!checked.ok) {
          setProblem(checked.text);
          return;
        }
        setProblem(null);
        setOutcome(null);
        setStep('confirm');
      }}
    >
      <h3 id="wallet-transfer-title" className="font-semibold text-base">
        {t('wallet_transfer_title')}
      </h3>
      {outcome?.kind === 'done' ? (
        <MoneyNotice tone="success">
          {t('wallet_transfer_done', { amount: moneyText(outcome.amount), from: outcome.from, to: outcome.to })}
        </MoneyNotice>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <WalletSelect label={t('wallet_from')} value={from} onChange={setFrom} wallets={wallets} />
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0 self-center max-sm:-my-1 max-sm:rotate-90"
          aria-label={t('wallet_swap')}
          onClick={swap}
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
        <WalletSelect label={t('wallet_to')} value={to} onChange={setTo} wallets={wallets} />
      </div>
      <div ref={amountBox}>
        <AmountField
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setProblem(null);
          }}
          error={problem}
          hint={paying ? t('cashier_available', { amount: moneyText(paying.balance) }) : undefined}
          quick={
            <QuickAmount
              label={t('cashier_amount_all')}
              disabled={!paying}
              onPick={() => {
                if (paying) setTyped(paying.balance);
                setProblem(null);
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
