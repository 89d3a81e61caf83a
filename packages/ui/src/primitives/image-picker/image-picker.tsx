import { type ReactNode, useEffect, useId, useState } from 'react';
import { cn } from '../../styling/cn';

export type ImagePickerProps = {
  /** The chosen images (controlled); leave out for the picker to keep them itself. */
  value?: readonly File[];
  /** The images chosen at first when uncontrolled. */
  defaultValue?: readonly File[];
  /** Called with the new list after an image is added or removed. */
  onValueChange?: (files: File[]) => void;
  /** The file types the browser's chooser offers (`accept` of the file input). */
  accept: string;
  /** Most images that can be chosen; the add button disables at this count. */
  maxCount: number;
  /**
   * Why a file cannot join the `chosen` ones, already in the reader's language (e.g. the domain's image rule,
   * translated, which also refuses one too many), or null when it may. A refused file is not added and its reason
   * is announced. It is asked again at each render (so it should read only the file and the count): the reason
   * follows a change of language.
   */
  check: (file: File, chosen: number) => ReactNode | null;
  /** The add button's label, e.g. "Upload proof". */
  label: ReactNode;
  /** A quiet line about the rules, e.g. "Up to 3 images, PNG or JPG, at most 5 MB each". */
  hint?: ReactNode;
  /** The accessible name of a preview's remove button: `Remove ${name}`. */
  removeLabel: (fileName: string) => string;
  /** An error about the whole list (e.g. "Please upload proof"), announced. */
  error?: ReactNode;
  /** Nothing can be added or removed (the form is being sent). */
  disabled?: boolean;
  /** Classes for the root element, merged after the kit's own. */
  className?: string;
  /** The file input's id; generated when not given. */
  id?: string;
};

// The refused file and how many were chosen then, not the reason's words: `check` words it at render.
type Refusal = { file: File; chosen: number };

// Keys that stay with a File for as long as it is chosen, whatever its name.
const fileKeys = new WeakMap<File, string>();
let nextKey = 0;
function keyOf(file: File): string {
  let key = fileKeys.get(file);
  if (!key) {
    nextKey += 1;
    key = `image-${nextKey}`;
    fileKeys.set(file, key);
  }
  return key;
}

/**
 * Picks images to upload, with a preview of each and a remove button (no data: what happens to the files is the
 * caller's). Files the caller's `check` refuses are left out and the reason is announced beside the picker.
 */
export function ImagePicker({
  value,
  defaultValue = [],
  onValueChange,
  accept,
  maxCount,
  check,
  label,
  hint,
  removeLabel,
  error,
  disabled = false,
  className,
  id,
}: ImagePickerProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [own, setOwn] = useState<readonly File[]>(defaultValue);
  const files = value ?? own;
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const full = files.length >= maxCount;
  const reasons = refusals.flatMap(({ file, chosen }) => {
    const reason = check(file, chosen);
    return reason === null || reason === undefined ? [] : [{ name: file.name, reason }];
  });

  function change(next: File[]) {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  }

  function add(chosen: FileList | null) {
    if (!chosen) return;
    const next = [...files];
    const refused: Refusal[] = [];
    for (const file of Array.from(chosen)) {
      const reason = check(file, next.length);
      if (reason !== null && reason !== undefined) refused.push({ file, chosen: next.length });
      else if (next.length < maxCount) next.push(file);
    }
    setRefusals(refused);
    if (next.length !== files.length) change(next);
  }

  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ');
  return (
    <div data-slot="image-picker" className={cn('flex flex-col gap-2', className)}>
      <ul data-slot="image-picker-list" className="flex flex-wrap gap-2">
        {files.map((file) => (
          <ImagePreview
            key={keyOf(file)}
            file={file}
            removeLabel={removeLabel(file.name)}
            disabled={disabled}
            onRemove={() => {
              setRefusals([]);
              change(files.filter((other) => other !== file));
            }}
          />
        ))}
        {full ? null : (
          <li className="size-24 sm:size-28">
            <input
              id={inputId}
              type="file"
              accept={accept}
              multiple
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              className="peer sr-only"
              onChange={(event) => {
                add(event.currentTarget.files);
                // The same file can be chosen again after it was removed.
                event.currentTarget.value = '';
              }}
            />
            <label
              htmlFor={inputId}
              data-slot="image-picker-add"
              className={cn(
                'flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-md border border-border border-dashed bg-surface-2 p-2 text-center text-text-muted text-xs transition-colors',
                'hover:border-accent hover:text-text peer-focus-visible:outline-2 peer-focus-visible:outline-focus peer-focus-visible:outline-offset-2',
                'peer-disabled:cursor-not-allowed peer-disabled:opacity-50 motion-reduce:transition-none',
                error ? 'border-danger' : null,
              )}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 shrink-0" fill="none" stroke="currentColor">
                <path strokeWidth="2" strokeLinecap="round" d="M12 5v14M5 12h14" />
              </svg>
              <span className="font-medium">{label}</span>
              <span className="tabular-nums">
                {files.length}/{maxCount}
              </span>
            </label>
          </li>
        )}
      </ul>
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
      <div role="alert" data-slot="image-picker-refusals" className="empty:hidden">
        {reasons.length > 0 ? (
          <ul className="flex flex-col gap-1 text-danger text-sm">
            {reasons.map((refusal, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same name may be refused twice in one choice.
              <li key={index} className="break-words">
                {/* A file's name is not language. */}
                <span className="font-medium" translate="no">
                  {refusal.name}
                </span>
                : {refusal.reason}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function ImagePreview({
  file,
  removeLabel,
  disabled,
  onRemove,
}: {
  file: File;
  removeLabel: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return (
    <li
      data-slot="image-picker-item"
      className="relative size-24 overflow-hidden rounded-md border border-border bg-surface-3 sm:size-28"
    >
      {url ? <img src={url} alt={file.name} className="size-full object-cover" /> : null}
      <button
        type="button"
        aria-label={removeLabel}
        disabled={disabled}
        onClick={onRemove}
        className="absolute end-1 top-1 flex size-8 items-center justify-center rounded-full bg-page/80 text-text hover:bg-danger hover:text-page focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
          <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}
