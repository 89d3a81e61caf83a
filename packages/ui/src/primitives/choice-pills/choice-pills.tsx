import { cn } from '../../styling/cn';

export type ChoicePillsProps = {
  /** The radio buttons' name. */
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** The chosen value; null: none chosen yet. */
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/**
 * One choice among a few, as a row of pills: native radio buttons under a legend, so arrow keys move between them
 * and the choice is read out as the pattern says.
 */
export function ChoicePills({ name, legend, options, value, onChange, disabled }: ChoicePillsProps) {
  return (
    <fieldset data-slot="choice-pills" className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center rounded-full border px-4 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus has-[:focus-visible]:outline-offset-2',
              option.value === value
                ? 'border-accent bg-accent-soft font-semibold text-text'
                : 'border-border bg-surface-2 text-text-muted hover:bg-surface-3 hover:text-text',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
