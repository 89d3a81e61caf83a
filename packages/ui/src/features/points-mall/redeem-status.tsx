import type { RedeemRecord } from '@lobbykit/api-client';
import { REDEEM_STATUS_KEYS, useT } from '@lobbykit/i18n';
import { cn } from '../../styling/cn';

const TONE: Record<RedeemRecord['status'], string> = {
  'In Process': 'bg-accent-soft text-text',
  Approved: 'bg-success/15 text-success',
  Rejected: 'bg-danger-surface text-danger',
};

/** Where a redeem stands (SPEC §4): In Process, Rejected (points given back) or Approved. */
export function RedeemStatusBadge({ status }: { status: RedeemRecord['status'] }) {
  const t = useT();
  return (
    <span
      data-slot="redeem-status"
      data-status={status}
      className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-semibold text-xs', TONE[status])}
    >
      {t(REDEEM_STATUS_KEYS[status])}
    </span>
  );
}
