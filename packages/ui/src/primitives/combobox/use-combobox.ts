import { type Clock, type Combobox, type ComboboxKey, type ComboboxOptions, createCombobox } from '@lobbykit/domain';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';

/** How a {@link Combobox} behaves: its options, its values (controlled or not) and the machine's settings. */
export type ComboboxBehaviour<T> = {
  /** Every option; `filter` picks those shown for the text (leave it out when you searched already). */
  items: readonly T[];
  /** Names an option; the selected value is a name. */
  itemKey: (item: T) => string;
  /** The option's text, put in the field on a pick with `pickedText="replace"`. */
  itemText?: (item: T) => string;
  filter?: (item: T, inputValue: string) => boolean;
  /** Controlled: the selected option's key (give `onValueChange` too). */
  value?: string | null;
  /** Uncontrolled: the key selected at first. */
  defaultValue?: string | null;
  /** Called with the option picked, each time one is picked. */
  onValueChange?: (value: string, item: T) => void;
  /** Controlled: the text in the field (give `onInputValueChange` too). */
  inputValue?: string;
  defaultInputValue?: string;
  onInputValueChange?: (inputValue: string) => void;
  /** Controlled: whether the list is open (give `onOpenChange` too). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The clock that delay is read from; `Date.now` by default, a story's clock in a story. */
  clock?: Clock;
  disabled?: boolean;
} & Pick<
  ComboboxOptions<T>,
  | 'closeDelayMs'
  | 'highlightOnOpen'
  | 'highlightOnChange'
  | 'loop'
  | 'openOnFocus'
  | 'clearOnEscape'
  | 'listsFor'
  | 'clearOnOpen'
  | 'pickedText'
>;

/** The key the machine answers for a key press, or null when it belongs to the field (a modifier, an IME). */
function comboboxKey(event: KeyboardEvent): ComboboxKey | null {
  if (event.nativeEvent.isComposing || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.shiftKey && event.key !== 'Tab') return null;
  const keys: readonly string[] = ['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', 'Escape', 'Tab'];
  return keys.includes(event.key) ? (event.key as ComboboxKey) : null;
}

/**
 * Renders the domain's combobox machine (`createCombobox`): holds it, keeps it in step with the props, reports
 * what a person does to it, calls the change callbacks and runs the close-after-blur timer on the given clock.
 */
export function useComboboxMachine<T>(props: ComboboxBehaviour<T>) {
  const latest = useRef(props);
  latest.current = props;
  const clock = () => (latest.current.clock ?? Date.now)();
  const [machine] = useState<Combobox<T>>(() => {
    const created = createCombobox<T>({
      clock,
      keyOf: (item) => latest.current.itemKey(item),
      textOf: (item) => (latest.current.itemText ?? latest.current.itemKey)(item),
      items: props.items,
      filter: props.filter ? (item, text) => latest.current.filter?.(item, text) ?? true : undefined,
      listsFor: (text) => latest.current.listsFor?.(text) ?? true,
      value: props.value !== undefined ? props.value : (props.defaultValue ?? null),
      inputValue: props.inputValue ?? props.defaultInputValue ?? '',
      closeDelayMs: props.closeDelayMs,
      highlightOnOpen: props.highlightOnOpen,
      highlightOnChange: props.highlightOnChange,
      loop: props.loop,
      openOnFocus: props.openOnFocus,
      clearOnEscape: props.clearOnEscape,
      clearOnOpen: props.clearOnOpen,
      pickedText: props.pickedText,
    });
    if (props.open ?? props.defaultOpen) created.open();
    return created;
  });
  const [, rendered] = useReducer((count: number) => count + 1, 0);

  // Controlled props and new options reach the machine while rendering, and the render reads the machine: a list
  // rebuilt on every render (an inline array) costs a filter, never another render.
  machine.setItems(props.items);
  if (props.value !== undefined) machine.setValue(props.value);
  if (props.inputValue !== undefined) machine.setInputValue(props.inputValue);
  if (props.open !== undefined && props.open !== machine.state.open) {
    if (props.open) machine.open();
    else machine.close();
  }
  const state = machine.state;

  const run = useCallback(
    <R>(act: (combobox: Combobox<T>) => R): R => {
      const before = machine.state;
      const result = act(machine);
      const after = machine.state;
      if (after !== before) {
        rendered();
        if (after.inputValue !== before.inputValue) latest.current.onInputValueChange?.(after.inputValue);
        if (after.open !== before.open) latest.current.onOpenChange?.(after.open);
      }
      return result;
    },
    [machine],
  );

  // The pending close happens when the clock says so; a clock that stands still (a story's) is asked again.
  const closingAt = state.closingAt;
  // `run` and `clock` read only refs and the machine, which never change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (closingAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const wait = (at: number) => {
      timer = setTimeout(
        () => {
          const next = run((combobox) => combobox.tick());
          if (next.closingAt !== null) wait(next.closingAt);
        },
        Math.max(1, at - clock()),
      );
    };
    wait(closingAt);
    return () => clearTimeout(timer);
  }, [closingAt]);

  const id = useId();
  return { machine, state, run, id };
}

/** What the parts of one combobox share. */
export type ComboboxContextValue<T> = ReturnType<typeof useComboboxMachine<T>> & {
  props: ComboboxBehaviour<T>;
  inputRef: RefObject<HTMLInputElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The list shows options (an empty list is no list: the field says it is collapsed). */
  listed: boolean;
  inputId: string;
  listboxId: string;
  optionId: (index: number) => string;
  /** Picks the option at this index (a press or Enter), tells `onValueChange`, and gives focus back to the trigger. */
  pick: (index: number) => void;
  onKeyDown: (event: KeyboardEvent) => void;
};

/** The machine and what its parts need: ids, refs, picking and the keyboard. */
export function useComboboxContextValue<T>(props: ComboboxBehaviour<T>): ComboboxContextValue<T> {
  const bound = useComboboxMachine(props);
  const { state, run, id } = bound;
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const optionId = (index: number) => `${id}-option-${index}`;

  const picked = (item: T | null) => {
    if (item === null) return;
    props.onValueChange?.(props.itemKey(item), item);
    // The field lives in the popup when there is a trigger: focus goes back to the trigger it came from.
    triggerRef.current?.focus();
  };

  useEffect(() => {
    if (state.open && triggerRef.current) inputRef.current?.focus();
  }, [state.open]);

  useEffect(() => {
    if (state.highlightedIndex < 0) return;
    document.getElementById(`${id}-option-${state.highlightedIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [state.highlightedIndex, id]);

  return {
    ...bound,
    props,
    inputRef,
    triggerRef,
    listed: state.open && state.shown.length > 0,
    inputId: `${id}-input`,
    listboxId: `${id}-listbox`,
    optionId,
    pick: (index) => picked(run((combobox) => combobox.pick(index))),
    onKeyDown: (event) => {
      const key = comboboxKey(event);
      if (key === null) return;
      const wasOpen = bound.machine.state.open;
      const result = run((combobox) => combobox.keyDown(key));
      if (!result.handled) return;
      event.preventDefault();
      // Only the list closes, not a dialog around it.
      if (key === 'Escape') event.stopPropagation();
      if (result.picked !== null) picked(result.picked);
      else if (key === 'Escape' && wasOpen) triggerRef.current?.focus();
    },
  };
}
