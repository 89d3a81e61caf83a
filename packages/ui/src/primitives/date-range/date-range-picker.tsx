import {
  customPeriod,
  PLATFORM_TIME_ZONE_OFFSET_MINUTES,
  RECORD_PERIOD_PRESETS,
  type RecordPeriodChoice,
  type RecordPeriodPreset,
  type RecordPeriodProblem,
  recordWindow,
  resolveRecordPeriod,
} from '@lobbykit/domain';
import { type FormEvent, useId, useState } from 'react';
import { cn } from '../../styling/cn';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';

/** The words of a {@link DateRangePicker}, in the shown language. */
export type DateRangePickerLabels = {
  /** Names the group of period buttons ("Period"). */
  group: string;
  presets: Record<RecordPeriodPreset | 'custom', string>;
  from: string;
  to: string;
  apply: string;
  /** The message of a refused custom period (the catalogue's words for the domain's key). */
  problem: (problem: RecordPeriodProblem) => string;
  /** Says the period shown, e.g. "2026-03-05 to 2026-03-11". */
  shown: (from: string, to: string) => string;
  /** Names the time zone the days are cut in and the records' times are shown in, e.g. "Times in GMT+7". */
  timeZone?: string;
};

export type DateRangePickerProps = {
  /** The period chosen: a preset (today, last 7 days, …) or a custom range. */
  value: RecordPeriodChoice;
  /** Called with a preset at once, with a custom period only once the domain accepts it. */
  onChange: (choice: RecordPeriodChoice) => void;
  /** The current moment, from the caller's clock. */
  now: number;
  /** Minutes east of UTC of the platform's days (and of "today"); UTC+7 by default. */
  timeZoneOffsetMinutes?: number;
  labels: DateRangePickerLabels;
  /** Classes for the root element, merged after the kit's own. */
  className?: string;
};

const chip =
  'inline-flex h-9 shrink-0 items-center rounded-full border border-border bg-surface-2 px-4 font-medium text-sm ' +
  'transition-colors hover:bg-surface-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-text motion-reduce:transition-none';

/**
 * Today, yesterday, the last 7 or 30 days, or custom days within the platform's window: the period a record list
 * shows, cut at the platform's midnight by the domain's rules. No data fetching.
 */
export function DateRangePicker({
  value,
  onChange,
  now,
  timeZoneOffsetMinutes = PLATFORM_TIME_ZONE_OFFSET_MINUTES,
  labels,
  className,
}: DateRangePickerProps) {
  const id = useId();
  const resolved = resolveRecordPeriod(value, now, timeZoneOffsetMinutes);
  const shown = resolved.ok ? resolved.period : null;
  const window = recordWindow(now, timeZoneOffsetMinutes);
  const [editing, setEditing] = useState(value.preset === 'custom');
  const [draft, setDraft] = useState({ from: shown?.from ?? window.latest, to: shown?.to ?? window.latest });
  const [problem, setProblem] = useState<RecordPeriodProblem | null>(null);

  const pick = (preset: RecordPeriodPreset) => {
    setEditing(false);
    setProblem(null);
    onChange({ preset });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = customPeriod(draft.from, draft.to, now, timeZoneOffsetMinutes);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    onChange({ preset: 'custom', from: draft.from, to: draft.to });
  };
  const customPressed = editing || value.preset === 'custom';

  return (
    <div data-slot="date-range-picker" className={cn('flex flex-col gap-3', className)}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
          <legend className="sr-only">{labels.group}</legend>
          {RECORD_PERIOD_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className={chip}
              aria-pressed={!editing && value.preset === preset}
              onClick={() => pick(preset)}
            >
              {labels.presets[preset]}
            </button>
          ))}
          <button
            type="button"
            className={chip}
            aria-pressed={customPressed}
            aria-expanded={editing}
            aria-controls={`${id}-custom`}
            onClick={() => {
              if (shown) setDraft({ from: shown.from, to: shown.to });
              setEditing((open) => !open);
            }}
          >
            {labels.presets.custom}
          </button>
        </fieldset>
        {shown ? (
          <p className="text-sm text-text-muted tabular-nums" data-slot="date-range-shown">
            {labels.shown(shown.from, shown.to)}
            {labels.timeZone ? (
              <span data-slot="date-range-zone" className="ms-2 border-border border-s ps-2 text-xs">
                {labels.timeZone}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      {editing ? (
        <form
          id={`${id}-custom`}
          onSubmit={apply}
          noValidate
          className="grid grid-cols-2 items-end gap-3 rounded-lg border border-border bg-surface-1 p-3 sm:flex sm:flex-wrap"
        >
          <TextField
            type="date"
            label={labels.from}
            value={draft.from}
            min={window.earliest}
            max={window.latest}
            onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
            className="min-w-0 sm:w-44"
          />
          <TextField
            type="date"
            label={labels.to}
            value={draft.to}
            min={window.earliest}
            max={window.latest}
            onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
            className="min-w-0 sm:w-44"
          />
          <Button type="submit" className="col-span-2 h-11 sm:col-span-1">
            {labels.apply}
          </Button>
          {problem ? (
            <p role="alert" className="col-span-2 text-danger text-sm sm:basis-full">
              {labels.problem(problem)}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
