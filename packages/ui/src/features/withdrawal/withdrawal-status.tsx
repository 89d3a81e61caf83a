import type { Withdrawal } from '@lobbykit/api-client';
import { type MessageKey, useT } from '@lobbykit/i18n';
import { cn } from '../../styling/cn';

const STATUS: Record<Withdrawal['status'], { key: MessageKey; tone: string }> = {
  'In Process': { key: 'redeem_in_process', tone: 'bg-accent-soft text-text' },
  Approved: { key: 'redeem_approved', tone: 'bg-success/15 text-success' },
  Rejected: { key: 'redeem_rejected', tone: 'bg-danger-surface text-danger' },
};

/** Where a withdrawal stands: In process, Approved (paid) or Rejected (refunded), in the platform's words. */
export function WithdrawalStatusBadge({ status }: { status: Withdrawal['status'] }) {
  const t = useT();
  const { key, tone } = STATUS[status];
  return (
    <span
      data-slot="withdrawal-status"
      data-status={status}
      className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-semibold text-xs', tone)}
    >
      {t.dynamic(key)}
    </span>
  );
}

type Confirmation = NonNullable<Withdrawal['confirmation']>;

/** The payer's answer about a paid withdrawal, in words: the answer given, or counted as received (SPEC §4). */
export function confirmationKey(confirmation: Confirmation): MessageKey {
  if (confirmation.forced) return 'withdrawal_forced_received';
  switch (confirmation.status) {
    case 'pending':
      return 'withdrawal_awaiting_confirmation';
    case 'received':
      return 'withdrawal_received';
    case 'not-received':
      return 'withdrawal_not_received';
    case 'full-payment':
      return 'withdrawal_full_payment';
  }
}
