import {
  isPlatformError,
  type PlatformError,
  type Withdrawal,
  type WithdrawalOptions,
  withdraw,
} from '@lobbykit/api-client';
import { checkAmount, fromMinorUnits, toMinorUnits } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MemberCentrePageProps } from '../../platform/centre-page';
import { useMoneyAction } from '../../platform/use-money-action';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { TextField } from '../../primitives/text-field/text-field';
import { cn } from '../../styling/cn';
import { WithdrawalStatusBadge } from './withdrawal-status';

type WithdrawValues = { amount: string; payoutAccountId: string; paymentPassword: string };

// Refusals that belong to a field: the player fixes that field, and everything typed stays.
const FIELD_OF_REFUSAL: Record<string, keyof WithdrawValues> = {
  payment_password_incorrect: 'paymentPassword',
  payment_password_not_set: 'paymentPassword',
  insufficient_balance: 'amount',
  invalid_amount: 'amount',
  amount_below_minimum: 'amount',
  amount_above_maximum: 'amount',
  payout_account_not_found: 'payoutAccountId',
};

/**
 * The withdrawal itself (SPEC §2 withdraw): amount within the platform's limits and the main wallet, payout account
 * and payment password; then a step that says what will happen; then one withdrawal sent, and its pending state.
 */
export function WithdrawForm({ options, openPage }: { options: WithdrawalOptions } & MemberCentrePageProps) {
  const t = useT();
  const { formatMoney } = useFormat();
  const money = (amount: string) => formatMoney(Number(amount));
  const action = useMoneyAction(withdraw);
  const [step, setStep] = useState<'form' | 'review'>('form');
  const [review, setReview] = useState<WithdrawValues | null>(null);
  const [problem, setProblem] = useState<PlatformError | null>(null);
  const [sent, setSent] = useState<Withdrawal | null>(null);
  const [refusedField, setRefusedField] = useState<keyof WithdrawValues | null>(null);
  const reviewTitleId = useId();
  const limits = { min: options.minAmount, max: options.maxAmount, available: options.available };
  const form = useForm<WithdrawValues>({
    defaultValues: { amount: '', payoutAccountId: options.payoutAccounts[0]?.id ?? '', paymentPassword: '' },
  });
  const { errors } = form.formState;
  const accountOf = (id: string) => options.payoutAccounts.find((account) => account.id === id);

  // Back on the form after a refusal, the field to fix takes the focus (the form is mounted again by then).
  useEffect(() => {
    if (step !== 'form' || !refusedField) return;
    form.setFocus(refusedField, { shouldSelect: true });
    setRefusedField(null);
  }, [step, refusedField, form.setFocus]);

  const onContinue = form.handleSubmit((values) => {
    const checked = checkAmount(values.amount, limits);
    if (!checked.ok) return;
    setProblem(null);
    setReview({ ...values, amount: checked.amount });
    setStep('review');
  });

  function send() {
    if (!review) return;
    setProblem(null);
    action.send(review, {
      onSuccess: (withdrawal) => {
        setSent(withdrawal);
        form.reset({ amount: '', payoutAccountId: review.payoutAccountId, paymentPassword: '' });
      },
      onError: (error) => {
        const field = isPlatformError(error) ? FIELD_OF_REFUSAL[error.messageKey] : undefined;
        if (!field) {
          // A dropped connection or a server fault: stay on this step, so Confirm sends the same withdrawal again.
          setProblem(error);
          return;
        }
        setStep('form');
        form.setError(field, { type: 'platform', message: t.message({ key: error.messageKey }) });
        setRefusedField(field);
      },
    });
  }

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
          <Button
            onClick={() => {
              setSent(null);
              setReview(null);
              setStep('form');
            }}
          >
            {t('withdrawal_new')}
          </Button>
        </div>
      </div>
    );
  }

  if (step === 'review' && review) {
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
        {problem ? <FormAlert>{t.message({ key: problem.messageKey })}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" disabled={action.isPending} onClick={() => setStep('form')}>
            {t('back')}
          </Button>
          <Button
            variant="gold"
            size="lg"
            disabled={action.isPending}
            aria-busy={action.isPending || undefined}
            onClick={send}
          >
            {action.isPending ? t('loading') : t('withdrawal_confirm_send')}
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
      onSubmit={onContinue}
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
        {accounts.map((account) => (
          <label
            key={account.id}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-md border border-border bg-surface-2 px-3 py-3',
              'has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-focus',
            )}
          >
            <input
              type="radio"
              value={account.id}
              className="size-4 accent-(--color-accent)"
              {...form.register('payoutAccountId', { required: t('not_empty') })}
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-medium text-sm">{account.bankName}</span>
              <span className="truncate text-text-muted text-xs">
                {account.accountName} · {account.accountNumber}
              </span>
            </span>
          </label>
        ))}
        {errors.payoutAccountId?.message ? (
          <p className="text-danger text-sm">{errors.payoutAccountId.message}</p>
        ) : null}
      </fieldset>

      <TextField
        label={t('withdrawal_amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('withdrawal_amount_placeholder')}
        inputClassName="text-end tabular-nums"
        error={errors.amount?.message}
        end={
          <Button
            variant="secondary"
            className="h-11"
            onClick={() => {
              const most = toMinorUnits(options.available) < toMinorUnits(options.maxAmount);
              form.setValue('amount', most ? options.available : options.maxAmount, { shouldValidate: true });
            }}
          >
            {t('withdrawal_all')}
          </Button>
        }
        {...form.register('amount', {
          validate: (typed) => {
            const checked = checkAmount(typed, limits);
            return checked.ok || t.message(checked.message);
          },
        })}
      />

      <TextField
        label={t('payment_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('withdrawal_payment_password_placeholder')}
        revealLabels={{ show: t('show_password'), hide: t('hide_password') }}
        error={errors.paymentPassword?.message}
        {...form.register('paymentPassword', { required: t('not_empty') })}
      />

      <Button type="submit" size="lg" variant="gold">
        {t('withdrawal_continue')}
      </Button>
    </form>
  );
}
