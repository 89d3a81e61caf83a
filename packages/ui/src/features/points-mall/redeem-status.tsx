import type { RedeemRecord } from '@lobbykit/api-client';
import { REDEEM_STATUS_KEYS, useT } from '@lobbykit/i18n';
import { Badge, type BadgeTone } from '../../primitives/badge/badge';

const TONE: Record<RedeemRecord['status'], BadgeTone> = {
  'In Process': 'info',
  Approved: 'success',
  Rejected: 'danger',
};

/** Where a redeem stands (SPEC §4): In Process, Rejected (points given back) or Approved. */
export function RedeemStatusBadge({ status }: { status: RedeemRecord['status'] }) {
  const t = useT();
  return (
    <Badge tone={TONE[status]} data-status={status}>
      {t(REDEEM_STATUS_KEYS[status])}
    </Badge>
  );
}
