import type * as React from 'react';
import { cn } from '../../styling/cn';

/** Props of {@link Meter}. */
export type MeterProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** How much is used; shown full at `max` and beyond. */
  value: number;
  max: number;
  /** The meter's name for assistive technology (the visible words beside it usually say it too). */
  label: string;
  /** What a screen reader says for the value, e.g. "40.00 of 100.00 used". */
  valueText: string;
};

/**
 * How much of a limit is used, as a bar: `role="meter"` with its value, range and words. It turns to the warning
 * colour from 80 % used, and stays there when full: reaching a limit is the limit doing its work, not an error.
 */
export function Meter({ value, max, label, valueText, className, ...props }: MeterProps) {
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 1;
  const level = ratio >= 1 ? 'full' : ratio >= 0.8 ? 'high' : 'low';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> takes the kit's track and fill in no two browsers alike (Chromium kept its own green here).
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={valueText}
      data-slot="meter"
      data-level={level}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-surface-3', className)}
      {...props}
    >
      <div
        data-slot="meter-bar"
        className={cn(
          'h-full rounded-full motion-safe:transition-[width]',
          level === 'low' ? 'bg-accent' : 'bg-warning',
        )}
        style={{ width: `${ratio * 100}%` }}
      />
    </div>
  );
}
