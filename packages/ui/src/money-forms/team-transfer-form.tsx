import {
  type CallInput,
  getBalance,
  type TeamTransfer,
  type transferToDownline,
  type transferToUpline,
} from '@lobbykit/api-client';
import { checkAmount, FEEDBACK_REMARK_MAX_LENGTH } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import type { ReactNode } from 'react';
import { useCallQuery } from '../platform/call-hooks';
import { CallProblem } from '../platform/feedback/call-problem';
import { Money, MoneyConfirm, MoneyNotice, useMoneyMessage, useMoneyText } from '../platform/money/money';
import { checkedAmount, useMoneyFlow } from '../platform/money/use-money-flow';
import { Button } from '../primitives/button/button';
import { TextField } from '../primitives/text-field/text-field';
import { AmountField, QuickAmount } from './amount-field';

type TeamTransferCall = typeof transferToUpline | typeof transferToDownline;

/** What one team transfer form says and sends; the upline and downline forms differ only in these. */
export type TeamTransferFormProps<D extends TeamTransferCall> = {
  call: D;
  /** The call's input for a checked amount and an optional remark (the downline form adds its recipient). */
  toInput: (amount: string, remark: string | undefined) => CallInput<D>;
  /** The form's accessible name and `data-slot`. */
  label: string;
  slot: string;
  intro: string;
  /** The confirmation's one-line summary and, before amount and remark, who receives it. */
  summary: (amount: string) => string;
  recipient?: { label: string; value: string };
  /** What the success notice says of a done transfer. */
  doneText: (done: TeamTransfer) => string;
  skeleton: ReactNode;
  /** A control beside the submit button, e.g. back to the team. */
  secondary?: ReactNode;
};

type TeamDraft = { typed: string; remark: string };
type TeamIntent = { amount: string; remark: string | undefined };

/**
 * A transfer between team members (SPEC §6: to the upline, to a downline) on the money flow: the amount checked
 * against the main wallet before sending, an optional remark, a confirmation, one request per intent (a double click
 * or a retry sends it once), the new balance said after, and what was typed kept on a refusal.
 */
export function TeamTransferForm<D extends TeamTransferCall>(props: TeamTransferFormProps<D>) {
  const t = useT();
  const moneyText = useMoneyText();
  const message = useMoneyMessage();
  const balance = useCallQuery(getBalance);
  const flow = useMoneyFlow({
    call: props.call,
    initial: { typed: '', remark: '' } as TeamDraft,
    toInput: (intent: TeamIntent) => props.toInput(intent.amount, intent.remark),
  });
  const { state } = flow;

  if (balance.isError) {
    return (
      <CallProblem
        error={balance.error}
        onRetry={() => void balance.refetch()}
        className="rounded-lg border border-danger/40 bg-danger-surface px-4 py-6"
      />
    );
  }
  if (!balance.data) return props.skeleton;

  const main = balance.data.main;
  const intent = state.intent;
  if (intent && state.status !== 'editing' && state.status !== 'done') {
    return (
      <MoneyConfirm
        summary={props.summary(moneyText(intent.amount))}
        rows={[
          ...(props.recipient ? [props.recipient] : []),
          { label: t('cashier_amount'), value: <Money value={intent.amount} className="text-gold" /> },
          ...(intent.remark ? [{ label: t('upline_remark'), value: intent.remark }] : []),
        ]}
        pending={flow.pending}
        onConfirm={flow.confirm}
        onEdit={flow.back}
        failure={flow.notice}
      />
    );
  }

  const problem = state.problems.typed;
  return (
    <form
      aria-label={props.label}
      data-slot={props.slot}
      noValidate
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface-2 p-4 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        flow.submit((draft) =>
          checkedAmount('typed', checkAmount(draft.typed, { available: main }), (amount) => ({
            amount,
            remark: draft.remark.trim() || undefined,
          })),
        );
      }}
    >
      <p className="text-sm text-text-muted">{props.intro}</p>
      {state.result ? <MoneyNotice tone="success">{props.doneText(state.result)}</MoneyNotice> : null}
      <div className="flex items-baseline justify-between gap-4 rounded-md border border-border bg-surface-1 px-4 py-3">
        <span className="text-sm text-text-muted">{t('wallet_main')}</span>
        <Money value={main} className="font-bold text-gold text-lg" />
      </div>
      <AmountField
        value={state.draft.typed}
        onChange={(typed) => flow.edit({ typed })}
        error={problem ? message(problem) : null}
        hint={t('cashier_available', { amount: moneyText(main) })}
        quick={<QuickAmount label={t('cashier_amount_all')} onPick={() => flow.edit({ typed: main })} />}
      />
      <TextField
        label={t('upline_remark')}
        optionalLabel={t('optional')}
        name="remark"
        value={state.draft.remark}
        maxLength={FEEDBACK_REMARK_MAX_LENGTH}
        onChange={(event) => flow.edit({ remark: event.target.value })}
        hint={t('upline_remark_hint', { 0: FEEDBACK_REMARK_MAX_LENGTH })}
      />
      {props.secondary ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {props.secondary}
          <Button type="submit" variant="gold" className="sm:px-8">
            {t('wallet_transfer')}
          </Button>
        </div>
      ) : (
        <Button type="submit" variant="gold" className="self-stretch sm:self-end sm:px-8">
          {t('wallet_transfer')}
        </Button>
      )}
    </form>
  );
}
