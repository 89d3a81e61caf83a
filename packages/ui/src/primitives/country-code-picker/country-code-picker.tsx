import { type Clock, COUNTRY_DROPDOWN_CLOSE_DELAY_MS } from '@lobbykit/domain';
import { cn } from '../../styling/cn';
import {
  Combobox,
  ComboboxEmpty,
  ComboboxInput,
  ComboboxListbox,
  ComboboxOption,
  ComboboxPopup,
  ComboboxTrigger,
} from '../combobox/combobox';

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
  /** The clock that delay is read from; `Date.now` by default. */
  clock?: Clock;
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
 * picks, Escape closes, and the list closes 200 ms after focus leaves it (SPEC §9). A {@link Combobox} with a
 * trigger: the search field lives in the list.
 */
export function CountryCodePicker({
  countries,
  value,
  onValueChange,
  labels,
  closeDelayMs = COUNTRY_DROPDOWN_CLOSE_DELAY_MS,
  clock,
  disabled,
  className,
}: CountryCodePickerProps) {
  const selected = countries.find((country) => country.countryCode === value);
  return (
    <Combobox
      data-slot="country-code-picker"
      className={cn('shrink-0', className)}
      items={countries}
      itemKey={(country) => country.countryCode}
      filter={matches}
      value={value ?? null}
      onValueChange={(_code, country) => onValueChange(country)}
      closeDelayMs={closeDelayMs}
      clock={clock}
      clearOnOpen
      disabled={disabled}
    >
      <ComboboxTrigger className="tabular-nums">
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
      </ComboboxTrigger>
      <ComboboxPopup className="w-64 max-w-[calc(100vw-2.5rem)]">
        <ComboboxInput type="search" aria-label={labels.search} placeholder={labels.search} className="mb-1" />
        <ComboboxListbox<CountryOption> aria-label={labels.trigger}>
          {(country, index) => (
            <ComboboxOption key={country.countryCode} index={index}>
              <span className="w-7 text-text-muted text-xs">{country.countryCode}</span>
              <span className="min-w-0 flex-1 truncate">{country.name}</span>
              <span className="tabular-nums text-text-muted">+{country.countryDialingCode}</span>
            </ComboboxOption>
          )}
        </ComboboxListbox>
        <ComboboxEmpty>{labels.noResults}</ComboboxEmpty>
      </ComboboxPopup>
    </Combobox>
  );
}
