import { type ReactNode, useId } from 'react';
import { cn } from '../../styling/cn';

export type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type' | 'id' | 'size'> & {
  /** The visible label; a link inside it stays clickable. */
  label: ReactNode;
  /** `md` (default): a 20 px box beside a small-text label; `sm`: a 16 px box in line with the text around it. */
  size?: 'sm' | 'md';
  /** The error to show and announce; the box is then `aria-invalid`. */
  error?: ReactNode;
  /** The input's id; generated when not given. */
  id?: string;
};

/** A labelled checkbox (native input, so forms and screen readers treat it as one) with an announced error. */
export function Checkbox({ label, error, id, size = 'md', className, ...input }: CheckboxProps) {
  const small = size === 'sm';
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div data-slot="checkbox" className={cn('flex flex-col gap-1', className)}>
      <div className={small ? 'flex items-center gap-2' : 'flex items-start gap-2.5'}>
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={cn(
            'size-5 shrink-0 cursor-pointer rounded-sm accent-(--color-accent) aria-invalid:outline-2 aria-invalid:outline-danger',
            small ? 'size-4' : 'mt-0.5',
          )}
          {...input}
        />
        <label htmlFor={inputId} className={small ? 'cursor-pointer' : 'cursor-pointer text-sm leading-snug'}>
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
