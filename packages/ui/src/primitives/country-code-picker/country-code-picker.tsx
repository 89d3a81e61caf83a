import { COUNTRY_DROPDOWN_CLOSE_DELAY_MS } from '@lobbykit/domain';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '../../styling/cn';

/** One country the picker offers: its code, dialing code (no '+') and name in the reader's language. */
export type CountryOption = { countryCode: string; countryDialingCode: string; name: string };

export type CountryCodePickerProps = {
  /** The countries to offer, each with its dialling code (the platform's list). */
  countries: readonly CountryOption[];
  /** The chosen country's code (e.g. 'VN'). */
  value: string | undefined;
  /** Called with the country chosen. */
  onValueChange: (country: CountryOption) => void;
  labels: {
    /** Names the picker, e.g. "Country code". */
    trigger: string;
    /** Names the search box, e.g. "Search country or code". */
    search: string;
    /** Shown when nothing matches the search. */
    noResults: string;
  };
  /** SPEC §9: the list closes this long after focus leaves it, so a click on an option still lands. */
  closeDelayMs?: number;
  /** The picker cannot be opened (a form being sent). */
  disabled?: boolean;
  /** Classes for the root element, merged after the kit's own. */
  className?: string;
};

function matches(country: CountryOption, query: string): boolean {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (q === '') return true;
  return (
    country.name.toLowerCase().includes(q) ||
    country.countryCode.toLowerCase().startsWith(q) ||
    country.countryDialingCode.startsWith(q)
  );
}

/**
 * The country dialing-code picker: a button showing "+84" that opens a searchable list; arrows move, Enter
 * picks, Escape closes, and the list closes 200 ms after focus leaves it (SPEC §9).
 */
export function CountryCodePicker({
  countries,
  value,
  onValueChange,
  labels,
  closeDelayMs = COUNTRY_DROPDOWN_CLOSE_DELAY_MS,
  disabled,
  className,
}: CountryCodePickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const selected = countries.find((country) => country.countryCode === value);
  const shown = useMemo(() => countries.filter((country) => matches(country, query)), [countries, query]);

  useEffect(() => () => clearTimeout(closing.current), []);
  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const openList = () => {
    if (disabled) return;
    clearTimeout(closing.current);
    setQuery('');
    setActive(
      Math.max(
        0,
        countries.findIndex((country) => country.countryCode === value),
      ),
    );
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    clearTimeout(closing.current);
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const choose = (country: CountryOption) => {
    onValueChange(country);
    close(true);
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => (index <= 0 ? last : index - 1));
    else if (event.key === 'Enter') {
      const country = shown[active];
      if (country) choose(country);
    } else if (event.key === 'Escape') {
      // Only the list closes, not the dialog around it.
      event.stopPropagation();
      close(true);
    } else return;
    event.preventDefault();
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only tracks focus; the button and the search box are the controls
    <div
      data-slot="country-code-picker"
      data-state={open ? 'open' : 'closed'}
      className={cn('relative shrink-0', className)}
      onFocus={() => clearTimeout(closing.current)}
      onBlur={(event) => {
        if (!open || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        closing.current = setTimeout(() => setOpen(false), closeDelayMs);
      }}
    >
      <button
        ref={trigger}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            openList();
          }
        }}
        className="inline-flex h-11 items-center gap-1.5 rounded-md border border-border bg-surface-2 px-3 text-sm tabular-nums hover:bg-surface-3 disabled:opacity-60"
      >
        <span className="sr-only">
          {labels.trigger}: {selected?.name}
        </span>
        <span aria-hidden="true" className="text-text-muted text-xs">
          {selected?.countryCode}
        </span>
        <span>+{selected?.countryDialingCode ?? ''}</span>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-4 text-text-muted"
          fill="none"
          stroke="currentColor"
        >
          <path d="M6 9l6 6 6-6" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <div className="absolute start-0 top-full z-20 mt-1 w-64 max-w-[calc(100vw-2.5rem)] rounded-md border border-border bg-surface-2 p-1.5 shadow-raised">
          <input
            ref={search}
            type="search"
            role="combobox"
            aria-label={labels.search}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown[active] ? optionId(active) : undefined}
            placeholder={labels.search}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKey}
            className="mb-1 h-9 w-full rounded-sm border border-border bg-surface-1 px-2.5 text-base text-text placeholder:text-text-muted sm:text-sm"
          />
          <div
            ref={list}
            id={listId}
            role="listbox"
            aria-label={labels.trigger}
            hidden={shown.length === 0}
            className="max-h-56 overflow-y-auto"
          >
            {shown.map((country, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search box drives the keyboard (aria-activedescendant)
              <div
                key={country.countryCode}
                id={optionId(index)}
                tabIndex={-1}
                data-index={index}
                role="option"
                aria-selected={country.countryCode === value}
                data-active={index === active || undefined}
                onPointerMove={() => setActive(index)}
                onClick={() => choose(country)}
                className="flex cursor-pointer items-center gap-2 rounded-sm px-2.5 py-2 text-sm data-active:bg-surface-3 aria-selected:font-semibold"
              >
                <span className="w-7 text-text-muted text-xs">{country.countryCode}</span>
                <span className="min-w-0 flex-1 truncate">{country.name}</span>
                <span className="tabular-nums text-text-muted">+{country.countryDialingCode}</span>
              </div>
            ))}
          </div>
          {shown.length === 0 ? (
            <p role="status" className="px-2.5 py-2 text-sm text-text-muted">
              {labels.noResults}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
