import { isPlatformError, type PlatformError, type PointGoods, redeemPointReward } from '@lobbykit/api-client';
import { useFormat, useT } from '@lobbykit/i18n';
import { type FormEvent, useRef, useState } from 'react';
import { useMoneyAction } from '../../platform/use-money-action';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { Modal } from '../../primitives/modal/modal';
import { TextField } from '../../primitives/text-field/text-field';
import { usePointsText } from './points-format';

type Redeemed = { referenceNo: string; points: number };

// Refusals the player fixes in the password field; the rest (stock, points) are said above the buttons.
const PASSWORD_REFUSALS = new Set(['payment_password_incorrect', 'payment_password_not_set']);

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
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [problem, setProblem] = useState<PlatformError | null>(null);
  const [done, setDone] = useState<Redeemed | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const amount = Number(goods.amountRequirement);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (action.isPending) return;
    setProblem(null);
    if (password.trim() === '') {
      setPasswordError(t('not_empty'));
      passwordRef.current?.focus();
      return;
    }
    setPasswordError(null);
    action.send(
      { goodsId: goods.id, quantity: 1, paymentPassword: password },
      {
        onSuccess: (value) => setDone({ referenceNo: value.record.referenceNo, points: value.points }),
        onError: (error) => {
          if (isPlatformError(error) && PASSWORD_REFUSALS.has(error.messageKey)) {
            setPasswordError(t.message({ key: error.messageKey }));
            passwordRef.current?.focus();
            passwordRef.current?.select();
          } else {
            setProblem(error);
          }
        },
      },
    );
  }

  return (
    <Modal
      name="pointMallRedeem"
      open
      onOpenChange={(open) => {
        if (!open && !action.isPending) onClose();
      }}
      title={t('pm_redeem_title', { name: goods.name })}
      closeLabel={t('close')}
      size="fit"
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
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-text-muted">{t('records_reference')}</dt>
            <dd className="break-all text-end font-mono text-xs">{done.referenceNo}</dd>
            <dt className="text-text-muted">{t('pm_points_left')}</dt>
            <dd className="text-end font-semibold text-gold tabular-nums">
              {t('points_balance', { points: done.points })}
            </dd>
          </dl>
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
          <TextField
            ref={passwordRef}
            label={t('payment_password')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            revealLabels={{ show: t('show_password'), hide: t('hide_password') }}
            error={passwordError ?? undefined}
          />
          {problem ? <FormAlert>{t.message({ key: problem.messageKey })}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" disabled={action.isPending} onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="gold" disabled={action.isPending} aria-busy={action.isPending || undefined}>
              {action.isPending ? t('loading') : t('pm_redeem_confirm')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
