import { convertPoints, type PlatformError, type PointConfig } from '@lobbykit/api-client';
import {
  checkPointConversion,
  mostConvertiblePoints,
  type PointConversionRule,
  type RefusalMessage,
} from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { type FormEvent, useRef, useState } from 'react';
import { useMoneyMessage } from '../../platform/money/money';
import { refusalOf } from '../../platform/money/use-money-flow';
import { useMoneyAction } from '../../platform/use-money-action';
import { Button } from '../../primitives/button/button';
import { TextField } from '../../primitives/text-field/text-field';
import {
  PaymentPasswordField,
  PointsDialog,
  PointsDoneFigures,
  PointsFormEnd,
  usePaymentPassword,
} from './points-dialog-parts';

type Converted = { referenceNo: string; amount: string; points: number };

const POINTS_REFUSALS = new Set(['points_not_enough', 'points_below_minimum', 'points_convert_step', 'points_invalid']);

/** The convert rule of the points config, as the domain checks it. */
export const conversionRuleOf = (config: PointConfig): PointConversionRule => ({
  step: config.convertPoints,
  stepAmount: config.convertAmount,
  min: config.minConvertPoints,
});

/**
 * Turns points into money on the main wallet (SPEC §7 convertPoint), checked against the payment password: the
 * points in whole steps, what they give, then one conversion per intent (disabled while on its way). A refusal keeps
 * the dialog and what was typed; a success says what was credited (the header balance refreshes with the call).
 */
export function ConvertDialog({
  config,
  points,
  onClose,
}: {
  config: PointConfig;
  points: number;
  onClose: () => void;
}) {
  const t = useT();
  const message = useMoneyMessage();
  const { formatMoney } = useFormat();
  const action = useMoneyAction(convertPoints);
  const rule = conversionRuleOf(config);
  const [typed, setTyped] = useState('');
  const password = usePaymentPassword();
  // The points' problem as its message, worded at render: it reads in the language shown.
  const [pointsProblem, setPointsProblem] = useState<RefusalMessage | null>(null);
  const [problem, setProblem] = useState<PlatformError | null>(null);
  const [done, setDone] = useState<Converted | null>(null);
  const pointsRef = useRef<HTMLInputElement>(null);
  const check = checkPointConversion(typed, rule, points);
  const most = mostConvertiblePoints(points, rule);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (action.isPending) return;
    setProblem(null);
    if (!check.ok) {
      setPointsProblem(check.message);
      pointsRef.current?.focus();
      return;
    }
    setPointsProblem(null);
    if (!password.check()) return;
    action.send(
      { points: check.points, paymentPassword: password.value },
      {
        onSuccess: (value) => setDone({ referenceNo: value.referenceNo, amount: value.amount, points: value.points }),
        onError: (error) => {
          if (password.refused(error)) return;
          const refusal = refusalOf(error);
          if (refusal.refusedWith !== null && POINTS_REFUSALS.has(refusal.refusedWith)) {
            setPointsProblem(refusal.message);
            pointsRef.current?.focus();
          } else {
            setProblem(error);
          }
        },
      },
    );
  }

  return (
    <PointsDialog
      name="pointMallConvert"
      title={t('pm_convert_title')}
      description={t('pm_convert_rate', {
        points: t('points_balance', { points: config.convertPoints }),
        amount: formatMoney(Number(config.convertAmount)),
      })}
      pending={action.isPending}
      onClose={onClose}
    >
      {done ? (
        <div data-slot="convert-done" className="flex flex-col gap-4">
          <p role="status" className="rounded-md border border-success/40 bg-success/10 px-4 py-3 font-semibold">
            {t('pm_convert_done', { amount: formatMoney(Number(done.amount)) })}
          </p>
          <PointsDoneFigures referenceNo={done.referenceNo} points={done.points} />
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('ok')}</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} aria-label={t('pm_convert')} className="flex flex-col gap-4">
          <p className="flex items-baseline justify-between gap-4 rounded-md bg-surface-2 px-4 py-2.5 text-sm">
            <span className="text-text-muted">{t('pm_your_points')}</span>
            <span className="font-semibold text-gold tabular-nums">{t('points_balance', { points })}</span>
          </p>
          <TextField
            ref={pointsRef}
            label={t('pm_convert_points')}
            inputMode="numeric"
            autoComplete="off"
            inputClassName="text-end tabular-nums"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            hint={t('pm_convert_rule', {
              min: t('points_balance', { points: rule.min }),
              step: t('points_balance', { points: rule.step }),
            })}
            error={pointsProblem ? message(pointsProblem) : undefined}
            end={
              <Button
                variant="secondary"
                className="h-11"
                disabled={most === 0}
                onClick={() => {
                  setTyped(String(most));
                  setPointsProblem(null);
                }}
              >
                {t('withdrawal_all')}
              </Button>
            }
          />
          <p className="flex items-baseline justify-between gap-4 text-sm" aria-live="polite">
            <span className="text-text-muted">{t('pm_convert_gives')}</span>
            <span data-testid="convert-gives" className="font-bold text-gold text-lg tabular-nums">
              {formatMoney(check.ok ? Number(check.amount) : 0)}
            </span>
          </p>
          <PaymentPasswordField password={password} />
          <PointsFormEnd
            problem={problem}
            pending={action.isPending}
            onCancel={onClose}
            confirmLabel={t('pm_convert_confirm')}
          />
        </form>
      )}
    </PointsDialog>
  );
}
