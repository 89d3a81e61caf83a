import { type ReactNode, useId } from 'react';
import { cn } from '../../styling/cn';

export type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type' | 'id'> & {
  /** The visible label; a link inside it stays clickable. */
  label: ReactNode;
  /** The error to show and announce; the box is then `aria-invalid`. */
  error?: ReactNode;
  id?: string;
};

/** A labelled checkbox (native input, so forms and screen readers treat it as one) with an announced error. */
export function Checkbox({ label, error, id, className, ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div data-slot="checkbox" className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2.5">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded-sm accent-(--color-accent) aria-invalid:outline-2 aria-invalid:outline-danger"
          {...input}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-snug">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${inputId}-error`} data-slot="field-error" className="ps-7.5 text-danger text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
