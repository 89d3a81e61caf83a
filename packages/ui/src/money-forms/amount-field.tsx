import { useT } from '@lobbykit/i18n';
import type { ReactNode } from 'react';
import { TextField } from '../primitives/text-field/text-field';

/**
 * The amount of a money action: digits with up to 2 decimals (checked by the domain's `checkAmount` before
 * sending), quick amounts beside or under it, and a hint with the limits or what the wallet holds.
 */
export function AmountField({
  value,
  onChange,
  error,
  hint,
  quick,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** Quick-amount buttons (presets, "All"). */
  quick?: ReactNode;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={t('cashier_amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('cashier_amount_placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error ?? undefined}
        hint={hint}
        disabled={disabled}
        inputClassName="text-end font-semibold tabular-nums text-base sm:text-base"
      />
      {quick ? <div className="flex flex-wrap gap-2">{quick}</div> : null}
    </div>
  );
}

/** A quick-amount chip: fills the amount with one press. */
export function QuickAmount({
  label,
  onPick,
  pressed,
  disabled,
}: {
  label: string;
  onPick: () => void;
  pressed?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onPick}
      className="h-8 rounded-full border border-border bg-surface-2 px-3 text-sm tabular-nums hover:bg-surface-3 disabled:opacity-50 aria-pressed:border-gold aria-pressed:text-gold"
    >
      {label}
    </button>
  );
}
