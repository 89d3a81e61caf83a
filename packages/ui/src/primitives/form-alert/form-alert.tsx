import type { ReactNode } from 'react';
import { cn } from '../../styling/cn';

/** A form's failure message (SPEC §8), announced as it appears. */
export function FormAlert({ children, className }: { children: ReactNode; className?: string }) {
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
