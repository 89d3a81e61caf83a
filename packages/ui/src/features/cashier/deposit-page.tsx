import { type Deposit, type DepositChannel, deposit, getDepositChannels } from '@lobbykit/api-client';
import { checkAmount, readTypedAmount } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { AmountField, QuickAmount } from '../../money-forms/amount-field';
import { useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { Money, MoneyConfirm, useMoneyMessage, useMoneyText } from '../../platform/money/money';
import { checkedAmount, useMoneyFlow } from '../../platform/money/use-money-flow';
import { Button } from '../../primitives/button/button';
import { cn } from '../../styling/cn';
import { CashierSkeleton } from './cashier-skeleton';

const STATUS_KEYS = {
  'In Process': 'cashier_status_in_process',
  Approved: 'cashier_status_approved',
  Rejected: 'cashier_status_rejected',
} as const;

function ChannelPicker({
  channels,
  value,
  onChange,
}: {
  channels: DepositChannel[];
  value: string;
  onChange: (id: string) => void;
}) {
  const t = useT();
  const moneyText = useMoneyText();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-sm">{t('deposit_channel')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {channels.map((channel) => {
          const checked = channel.id === value;
          return (
            <label
              key={channel.id}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border bg-surface-2 px-3 py-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
                checked ? 'border-gold bg-surface-3' : 'border-border hover:bg-surface-3',
              )}
            >
              <input
                type="radio"
                name="deposit-channel"
                value={channel.id}
                checked={checked}
                onChange={() => onChange(channel.id)}
                className="size-4 accent-[var(--color-gold)]"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-sm">{channel.name}</span>
                <span className="block text-text-muted text-xs tabular-nums">
                  {t('deposit_channel_limits', {
                    min: moneyText(channel.minAmount),
                    max: moneyText(channel.maxAmount),
                  })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function DepositDone({
  result,
  channel,
  onAgain,
  onWallet,
}: {
  result: Deposit;
  channel: string;
  onAgain: () => void;
  onWallet: () => void;
}) {
  const t = useT();
  const moneyText = useMoneyText();
  return (
    <section
      role="status"
      aria-labelledby="deposit-done-title"
      data-slot="deposit-done"
      className="flex flex-col items-center gap-4 rounded-lg border border-success/40 bg-surface-2 px-5 py-8 text-center"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12l4 4 10-10" />
        </svg>
      </span>
      <div>
        <h3 id="deposit-done-title" className="font-bold text-lg">
          {t('deposit_done_title')}
        </h3>
        <p className="mt-1 text-sm text-text-muted">
          {t('deposit_done_detail', { amount: moneyText(result.amount), channel })}
        </p>
      </div>
      <dl className="w-full max-w-sm divide-y divide-border rounded-md border border-border bg-surface-1 text-sm">
        <div className="flex justify-between gap-4 px-4 py-2.5">
          <dt className="text-text-muted">{t('deposit_new_balance')}</dt>
          <dd>
            <Money value={result.balance} className="font-bold text-gold" />
          </dd>
        </div>
        <div className="flex justify-between gap-4 px-4 py-2.5">
          <dt className="text-text-muted">{t('cashier_status')}</dt>
          <dd className="font-semibold">{t(STATUS_KEYS[result.status])}</dd>
        </div>
        <div className="flex justify-between gap-4 px-4 py-2.5">
          <dt className="text-text-muted">{t('cashier_reference')}</dt>
          <dd className="min-w-0 truncate font-mono text-xs leading-5">{result.reference}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={onAgain}>
          {t('deposit_again')}
        </Button>
        <Button onClick={onWallet}>{t('deposit_to_wallet')}</Button>
      </div>
    </section>
  );
}

type DepositDraft = { channelId: string | null; typed: string };
type DepositIntent = { channel: DepositChannel; amount: string };

/**
 * Deposit (depositv2, SPEC §2): the platform's channels with their limits, quick amounts, the amount checked against
 * the channel's min and max before sending, a confirmation, then the success with the new main-wallet balance. The
 * steps are the money flow's (one request per intent; a failure keeps the channel and amount, and Confirm tries the
 * same intent again); this page holds its channel picker, its call and its words.
 */
export function DepositPage({ openPage }: MemberCentrePageProps) {
  const t = useT();
  const moneyText = useMoneyText();
  const message = useMoneyMessage();
  const channels = useCallQuery(getDepositChannels);
  const flow = useMoneyFlow({
    call: deposit,
    initial: { channelId: null, typed: '' } as DepositDraft,
    toInput: (intent: DepositIntent) => ({ channelId: intent.channel.id, amount: intent.amount }),
    afterDone: (draft) => ({ ...draft, typed: '' }),
  });
  const { state } = flow;

  if (channels.isError) {
    return (
      <CallProblem
        error={channels.error}
        onRetry={() => void channels.refetch()}
        className="rounded-lg border border-danger/40 bg-danger-surface px-4 py-6"
      />
    );
  }
  if (!channels.data) return <CashierSkeleton rows={4} />;
  const list = channels.data.channels;
  if (list.length === 0) {
    return (
      <p
        data-slot="deposit-empty"
        className="rounded-lg border border-border border-dashed px-6 py-12 text-center text-sm text-text-muted"
      >
        {t('deposit_no_channels')}
      </p>
    );
  }
  if (state.status === 'done' && state.result && state.intent) {
    return (
      <DepositDone
        result={state.result}
        channel={state.intent.channel.name}
        onAgain={flow.again}
        onWallet={() => openPage('transferFund')}
      />
    );
  }

  const channel = list.find((entry) => entry.id === state.draft.channelId) ?? list[0];
  if (!channel) return null;
  const intent = state.intent;
  if (intent && state.status !== 'editing') {
    return (
      <MoneyConfirm
        summary={t('deposit_summary', { amount: moneyText(intent.amount), channel: intent.channel.name })}
        rows={[
          { label: t('deposit_channel'), value: intent.channel.name },
          { label: t('cashier_amount'), value: <Money value={intent.amount} className="text-gold" /> },
        ]}
        pending={flow.pending}
        onConfirm={flow.confirm}
        onEdit={flow.back}
        failure={flow.notice}
      />
    );
  }

  const typed = state.draft.typed;
  const typedAmount = readTypedAmount(typed);
  const problem = state.problems.typed;
  return (
    <form
      aria-label={t('mc_deposit')}
      data-slot="deposit-form"
      noValidate
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface-2 p-4 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        flow.submit((draft) =>
          checkedAmount(
            'typed',
            checkAmount(draft.typed, { min: channel.minAmount, max: channel.maxAmount }),
            (amount) => ({
              channel,
              amount,
            }),
          ),
        );
      }}
    >
      <ChannelPicker channels={list} value={channel.id} onChange={(id) => flow.edit({ channelId: id, typed })} />
      <AmountField
        value={typed}
        onChange={(value) => flow.edit({ typed: value })}
        error={problem ? message(problem) : null}
        hint={t('cashier_amount_limits', { min: moneyText(channel.minAmount), max: moneyText(channel.maxAmount) })}
        quick={channel.presetAmounts.map((preset) => (
          <QuickAmount
            key={preset}
            label={moneyText(preset)}
            pressed={typedAmount === preset}
            onPick={() => flow.edit({ typed: preset })}
          />
        ))}
      />
      <Button type="submit" variant="gold" className="self-stretch sm:self-end sm:px-8">
        {t('deposit_continue')}
      </Button>
    </form>
  );
}
