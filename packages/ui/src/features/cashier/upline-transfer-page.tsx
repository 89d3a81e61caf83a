import { getBalance, type PlatformError, type TeamTransfer, transferToUpline } from '@lobbykit/api-client';
import { checkAmount, FEEDBACK_REMARK_MAX_LENGTH } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useState } from 'react';
import { useCallQuery } from '../../platform/call-hooks';
import type { MemberCentrePageProps } from '../../platform/centre-page';
import { CallProblem } from '../../platform/feedback/call-problem';
import { AmountField, QuickAmount } from '../../platform/money/amount-field';
import { Money, MoneyConfirm, MoneyNotice, refusalText, ruleText, useMoneyText } from '../../platform/money/money';
import { useSession } from '../../platform/session-provider';
import { useMoneyAction } from '../../platform/use-money-action';
import { Button } from '../../primitives/button/button';
import { TextField } from '../../primitives/text-field/text-field';
import { CashierSkeleton } from './cashier-skeleton';

/**
 * Transfer to upline (transferUpline, SPEC §2, §6): a member sends money from the main wallet to the upline agent,
 * with an amount checked against the main wallet, an optional remark, a confirmation and one request per intent.
 * An account without an upline is told so instead of a form.
 */
export function UplineTransferPage(_props: MemberCentrePageProps) {
  const t = useT();
  const moneyText = useMoneyText();
  const { member } = useSession();
  const balance = useCallQuery(getBalance);
  const [typed, setTyped] = useState('');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [failure, setFailure] = useState<PlatformError | null>(null);
  const [done, setDone] = useState<TeamTransfer | null>(null);
  const action = useMoneyAction(transferToUpline);

  if (member?.toUpline === false) {
    return (
      <p className="rounded-lg border border-border border-dashed px-6 py-12 text-center text-sm text-text-muted">
        {t('upline_unavailable')}
      </p>
    );
  }
  if (balance.isError) {
    return (
      <CallProblem
        error={balance.error}
        onRetry={() => void balance.refetch()}
        className="rounded-lg border border-danger/40 bg-danger-surface px-4 py-6"
      />
    );
  }
  if (!balance.data) return <CashierSkeleton rows={2} />;

  const main = balance.data.main;
  const checked = checkAmount(typed, { available: main });
  const remarkText = remark.trim();
  const input = checked.ok ? { amount: checked.amount, ...(remarkText ? { remark: remarkText } : {}) } : null;

  if (step === 'confirm' && input) {
    return (
      <MoneyConfirm
        summary={t('upline_summary', { amount: moneyText(input.amount) })}
        rows={[
          { label: t('cashier_amount'), value: <Money value={input.amount} className="text-gold" /> },
          ...(input.remark ? [{ label: t('upline_remark'), value: input.remark }] : []),
        ]}
        pending={action.isPending}
        onConfirm={() => {
          setFailure(null);
          action.send(input, {
            onSuccess: (value) => {
              setDone(value);
              setTyped('');
              setRemark('');
              setStep('form');
            },
            onError: setFailure,
          });
        }}
        onEdit={() => {
          setFailure(null);
          setStep('form');
        }}
      >
        {failure ? <MoneyNotice tone="failure">{refusalText(t, failure)}</MoneyNotice> : null}
      </MoneyConfirm>
    );
  }

  return (
    <form
      aria-label={t('mc_transfer_upline')}
      data-slot="upline-form"
      noValidate
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface-2 p-4 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!checked.ok) {
          setProblem(ruleText(t, checked.message));
          return;
        }
        setProblem(null);
        setDone(null);
        setFailure(null);
        setStep('confirm');
      }}
    >
      <p className="text-sm text-text-muted">{t('upline_intro')}</p>
      {done ? (
        <MoneyNotice tone="success">
          {t('upline_done', { amount: moneyText(done.amount), balance: moneyText(done.balance) })}
        </MoneyNotice>
      ) : null}
      <div className="flex items-baseline justify-between gap-4 rounded-md border border-border bg-surface-1 px-4 py-3">
        <span className="text-sm text-text-muted">{t('wallet_main')}</span>
        <Money value={main} className="font-bold text-gold text-lg" />
      </div>
      <AmountField
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setProblem(null);
        }}
        error={problem}
        hint={t('cashier_available', { amount: moneyText(main) })}
        quick={
          <QuickAmount
            label={t('cashier_amount_all')}
            onPick={() => {
              setTyped(main);
              setProblem(null);
            }}
          />
        }
      />
      <TextField
        label={t('upline_remark')}
        optionalLabel={t('optional')}
        name="remark"
        value={remark}
        maxLength={FEEDBACK_REMARK_MAX_LENGTH}
        onChange={(event) => setRemark(event.target.value)}
        hint={t('upline_remark_hint', { 0: FEEDBACK_REMARK_MAX_LENGTH })}
      />
      <Button type="submit" variant="gold" className="self-stretch sm:self-end sm:px-8">
        {t('wallet_transfer')}
      </Button>
    </form>
  );
}
