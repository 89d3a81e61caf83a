import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../styling/cn';

export type TextFieldProps = Omit<React.ComponentProps<'input'>, 'id'> & {
  /** The label (every field has one); visible unless `labelHidden`. */
  label: ReactNode;
  /** Keeps the label for assistive technology only, where a placeholder and an icon say what the field is. */
  labelHidden?: boolean;
  /** A small decorative icon inside the input, at its start. */
  icon?: ReactNode;
  /** Classes for the input itself, e.g. a shorter one in a toolbar. */
  inputClassName?: string;
  /** The error to show and announce; the input is then `aria-invalid`. */
  error?: ReactNode;
  /** A quiet line under the field. */
  hint?: ReactNode;
  /** Shown after the label of a field that may stay empty, e.g. "Optional". */
  optionalLabel?: string | undefined;
  /** For a password: the labels of the show/hide toggle; without them there is no toggle. */
  revealLabels?: { show: string; hide: string } | undefined;
  /** Something placed before the input inside the field row, such as a country-code picker. */
  start?: ReactNode;
  /** Something placed after the input, such as a "send code" button. */
  end?: ReactNode;
  /** The input's id; generated when not given. */
  id?: string;
  /** The root's `data-slot` (`text-field` if none), e.g. the field's own component name. */
  'data-slot'?: string;
};

/** A labelled text input whose error is tied to it with aria-invalid and aria-describedby. */
export function TextField({
  label,
  labelHidden = false,
  icon,
  inputClassName,
  error,
  hint,
  optionalLabel,
  revealLabels,
  start,
  end,
  id,
  type = 'text',
  className,
  'data-slot': slot = 'text-field',
  ...input
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ');
  return (
    <div data-slot={slot} className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={cn('font-medium text-sm', labelHidden && 'sr-only')}>
        {label}
        {optionalLabel ? <span className="ms-1.5 font-normal text-text-muted text-xs">({optionalLabel})</span> : null}
      </label>
      <div className="flex items-stretch gap-2">
        {start}
        <div className="relative min-w-0 flex-1">
          {icon ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 start-0 flex w-9 items-center justify-center text-text-muted [&_svg]:size-4"
            >
              {icon}
            </span>
          ) : null}
          <input
            id={inputId}
            type={type === 'password' && revealed ? 'text' : type}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={cn(
              'h-11 w-full rounded-md border border-border bg-surface-2 px-3 text-base text-text placeholder:text-text-muted sm:text-sm',
              'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-0',
              'disabled:opacity-60 aria-invalid:border-danger',
              revealLabels ? 'pe-11' : null,
              icon ? 'ps-9' : null,
              inputClassName,
            )}
            {...input}
          />
          {type === 'password' && revealLabels ? (
            <button
              type="button"
              aria-label={revealed ? revealLabels.hide : revealLabels.show}
              aria-pressed={revealed}
              onClick={() => setRevealed((shown) => !shown)}
              className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-md text-text-muted hover:text-text"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
                <circle cx="12" cy="12" r="3" />
                {revealed ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
              </svg>
            </button>
          ) : null}
        </div>
        {end}
      </div>
      {hint ? (
        <p id={`${inputId}-hint`} className="text-text-muted text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} data-slot="field-error" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
