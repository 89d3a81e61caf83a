import type * as React from 'react';
import { cn } from '../../styling/cn';

/** Props of {@link Meter}. */
export type MeterProps = Omit<React.ComponentProps<'meter'>, 'children' | 'value' | 'max' | 'min'> & {
  /** How much is used; shown full at `max` and beyond. */
  value: number;
  max: number;
  /** The meter's name for assistive technology (the visible words beside it usually say it too). */
  label: string;
  /** What a screen reader says for the value, e.g. "40.00 of 100.00 used". */
  valueText: string;
};

// The browser draws a meter's bar through its own parts: each is given the kit's track and fill.
const track =
  'appearance-none [&::-webkit-meter-bar]:h-2 [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:bg-surface-3 bg-surface-3';
const fills = {
  low: '[&::-webkit-meter-optimum-value]:bg-accent [&::-webkit-meter-suboptimum-value]:bg-accent [&::-webkit-meter-even-less-good-value]:bg-accent [&::-moz-meter-bar]:bg-accent',
  high: '[&::-webkit-meter-optimum-value]:bg-warning [&::-webkit-meter-suboptimum-value]:bg-warning [&::-webkit-meter-even-less-good-value]:bg-warning [&::-moz-meter-bar]:bg-warning',
} as const;

/**
 * How much of a limit is used, as a bar: a native `<meter>` with its value, range and words. It turns to the warning
 * colour from 80 % used, and stays there when full: reaching a limit is the limit doing its work, not an error.
 */
export function Meter({ value, max, label, valueText, className, ...props }: MeterProps) {
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 1;
  const level = ratio >= 1 ? 'full' : ratio >= 0.8 ? 'high' : 'low';
  return (
    <meter
      aria-label={label}
      aria-valuetext={valueText}
      min={0}
      max={max > 0 ? max : 1}
      value={max > 0 ? Math.min(value, max) : 1}
      data-slot="meter"
      data-level={level}
      className={cn(
        'block h-2 w-full overflow-hidden rounded-full',
        track,
        fills[level === 'low' ? 'low' : 'high'],
        '[&::-webkit-meter-optimum-value]:rounded-full [&::-webkit-meter-suboptimum-value]:rounded-full [&::-webkit-meter-even-less-good-value]:rounded-full',
        className,
      )}
      {...props}
    />
  );
}
