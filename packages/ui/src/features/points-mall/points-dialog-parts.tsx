import { isPlatformError, type PlatformError } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useRef, useState } from 'react';
import { useMoneyMessage } from '../../platform/money/money';
import { refusalOf } from '../../platform/money/use-money-flow';
import { Button } from '../../primitives/button/button';
import { FormAlert } from '../../primitives/form-alert/form-alert';
import { Modal } from '../../primitives/modal/modal';
import { TextField } from '../../primitives/text-field/text-field';

// Refusals the player fixes in the password field; the rest are said where the dialog says them.
const PASSWORD_REFUSALS = new Set(['payment_password_incorrect', 'payment_password_not_set']);

/** The payment password a points dialog is checked against: what was typed, and what the field says about it. */
export function usePaymentPassword() {
  const t = useT();
  const [value, setValue] = useState('');
  // The problem as a key, worded at render: it reads in the language shown.
  const [problem, setProblem] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  return {
    value,
    setValue,
    error: problem === null ? null : t.message({ key: problem }),
    ref,
    /** True when something was typed; otherwise the field says it may not be empty and takes the focus. */
    check(): boolean {
      if (value.trim() === '') {
        setProblem('not_empty');
        ref.current?.focus();
        return false;
      }
      setProblem(null);
      return true;
    },
    /** True when the platform refused the password: the field says why and selects what was typed. */
    refused(failure: unknown): boolean {
      const key = isPlatformError(failure) ? failure.messageKey : '';
      if (!PASSWORD_REFUSALS.has(key)) return false;
      setProblem(key);
      ref.current?.focus();
      ref.current?.select();
      return true;
    },
  };
}

/** The payment password field of a points dialog. */
export function PaymentPasswordField({ password }: { password: ReturnType<typeof usePaymentPassword> }) {
  const t = useT();
  return (
    <TextField
      data-slot="payment-password-field"
      ref={password.ref}
      label={t('payment_password')}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      value={password.value}
      onChange={(event) => password.setValue(event.target.value)}
      revealLabels={{ show: t('show_password'), hide: t('hide_password') }}
      error={password.error ?? undefined}
    />
  );
}

/** A points dialog: it cannot be closed while its action is on its way. */
export function PointsDialog({
  name,
  title,
  description,
  pending,
  onClose,
  children,
}: {
  name: string;
  title: string;
  description?: string;
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Modal
      data-slot="points-dialog"
      name={name}
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={title}
      description={description}
      closeLabel={t('close')}
      size="fit"
    >
      {children}
    </Modal>
  );
}

/** What a done points action left: its reference and the points the player has now. */
export function PointsDoneFigures({ referenceNo, points }: { referenceNo: string; points: number }) {
  const t = useT();
  return (
    <dl data-slot="points-done-figures" className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      <dt className="text-text-muted">{t('records_reference')}</dt>
      <dd className="break-all text-end font-mono text-xs">{referenceNo}</dd>
      <dt className="text-text-muted">{t('pm_points_left')}</dt>
      <dd className="text-end font-semibold text-gold tabular-nums">{t('points_balance', { points })}</dd>
    </dl>
  );
}

/**
 * The end of a points form: the platform's refusal if any (an amount or points refusal names its figure), then
 * cancel and confirm (disabled while on its way).
 */
export function PointsFormEnd({
  problem,
  pending,
  onCancel,
  confirmLabel,
}: {
  problem: PlatformError | null;
  pending: boolean;
  onCancel: () => void;
  confirmLabel: string;
}) {
  const t = useT();
  const message = useMoneyMessage();
  return (
    <>
      {problem ? <FormAlert>{message(refusalOf(problem).message)}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" disabled={pending} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="gold" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('loading') : confirmLabel}
        </Button>
      </div>
    </>
  );
}
