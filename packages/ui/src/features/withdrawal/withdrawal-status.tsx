import type { Withdrawal } from '@lobbykit/api-client';
import { type MessageKey, useT } from '@lobbykit/i18n';
import { Badge, type BadgeTone } from '../../primitives/badge/badge';

const STATUS: Record<Withdrawal['status'], { key: MessageKey; tone: BadgeTone }> = {
  'In Process': { key: 'redeem_in_process', tone: 'info' },
  Approved: { key: 'redeem_approved', tone: 'success' },
  Rejected: { key: 'redeem_rejected', tone: 'danger' },
};

/** Where a withdrawal stands: In process, Approved (paid) or Rejected (refunded), in the platform's words. */
export function WithdrawalStatusBadge({ status }: { status: Withdrawal['status'] }) {
  const t = useT();
  const { key, tone } = STATUS[status];
  return (
    <Badge tone={tone} data-status={status}>
      {t.dynamic(key)}
    </Badge>
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
