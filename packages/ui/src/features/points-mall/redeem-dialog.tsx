import { type PlatformError, type PointGoods, redeemPointReward } from '@lobbykit/api-client';
import { useFormat, useT } from '@lobbykit/i18n';
import { type FormEvent, useState } from 'react';
import { useMoneyAction } from '../../platform/use-money-action';
import { Button } from '../../primitives/button/button';
import {
  PaymentPasswordField,
  PointsDialog,
  PointsDoneFigures,
  PointsFormEnd,
  usePaymentPassword,
} from './points-dialog-parts';
import { usePointsText } from './points-format';

type Redeemed = { referenceNo: string; points: number };

/**
 * Redeems one unit of a reward (SPEC §3 redeem records), checked against the payment password: what it costs and
 * the points left, then one redeem sent per intent (the button is disabled while it is on its way). A refusal keeps
 * the dialog open with what was typed and the platform's message; a success shows the reference.
 */
export function RedeemDialog({
  goods,
  points,
  onClose,
  onShowHistory,
}: {
  goods: PointGoods;
  points: number;
  onClose: () => void;
  onShowHistory: () => void;
}) {
  const t = useT();
  const { formatMoney } = useFormat();
  const pointsText = usePointsText();
  const action = useMoneyAction(redeemPointReward);
  const password = usePaymentPassword();
  const [problem, setProblem] = useState<PlatformError | null>(null);
  const [done, setDone] = useState<Redeemed | null>(null);
  const amount = Number(goods.amountRequirement);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (action.isPending) return;
    setProblem(null);
    if (!password.check()) return;
    action.send(
      { goodsId: goods.id, quantity: 1, paymentPassword: password.value },
      {
        onSuccess: (value) => setDone({ referenceNo: value.record.referenceNo, points: value.points }),
        // Refusals the player fixes in the password field; the rest (stock, points) are said above the buttons.
        onError: (error) => {
          if (!password.refused(error)) setProblem(error);
        },
      },
    );
  }

  return (
    <PointsDialog
      name="pointMallRedeem"
      title={t('pm_redeem_title', { name: goods.name })}
      pending={action.isPending}
      onClose={onClose}
    >
      {done ? (
        <div data-slot="redeem-done" className="flex flex-col gap-4">
          <div
            role="status"
            className="flex flex-col gap-1 rounded-md border border-success/40 bg-success/10 px-4 py-3"
          >
            <p className="font-semibold">{t('pm_redeem_done')}</p>
            <p className="text-sm text-text-muted">{t('pm_redeem_done_detail')}</p>
          </div>
          <PointsDoneFigures referenceNo={done.referenceNo} points={done.points} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onShowHistory}>
              {t('pm_see_history')}
            </Button>
            <Button onClick={onClose}>{t('ok')}</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} aria-label={t('redeem')} className="flex flex-col gap-4">
          <dl className="divide-y divide-border rounded-md border border-border bg-surface-2 text-sm">
            <div className="flex items-baseline justify-between gap-4 px-4 py-2.5">
              <dt className="text-text-muted">{t('pm_cost')}</dt>
              <dd className="text-end font-semibold text-gold tabular-nums">
                {t('points_balance', { points: goods.pointsRequirement })}
              </dd>
            </div>
            {amount > 0 ? (
              <div className="flex items-baseline justify-between gap-4 px-4 py-2.5">
                <dt className="text-text-muted">{t('pm_from_main_wallet')}</dt>
                <dd className="text-end font-semibold tabular-nums">{formatMoney(amount)}</dd>
              </div>
            ) : null}
            <div className="flex items-baseline justify-between gap-4 px-4 py-2.5">
              <dt className="text-text-muted">{t('pm_points_after')}</dt>
              <dd className="text-end tabular-nums">{pointsText(points - goods.pointsRequirement)}</dd>
            </div>
          </dl>
          <PaymentPasswordField password={password} />
          <PointsFormEnd
            problem={problem}
            pending={action.isPending}
            onCancel={onClose}
            confirmLabel={t('pm_redeem_confirm')}
          />
        </form>
      )}
    </PointsDialog>
  );
}
