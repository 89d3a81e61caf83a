import { type WithdrawalOptions, withdraw } from '@lobbykit/api-client';
import {
  type AmountLimits,
  checkAmount,
  type DraftField,
  type DraftProblems,
  fromMinorUnits,
  type MoneyIntentCheck,
  toMinorUnits,
} from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { useEffect, useId, useRef } from 'react';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { useMoneyMessage } from '../../platform/money/money';
import { useMoneyFlow } from '../../platform/money/use-money-flow';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { TextField } from '../../primitives/text-field/text-field';
import { cn } from '../../styling/cn';
import { WithdrawalStatusBadge } from './withdrawal-status';

type WithdrawDraft = { amount: string; payoutAccountId: string; paymentPassword: string };

// Refusals that belong to a field: the player fixes that field, and everything typed stays.
const FIELD_OF_REFUSAL: Record<string, DraftField<WithdrawDraft>> = {
  payment_password_incorrect: 'paymentPassword',
  payment_password_not_set: 'paymentPassword',
  insufficient_balance: 'amount',
  invalid_amount: 'amount',
  amount_below_minimum: 'amount',
  amount_above_maximum: 'amount',
  payout_account_not_found: 'payoutAccountId',
};

/** The withdrawal's check: the amount within the limits and the main wallet, an account and a password chosen. */
function checkWithdrawal(draft: WithdrawDraft, limits: AmountLimits): MoneyIntentCheck<WithdrawDraft, WithdrawDraft> {
  const amount = checkAmount(draft.amount, limits);
  const problems: DraftProblems<WithdrawDraft> = {};
  if (!amount.ok) problems.amount = amount.message;
  if (!draft.payoutAccountId) problems.payoutAccountId = { key: 'not_empty' };
  if (!draft.paymentPassword) problems.paymentPassword = { key: 'not_empty' };
  if (!amount.ok || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, intent: { ...draft, amount: amount.amount } };
}

/**
 * The withdrawal itself (SPEC §2 withdraw) on the money flow: amount within the platform's limits and the main
 * wallet, payout account and payment password; then a step that says what will happen; then one withdrawal sent,
 * and its pending state. A refusal of one field (a wrong payment password) brings the form back with that field
 * focused and everything typed kept.
 */
export function WithdrawForm({ options, openPage }: { options: WithdrawalOptions } & MemberCentrePageProps) {
  const t = useT();
  const message = useMoneyMessage();
  const { formatMoney } = useFormat();
  const money = (amount: string) => formatMoney(Number(amount));
  const flow = useMoneyFlow({
    call: withdraw,
    initial: { amount: '', payoutAccountId: options.payoutAccounts[0]?.id ?? '', paymentPassword: '' } as WithdrawDraft,
    toInput: (intent: WithdrawDraft) => intent,
    afterDone: (draft) => ({ ...draft, amount: '', paymentPassword: '' }),
    fieldOf: (key) => FIELD_OF_REFUSAL[key],
  });
  const { state } = flow;
  const reviewTitleId = useId();
  const fields = useRef<Partial<Record<DraftField<WithdrawDraft>, HTMLInputElement | null>>>({});
  const limits = { min: options.minAmount, max: options.maxAmount, available: options.available };
  const accountOf = (id: string) => options.payoutAccounts.find((account) => account.id === id);
  const errorOf = (field: DraftField<WithdrawDraft>) => {
    const problem = state.problems[field];
    return problem ? message(problem) : undefined;
  };

  // Back on the form after a refusal, the field to fix takes the focus (the form is mounted again by then).
  useEffect(() => {
    if (state.status !== 'refused' || !state.refusedField) return;
    fields.current[state.refusedField]?.focus();
    fields.current[state.refusedField]?.select();
  }, [state.status, state.refusedField]);

  const sent = state.status === 'done' ? state.result : null;
  if (sent) {
    const account = sent.payoutAccount;
    return (
      <div role="status" data-slot="withdrawal-sent" className="flex flex-col gap-4 rounded-lg bg-surface-2 p-4 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold text-lg">{t('withdrawal_sent_title')}</p>
            <p className="text-sm text-text-muted">
              {t('withdrawal_sent_detail', { account: `${account.bankName} ${account.accountNumber}` })}
            </p>
          </div>
          <WithdrawalStatusBadge status={sent.status} />
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <dt className="text-text-muted">{t('withdrawal_amount')}</dt>
          <dd className="text-end font-semibold text-gold tabular-nums">{money(sent.amount)}</dd>
          <dt className="text-text-muted">{t('withdrawal_reference')}</dt>
          <dd className="break-all text-end font-mono text-xs">{sent.reference}</dd>
        </dl>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => openPage('transactionHistory')}>
            {t('mc_account_record')}
          </Button>
          <Button onClick={flow.again}>{t('withdrawal_new')}</Button>
        </div>
      </div>
    );
  }

  const review = state.intent;
  if (review && (state.status === 'confirming' || state.status === 'sending' || state.canConfirm)) {
    const account = accountOf(review.payoutAccountId);
    const after = fromMinorUnits(toMinorUnits(options.available) - toMinorUnits(review.amount));
    return (
      <section
        aria-labelledby={reviewTitleId}
        data-slot="withdrawal-review"
        className="flex flex-col gap-4 rounded-lg border border-border bg-surface-2 p-4 sm:p-6"
      >
        <h3 id={reviewTitleId} className="font-semibold text-lg">
          {t('withdrawal_review_title')}
        </h3>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-3 text-sm">
          <dt className="text-text-muted">{t('withdrawal_amount')}</dt>
          <dd className="text-end font-bold text-gold text-xl tabular-nums">{money(review.amount)}</dd>
          <dt className="text-text-muted">{t('withdrawal_payout_account')}</dt>
          <dd className="text-end">
            {account ? (
              <>
                <span className="block font-medium">{account.bankName}</span>
                <span className="block text-text-muted">{account.accountName}</span>
                <span className="block whitespace-nowrap text-text-muted tabular-nums">{account.accountNumber}</span>
              </>
            ) : null}
          </dd>
          <dt className="text-text-muted">{t('withdrawal_main_after')}</dt>
          <dd className="text-end tabular-nums">{money(after)}</dd>
        </dl>
        <p className="rounded-md bg-surface-3 px-3 py-2 text-sm">{t('withdrawal_review_effect')}</p>
        {flow.notice ? <FormAlert>{message(flow.notice)}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" disabled={flow.pending} onClick={flow.back}>
            {t('back')}
          </Button>
          <Button
            variant="gold"
            size="lg"
            disabled={flow.pending}
            aria-busy={flow.pending || undefined}
            onClick={flow.confirm}
          >
            {flow.pending ? t('loading') : t('withdrawal_confirm_send')}
          </Button>
        </div>
      </section>
    );
  }

  const accounts = options.payoutAccounts;
  return (
    <form
      data-slot="withdraw-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const next = flow.submit((draft) => checkWithdrawal(draft, limits));
        const first = (['amount', 'payoutAccountId', 'paymentPassword'] as const).find((field) => next.problems[field]);
        if (first) fields.current[first]?.focus();
      }}
      aria-label={t('withdraw')}
      className="flex flex-col gap-5"
    >
      <div className="grid grid-cols-2 gap-3 rounded-lg bg-surface-2 p-4">
        <div className="col-span-2 flex items-baseline justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-start">
          <span className="text-sm text-text-muted">{t('withdrawal_available')}</span>
          <span data-testid="withdrawal-available" className="font-bold text-gold text-xl tabular-nums">
            {money(options.available)}
          </span>
        </div>
        <div className="col-span-2 flex flex-col gap-0.5 sm:col-span-1 sm:items-end">
          <span className="text-sm text-text-muted">{t('withdrawal_limits')}</span>
          <span className="text-sm tabular-nums">
            <span className="whitespace-nowrap">{money(options.minAmount)}</span> –{' '}
            <span className="whitespace-nowrap">{money(options.maxAmount)}</span>
          </span>
        </div>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-medium text-sm">{t('withdrawal_payout_account')}</legend>
        {accounts.map((account, index) => (
          <label
            key={account.id}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-md border border-border bg-surface-2 px-3 py-3',
              'has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-focus',
            )}
          >
            <input
              type="radio"
              name="payoutAccountId"
              value={account.id}
              checked={state.draft.payoutAccountId === account.id}
              onChange={() => flow.edit({ payoutAccountId: account.id })}
              ref={(input) => {
                if (index === 0) fields.current.payoutAccountId = input;
              }}
              className="size-4 accent-(--color-accent)"
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-medium text-sm">{account.bankName}</span>
              <span className="truncate text-text-muted text-xs">
                {account.accountName} · {account.accountNumber}
              </span>
            </span>
          </label>
        ))}
        {errorOf('payoutAccountId') ? <p className="text-danger text-sm">{errorOf('payoutAccountId')}</p> : null}
      </fieldset>

      <TextField
        label={t('withdrawal_amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('withdrawal_amount_placeholder')}
        inputClassName="text-end tabular-nums"
        error={errorOf('amount')}
        end={
          <Button
            variant="secondary"
            className="h-11"
            onClick={() => {
              const most = toMinorUnits(options.available) < toMinorUnits(options.maxAmount);
              flow.edit({ amount: most ? options.available : options.maxAmount });
            }}
          >
            {t('withdrawal_all')}
          </Button>
        }
        name="amount"
        value={state.draft.amount}
        onChange={(event) => flow.edit({ amount: event.target.value })}
        ref={(input) => {
          fields.current.amount = input;
        }}
      />

      <TextField
        label={t('payment_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('withdrawal_payment_password_placeholder')}
        revealLabels={{ show: t('show_password'), hide: t('hide_password') }}
        error={errorOf('paymentPassword')}
        name="paymentPassword"
        value={state.draft.paymentPassword}
        onChange={(event) => flow.edit({ paymentPassword: event.target.value })}
        ref={(input) => {
          fields.current.paymentPassword = input;
        }}
      />

      <Button type="submit" size="lg" variant="gold">
        {t('withdrawal_continue')}
      </Button>
    </form>
  );
}
