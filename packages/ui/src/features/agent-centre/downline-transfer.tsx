import { getBalance, type PlatformError, type TeamTransfer, transferToDownline } from '@lobbykit/api-client';
import { checkAmount, FEEDBACK_REMARK_MAX_LENGTH } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useState } from 'react';
import { useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { AmountField, QuickAmount } from '../../platform/money/amount-field';
import { Money, MoneyConfirm, MoneyNotice, refusalText, ruleText, useMoneyText } from '../../platform/money/money';
import { useMoneyAction } from '../../platform/use-money-action';
import { Button } from '../../primitives/button/button';
import { TextField } from '../../primitives/text-field/text-field';
import { AgentFiguresSkeleton } from './agent-figures';

/**
 * Transfer to a downline (SPEC §6): the agent sends money from the main wallet to a member of the team, with the
 * cashier's money rules: the amount checked against the main wallet before sending, a confirmation that names the
 * downline, one request per intent (a double click or a retry sends it once), the new balance said after.
 */
export function DownlineTransfer({ downline, onBack }: { downline: string; onBack: () => void }) {
  const t = useT();
  const moneyText = useMoneyText();
  const balance = useCallQuery(getBalance);
  const [typed, setTyped] = useState('');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [failure, setFailure] = useState<PlatformError | null>(null);
  const [done, setDone] = useState<TeamTransfer | null>(null);
  const action = useMoneyAction(transferToDownline);

  if (balance.isError) {
    return (
      <CallProblem
        error={balance.error}
        onRetry={() => void balance.refetch()}
        className="rounded-lg border border-danger/40 bg-danger-surface px-4 py-6"
      />
    );
  }
  if (!balance.data) return <AgentFiguresSkeleton cards={2} />;

  const main = balance.data.main;
  const checked = checkAmount(typed, { available: main });
  const remarkText = remark.trim();
  const input = checked.ok ? { downline, amount: checked.amount, ...(remarkText ? { remark: remarkText } : {}) } : null;

  if (step === 'confirm' && input) {
    return (
      <MoneyConfirm
        summary={t('ac_transfer_summary', { amount: moneyText(input.amount), username: downline })}
        rows={[
          { label: t('ac_transfer_recipient'), value: downline },
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
      aria-label={t('transfer_to_downline')}
      data-slot="downline-transfer-form"
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
      <p className="text-sm text-text-muted">{t('ac_transfer_intro', { username: downline })}</p>
      {done ? (
        <MoneyNotice tone="success">
          {t('ac_transfer_done', {
            amount: moneyText(done.amount),
            username: done.recipient,
            balance: moneyText(done.balance),
          })}
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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack}>
          {t('ac_back_to_team')}
        </Button>
        <Button type="submit" variant="gold" className="sm:px-8">
          {t('wallet_transfer')}
        </Button>
      </div>
    </form>
  );
}
