import type { Clock } from './clock';

/** The keys a combobox answers (the WAI-ARIA combobox pattern); every other key belongs to the text field. */
export type ComboboxKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'Enter' | 'Escape' | 'Tab';

/** Which option is highlighted when the list opens: the selected one (else the first), the first, or none. */
export type ComboboxOpenHighlight = 'selected' | 'first' | 'none';

/** What picking an option does to the text: keeps what was typed, puts the option's text there, or clears it. */
export type ComboboxPickedText = 'keep' | 'replace' | 'clear';

/** How a combobox behaves; everything but the clock and `keyOf` has a default. */
export interface ComboboxOptions<T> {
  /** The clock the close-after-blur delay is read from (pass `Date.now` in production). */
  clock: Clock;
  /** Names an option; the selected value is a name. */
  keyOf: (option: T) => string;
  /** The option's text, for `pickedText: 'replace'`; `keyOf` when left out. */
  textOf?: (option: T) => string;
  /** Every option; `filter` picks the ones the list shows. */
  items?: readonly T[];
  /** Whether an option shows for the typed text; all show when left out (the caller filtered, e.g. on the server). */
  filter?: (option: T, inputValue: string) => boolean;
  /** The selected option's key. */
  value?: string | null;
  inputValue?: string;
  /** Focus gone, the list closes this much later (a click on an option still lands); 0 closes it at once. */
  closeDelayMs?: number;
  /** Default `'selected'`. */
  highlightOnOpen?: ComboboxOpenHighlight;
  /** Which option is highlighted once the text or the options change; default `'first'`. */
  highlightOnChange?: 'first' | 'none';
  /** The arrows wrap round the ends; default true. */
  loop?: boolean;
  /** Focusing or pressing the text field opens the list; default false. */
  openOnFocus?: boolean;
  /** Escape on a closed list clears the text; default false. */
  clearOnEscape?: boolean;
  /** Whether there is a list for this text at all (e.g. only once something is typed); always by default. */
  listsFor?: (inputValue: string) => boolean;
  /** Opening starts a fresh search: the text is cleared; default false. */
  clearOnOpen?: boolean;
  /** Default `'keep'`. */
  pickedText?: ComboboxPickedText;
}

/** A snapshot of a combobox; a new object after every change, the same one when nothing changed. */
export interface ComboboxState<T> {
  open: boolean;
  inputValue: string;
  /** The selected option's key, or null. */
  value: string | null;
  /** The options the list shows, in order. */
  shown: readonly T[];
  /** Index in `shown` of the highlighted option, -1 for none. */
  highlightedIndex: number;
  /** When (on the clock) the list closes because focus left it; null unless that is pending. */
  closingAt: number | null;
}

/** What a key did: whether the combobox used it (the caller then prevents its default) and what it picked. */
export interface ComboboxKeyResult<T> {
  handled: boolean;
  picked: T | null;
}

/**
 * A combobox: a text field with a list of options, as the WAI-ARIA pattern describes it. A renderer reports what a
 * person did and renders `state`; every call returns the new state (or what a key did).
 */
export interface Combobox<T> {
  readonly state: ComboboxState<T>;
  open(): ComboboxState<T>;
  close(): ComboboxState<T>;
  /** A press on the button that shows the list. */
  toggle(): ComboboxState<T>;
  /** A person typed: the text changes, the list opens (when there is one for the text) and is filtered. */
  type(text: string): ComboboxState<T>;
  /** A press on the text field: opens the list when `openOnFocus`. */
  pressInput(): ComboboxState<T>;
  keyDown(key: ComboboxKey): ComboboxKeyResult<T>;
  /** The pointer is over this option. */
  highlight(index: number): ComboboxState<T>;
  /** A press on this option: it is selected and the list closes. Null when there is no such option. */
  pick(index: number): T | null;
  /** Focus came into the combobox (any part, or its text field): a pending close is called off. */
  focusIn(target: 'input' | 'other'): ComboboxState<T>;
  /** Focus left the combobox, or a press landed outside it: the list closes after `closeDelayMs`. */
  blur(): ComboboxState<T>;
  /** Re-reads the clock: a close that is due happens. */
  tick(): ComboboxState<T>;
  /**
   * The options changed (new results, a new list): filtered again; the highlighted option stays highlighted while it
   * is listed, else the highlight is as after typing.
   */
  setItems(items: readonly T[]): ComboboxState<T>;
  /** The selected option changed from outside (a controlled value). */
  setValue(value: string | null): ComboboxState<T>;
  /** The text changed from outside (a controlled text, a clear button): nothing opens. */
  setInputValue(text: string): ComboboxState<T>;
}

/** The index an arrow moves to among `count` options: from none, Down goes to the first and Up to the last. */
export function moveComboboxHighlight(current: number, count: number, step: 1 | -1, loop = true): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  const next = current + step;
  if (loop) return (next + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}

/** Creates a combobox on the injected clock (Zag's combobox machine is the model, without the DOM). */
export function createCombobox<T>(options: ComboboxOptions<T>): Combobox<T> {
  const { clock, keyOf, filter, closeDelayMs = 0, loop = true } = options;
  const listsFor = options.listsFor ?? (() => true);
  let items = options.items ?? [];
  let state: ComboboxState<T> = {
    open: false,
    inputValue: options.inputValue ?? '',
    value: options.value ?? null,
    shown: [],
    highlightedIndex: -1,
    closingAt: null,
  };
  state.shown = showing(state.inputValue);

  function showing(text: string): readonly T[] {
    return filter ? items.filter((option) => filter(option, text)) : items;
  }
  function set(change: Partial<ComboboxState<T>>): ComboboxState<T> {
    const next = { ...state, ...change };
    const same = (Object.keys(next) as (keyof ComboboxState<T>)[]).every((key) => next[key] === state[key]);
    if (!same) state = next;
    return state;
  }
  /** A close that is due happens before anything else: time rules read only the clock. */
  function settle() {
    if (state.closingAt !== null && clock() >= state.closingAt) closeNow();
  }
  function closeNow() {
    return set({ open: false, highlightedIndex: -1, closingAt: null });
  }
  function changedHighlight(shown: readonly T[]) {
    return options.highlightOnChange !== 'none' && shown.length > 0 ? 0 : -1;
  }
  function openNow(from: 'down' | 'up' = 'down') {
    if (state.open) return set({ closingAt: null });
    const inputValue = options.clearOnOpen ? '' : state.inputValue;
    if (!listsFor(inputValue)) return state;
    const shown = showing(inputValue);
    const edge = shown.length === 0 ? -1 : from === 'down' ? 0 : shown.length - 1;
    const rule = options.highlightOnOpen ?? 'selected';
    const selected = shown.findIndex((option) => keyOf(option) === state.value);
    const highlightedIndex = rule === 'none' ? -1 : rule === 'selected' && selected >= 0 ? selected : edge;
    return set({ open: true, inputValue, shown, highlightedIndex, closingAt: null });
  }
  function withText(inputValue: string, opens: boolean) {
    const shown = showing(inputValue);
    const open = (opens || state.open) && listsFor(inputValue);
    const highlightedIndex = open ? changedHighlight(shown) : -1;
    return set({ inputValue, shown, open, highlightedIndex, closingAt: open ? state.closingAt : null });
  }
  function pickAt(index: number): T | null {
    const option = state.open ? state.shown[index] : undefined;
    if (option === undefined) return null;
    const pickedText = options.pickedText ?? 'keep';
    const text =
      pickedText === 'keep' ? state.inputValue : pickedText === 'clear' ? '' : (options.textOf ?? keyOf)(option);
    set({ value: keyOf(option), inputValue: text, shown: showing(text) });
    closeNow();
    return option;
  }
  function onKey(key: ComboboxKey): ComboboxKeyResult<T> {
    const none = { handled: false, picked: null };
    const count = state.shown.length;
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        const step = key === 'ArrowDown' ? 1 : -1;
        if (!state.open) openNow(step === 1 ? 'down' : 'up');
        else set({ highlightedIndex: moveComboboxHighlight(state.highlightedIndex, count, step, loop) });
        return { handled: true, picked: null };
      }
      case 'Home':
      case 'End':
        if (!state.open || count === 0) return none;
        set({ highlightedIndex: key === 'Home' ? 0 : count - 1 });
        return { handled: true, picked: null };
      case 'Enter':
        // An open list takes Enter even with nothing highlighted, so it never submits a form around it.
        if (!state.open) return none;
        return { handled: true, picked: pickAt(state.highlightedIndex) };
      case 'Escape':
        if (state.open) closeNow();
        else if (options.clearOnEscape && state.inputValue !== '') withText('', false);
        else return none;
        return { handled: true, picked: null };
      case 'Tab':
        // Not taken: focus moves on, and its blur closes the list. Closing here would take the field out from
        // under the key when the field lives in the popup, and focus would fall to the page.
        return none;
    }
  }

  return {
    get state() {
      return state;
    },
    open() {
      settle();
      return openNow();
    },
    close() {
      return closeNow();
    },
    toggle() {
      settle();
      return state.open ? closeNow() : openNow();
    },
    type(text) {
      settle();
      return withText(text, true);
    },
    pressInput() {
      settle();
      return options.openOnFocus ? openNow() : state;
    },
    keyDown(key) {
      settle();
      return onKey(key);
    },
    highlight(index) {
      settle();
      if (!state.open || index < 0 || index >= state.shown.length) return state;
      return set({ highlightedIndex: index });
    },
    pick(index) {
      settle();
      return pickAt(index);
    },
    focusIn(target) {
      settle();
      set({ closingAt: null });
      return target === 'input' && options.openOnFocus ? openNow() : state;
    },
    blur() {
      settle();
      if (!state.open) return state;
      if (closeDelayMs <= 0) return closeNow();
      return set({ closingAt: clock() + closeDelayMs });
    },
    tick() {
      settle();
      return state;
    },
    setItems(next) {
      settle();
      if (next === items) return state;
      const kept = state.shown[state.highlightedIndex];
      items = next;
      const shown = showing(state.inputValue);
      if (!state.open) return set({ shown, highlightedIndex: -1 });
      // The same option stays highlighted while it is listed (a list rebuilt with the same options, say).
      const again = kept === undefined ? -1 : shown.findIndex((option) => keyOf(option) === keyOf(kept));
      return set({ shown, highlightedIndex: again >= 0 ? again : changedHighlight(shown) });
    },
    setValue(value) {
      return set({ value });
    },
    setInputValue(text) {
      settle();
      if (text === state.inputValue) return state;
      return withText(text, false);
    },
  };
}
