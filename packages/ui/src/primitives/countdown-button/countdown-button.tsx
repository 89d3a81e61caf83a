import type { ComponentProps } from 'react';
import { Button } from '../button/button';

/** Props of {@link CountdownButton}. */
export type CountdownButtonProps = ComponentProps<typeof Button> & {
  /** Seconds left before the action may run again; 0 means ready. */
  remainingSeconds: number;
  /** The label when ready, e.g. "Send code" (or give it as children). */
  label?: string;
  /** The label while counting, e.g. "Resend in 42 seconds", or a function of the seconds left. */
  countingLabel: string | ((seconds: number) => string);
  /** The action is on its way: the button is disabled and says so. */
  pending?: boolean;
};

/** A button that stays disabled while a countdown runs (the SMS resend button, SPEC §4) and shows the time left. */
export function CountdownButton({
  remainingSeconds,
  label,
  children,
  countingLabel,
  pending = false,
  disabled,
  className,
  variant = 'secondary',
  ...props
}: CountdownButtonProps) {
  const counting = remainingSeconds > 0;
  return (
    <Button
      data-slot="countdown-button"
      data-state={counting ? 'counting' : 'ready'}
      variant={variant}
      disabled={disabled || counting || pending}
      aria-busy={pending || undefined}
      className={className ?? 'h-11 shrink-0 tabular-nums'}
      {...props}
    >
      {counting
        ? typeof countingLabel === 'function'
          ? countingLabel(remainingSeconds)
          : countingLabel
        : (label ?? children)}
    </Button>
  );
}
