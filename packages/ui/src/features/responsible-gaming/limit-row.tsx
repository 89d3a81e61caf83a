import { useFormat, useT } from '@lobbykit/i18n';
import type { ReactNode } from 'react';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { Meter } from '../../primitives/meter/meter';

/** One limit as a row shows it: in words, and its usage as numbers for the meter. */
export type LimitRowView = {
  /** The row's name: the period of a money limit, or the session time limit. */
  name: string;
  /** The name that stands alone ("Deposit limit (Per day)"), for the meter and the row's buttons. */
  fullName: string;
  /** The limit in words ("500.00 VND", "60 minutes"); null when none is set. */
  limit: string | null;
  usage: { used: number; max: number; text: string; left?: string } | null;
  /** When the period starts over. */
  resetsAt?: number;
  /** A raise or removal waiting: the value it brings (in words, null: removed) and when. */
  pending: { to: string | null; effectiveAt: number } | null;
};

const TIME = 'yyyy-MM-dd hh:mm';

/**
 * One limit: its name, Active and Pending badges, how much of it is used (words and a meter), a raise or removal
 * that waits with its time and a cancel button, and the button that opens its editor (shown under the row).
 */
export function LimitRow({
  view,
  onEdit,
  onCancelChange,
  cancelling,
  editor,
}: {
  view: LimitRowView;
  onEdit: () => void;
  onCancelChange: () => void;
  cancelling: boolean;
  /** The open editor of this row, if any. */
  editor: ReactNode;
}) {
  const t = useT();
  const { formatDateTimeWithZone, formatDateTime } = useFormat();
  const { pending, usage } = view;
  return (
    <li data-slot="limit-row" className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium text-sm">{view.name}</span>
        {view.limit !== null ? (
          <Badge tone="success" variant="outline">
            {t('rg_status_active')}
          </Badge>
        ) : null}
        {pending ? <Badge tone="warning">{t('rg_status_pending')}</Badge> : null}
        <span className="ms-auto font-semibold text-sm tabular-nums">{view.limit ?? t('rg_no_limit')}</span>
        {editor ? null : (
          <Button
            size="sm"
            variant="outline"
            aria-label={`${view.limit === null ? t('rg_set_limit') : t('rg_change_limit')}: ${view.fullName}`}
            onClick={onEdit}
          >
            {view.limit === null ? t('rg_set_limit') : t('rg_change_limit')}
          </Button>
        )}
      </div>
      {usage ? (
        <div className="flex flex-col gap-1.5">
          <Meter value={usage.used} max={usage.max} label={view.fullName} valueText={usage.text} />
          <div className="flex flex-wrap justify-between gap-x-3 text-text-muted text-xs tabular-nums">
            <span>{usage.text}</span>
            {usage.left ? <span>{t('rg_left', { left: usage.left })}</span> : null}
            {view.resetsAt ? <span>{t('rg_resets_at', { time: formatDateTime(view.resetsAt, TIME) })}</span> : null}
          </div>
        </div>
      ) : null}
      {pending ? (
        <div
          data-slot="limit-pending"
          className="flex flex-wrap items-center gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
        >
          <span className="min-w-0 flex-1">
            {pending.to === null
              ? t('rg_pending_removal', { time: formatDateTimeWithZone(pending.effectiveAt, TIME) })
              : t('rg_pending_to', { amount: pending.to, time: formatDateTimeWithZone(pending.effectiveAt, TIME) })}
          </span>
          <Button
            size="sm"
            variant="outline"
            aria-label={`${t('rg_cancel_change')}: ${view.fullName}`}
            disabled={cancelling}
            aria-busy={cancelling || undefined}
            onClick={onCancelChange}
          >
            {t('rg_cancel_change')}
          </Button>
        </div>
      ) : null}
      {editor}
    </li>
  );
}
