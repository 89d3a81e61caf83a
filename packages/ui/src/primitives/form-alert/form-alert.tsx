import type { ReactNode } from 'react';
import { cn } from '../../styling/cn';

/** Props of {@link FormAlert}. */
export type FormAlertProps = {
  /** The message, already in the reader's language (the catalogue's or the platform's). */
  children: ReactNode;
  /** Classes for the root element, merged after the kit's own. */
  className?: string;
};

/** A form's failure message (SPEC §8), announced as it appears. */
export function FormAlert({ children, className }: FormAlertProps) {
  return (
    <p
      data-slot="form-alert"
      role="alert"
      className={cn('rounded-md border border-danger/40 bg-danger-surface px-3 py-2 text-danger text-sm', className)}
    >
      {children}
    </p>
  );
}
