import { convertPoints, isPlatformError, type PlatformError, type PointConfig } from '@lobbykit/api-client';
import { checkPointConversion, mostConvertiblePoints, type PointConversionRule } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { type FormEvent, useRef, useState } from 'react';
import { useMoneyAction } from '../../platform/use-money-action';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { Modal } from '../../primitives/modal/modal';
import { TextField } from '../../primitives/text-field/text-field';

type Converted = { referenceNo: string; amount: string; points: number };

const POINTS_REFUSALS = new Set(['points_not_enough', 'points_below_minimum', 'points_convert_step', 'points_invalid']);
const PASSWORD_REFUSALS = new Set(['payment_password_incorrect', 'payment_password_not_set']);

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
  const { formatMoney } = useFormat();
  const action = useMoneyAction(convertPoints);
  const rule = conversionRuleOf(config);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [pointsError, setPointsError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [problem, setProblem] = useState<PlatformError | null>(null);
  const [done, setDone] = useState<Converted | null>(null);
  const pointsRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const check = checkPointConversion(typed, rule, points);
  const most = mostConvertiblePoints(points, rule);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (action.isPending) return;
    setProblem(null);
    if (!check.ok) {
      setPointsError(t.message(check.message));
      pointsRef.current?.focus();
      return;
    }
    setPointsError(null);
    if (password.trim() === '') {
      setPasswordError(t('not_empty'));
      passwordRef.current?.focus();
      return;
    }
    setPasswordError(null);
    action.send(
      { points: check.points, paymentPassword: password },
      {
        onSuccess: (value) => setDone({ referenceNo: value.referenceNo, amount: value.amount, points: value.points }),
        onError: (error) => {
          const key = isPlatformError(error) ? error.messageKey : '';
          if (PASSWORD_REFUSALS.has(key)) {
            setPasswordError(t.message({ key }));
            passwordRef.current?.focus();
            passwordRef.current?.select();
          } else if (POINTS_REFUSALS.has(key)) {
            setPointsError(t.message({ key }));
            pointsRef.current?.focus();
          } else {
            setProblem(error);
          }
        },
      },
    );
  }

  return (
    <Modal
      name="pointMallConvert"
      open
      onOpenChange={(open) => {
        if (!open && !action.isPending) onClose();
      }}
      title={t('pm_convert_title')}
      description={t('pm_convert_rate', {
        points: t('points_balance', { points: config.convertPoints }),
        amount: formatMoney(Number(config.convertAmount)),
      })}
      closeLabel={t('close')}
      size="fit"
    >
      {done ? (
        <div data-slot="convert-done" className="flex flex-col gap-4">
          <p role="status" className="rounded-md border border-success/40 bg-success/10 px-4 py-3 font-semibold">
            {t('pm_convert_done', { amount: formatMoney(Number(done.amount)) })}
          </p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-text-muted">{t('records_reference')}</dt>
            <dd className="break-all text-end font-mono text-xs">{done.referenceNo}</dd>
            <dt className="text-text-muted">{t('pm_points_left')}</dt>
            <dd className="text-end font-semibold text-gold tabular-nums">
              {t('points_balance', { points: done.points })}
            </dd>
          </dl>
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
            error={pointsError ?? undefined}
            end={
              <Button
                variant="secondary"
                className="h-11"
                disabled={most === 0}
                onClick={() => {
                  setTyped(String(most));
                  setPointsError(null);
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
              {action.isPending ? t('loading') : t('pm_convert_confirm')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
