import { COUNTRY_DROPDOWN_CLOSE_DELAY_MS, type ComboboxOptions, createCombobox } from '../src';

export type Country = { code: string; dial: string; name: string };
export const COUNTRIES: Country[] = [
  { code: 'VN', dial: '84', name: 'Vietnam' },
  { code: 'PH', dial: '63', name: 'Philippines' },
  { code: 'TH', dial: '66', name: 'Thailand' },
  { code: 'US', dial: '1', name: 'United States' },
];
export const byNameOrDial = (country: Country, text: string) =>
  country.name.toLowerCase().includes(text.toLowerCase()) || country.dial.startsWith(text.replace(/^\+/, ''));

function fakeClock(start = 1_000_000) {
  let now = start;
  return {
    clock: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** The country dropdown's set-up: a button opens a fresh search, the chosen country highlighted (SPEC §9). */
export function countryPicker(extra: Partial<ComboboxOptions<Country>> = {}) {
  const time = fakeClock();
  const combobox = createCombobox<Country>({
    clock: time.clock,
    keyOf: (country) => country.code,
    textOf: (country) => country.name,
    items: COUNTRIES,
    filter: byNameOrDial,
    value: 'TH',
    closeDelayMs: COUNTRY_DROPDOWN_CLOSE_DELAY_MS,
    clearOnOpen: true,
    ...extra,
  });
  return { ...time, combobox };
}

/** The game search's set-up: results come from elsewhere, the list only once something is typed. */
export function gameSearch(extra: Partial<ComboboxOptions<string>> = {}) {
  const time = fakeClock();
  const combobox = createCombobox<string>({
    clock: time.clock,
    keyOf: (name) => name,
    listsFor: (text) => text.trim() !== '',
    openOnFocus: true,
    highlightOnOpen: 'none',
    highlightOnChange: 'none',
    clearOnEscape: true,
    ...extra,
  });
  return { ...time, combobox };
}

export const names = (shown: readonly Country[]) => shown.map((country) => country.code);
