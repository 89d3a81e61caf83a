import { getWithdrawals, type Withdrawal } from '@lobbykit/api-client';
import type { WithdrawalConfirmationChoice } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { useId, useState } from 'react';
import { useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { Button } from '../../primitives/button/button';
import { TimeZoneNote } from '../../primitives/time-zone-note/time-zone-note';
import { cn } from '../../styling/cn';
import { WithdrawalConfirmationPanel } from './withdrawal-confirmation-panel';
import { confirmationKey, WithdrawalStatusBadge } from './withdrawal-status';

/** The player's withdrawals, newest first, with their status and, once paid, the confirmation (SPEC §2, §4). */
export function WithdrawalHistory() {
  const t = useT();
  const titleId = useId();
  const list = useCallQuery(getWithdrawals, {});
  const [open, setOpen] = useState<string | null>(null);
  const [answered, setAnswered] = useState<WithdrawalConfirmationChoice | null>(null);

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <div role="status" aria-label={t('loading')} className="flex flex-col gap-2">
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-20 animate-pulse rounded-lg bg-surface-2 motion-reduce:animate-none" />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = <CallProblem error={list.error} onRetry={() => void list.refetch()} className="py-4" />;
  } else if (list.data.withdrawals.length === 0) {
    body = (
      <p className="rounded-lg bg-surface-2 px-4 py-6 text-center text-sm text-text-muted">
        {t('withdrawal_history_empty')}
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-2">
        {list.data.withdrawals.map((withdrawal) => (
          <WithdrawalRow
            key={withdrawal.reference}
            withdrawal={withdrawal}
            open={open === withdrawal.reference}
            onToggle={() => {
              setAnswered(null);
              setOpen(open === withdrawal.reference ? null : withdrawal.reference);
            }}
            onAnswered={(choice) => {
              setOpen(null);
              setAnswered(choice);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-semibold text-lg">
          {t('withdrawal_history')}
        </h3>
        <TimeZoneNote />
      </div>
      <p role="status" className="empty:hidden rounded-md bg-success/15 px-3 py-2 text-sm text-success">
        {answered ? t('withdrawal_answer_sent') : null}
      </p>
      {body}
    </section>
  );
}

function WithdrawalRow({
  withdrawal,
  open,
  onToggle,
  onAnswered,
}: {
  withdrawal: Withdrawal;
  open: boolean;
  onToggle: () => void;
  onAnswered: (choice: WithdrawalConfirmationChoice) => void;
}) {
  const t = useT();
  const { formatMoney, formatDateTime } = useFormat();
  const panelId = useId();
  const { confirmation, payoutAccount } = withdrawal;
  const awaiting = confirmation?.status === 'pending' && !confirmation.forced;
  return (
    <li
      data-slot="withdrawal-row"
      data-reference={withdrawal.reference}
      className={cn('flex flex-col gap-3 rounded-lg bg-surface-2 p-3 sm:p-4', awaiting && 'ring-1 ring-gold/50')}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="font-medium text-sm">{formatDateTime(withdrawal.time)}</span>
          <span className="truncate text-text-muted text-xs">
            {payoutAccount.bankName} · {payoutAccount.accountNumber}
          </span>
          <span className="truncate font-mono text-text-muted text-xs">{withdrawal.reference}</span>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="font-semibold text-base tabular-nums">{formatMoney(Number(withdrawal.amount))}</span>
          <WithdrawalStatusBadge status={withdrawal.status} />
        </div>
      </div>
      {withdrawal.status === 'Rejected' ? <p className="text-text-muted text-xs">{t('withdrawal_refunded')}</p> : null}
      {confirmation ? (
        <div className="flex flex-wrap items-center justify-between gap-2 border-border border-t pt-3">
          <span
            data-slot="withdrawal-confirmation-status"
            className={cn('text-sm', awaiting ? 'font-semibold text-gold' : 'text-text-muted')}
          >
            {t.dynamic(confirmationKey(confirmation))}
            {confirmation.forced ? (
              <span className="block text-text-muted text-xs">{t('withdrawal_forced_receipt')}</span>
            ) : null}
          </span>
          {awaiting ? (
            <Button
              size="sm"
              variant={open ? 'ghost' : 'primary'}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={onToggle}
            >
              {t('withdrawal_confirm_title')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div id={panelId}>
        {open ? <WithdrawalConfirmationPanel withdrawal={withdrawal} onDone={onAnswered} onCancel={onToggle} /> : null}
      </div>
    </li>
  );
}
