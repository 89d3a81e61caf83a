import type { ComboboxState } from '@lobbykit/domain';
import { useComposedRefs } from 'radix-ui/internal';
import { type ComponentProps, createContext, type ReactNode, use, useEffect, useRef } from 'react';
import { cn } from '../../styling/cn';
import { type ComboboxBehaviour, type ComboboxContextValue, useComboboxContextValue } from './use-combobox';

export type { ComboboxBehaviour } from './use-combobox';

const ComboboxContext = /* @__PURE__ */ createContext<ComboboxContextValue<unknown> | null>(null);

function useComboboxContext<T = unknown>(part: string): ComboboxContextValue<T> {
  const context = use(ComboboxContext);
  if (!context) throw new Error(`<${part}> belongs inside a <Combobox>`);
  return context as unknown as ComboboxContextValue<T>;
}

/** What a part of your own inside a {@link Combobox} may read: open, text, value, options shown, the highlight. */
export function useComboboxState<T = unknown>(): ComboboxState<T> & { listed: boolean } {
  const { state, listed } = useComboboxContext<T>('useComboboxState');
  return { ...state, listed };
}

/** Props of {@link Combobox}. */
export type ComboboxProps<T> = ComboboxBehaviour<T> & {
  className?: string;
  /** Names the root for styling and tests; `combobox` by default. */
  'data-slot'?: string;
  children?: ReactNode;
};

/**
 * A text field with a list of options (the WAI-ARIA combobox pattern, `aria-activedescendant`): the domain's
 * `createCombobox` machine rendered. Compose it from {@link ComboboxInput}, {@link ComboboxPopup},
 * {@link ComboboxListbox} and {@link ComboboxOption}, with a {@link ComboboxTrigger} when a button shows the list
 * (the field then lives in the popup). Value, text and open state are each controlled or uncontrolled.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const context = useComboboxContextValue(props);
  const { state, run, inputRef } = context;
  const root = useRef<HTMLDivElement>(null);

  // A press anywhere else counts as leaving: the list closes (after the delay, if any).
  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node | null)) run((combobox) => combobox.blur());
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.open, run]);

  return (
    <ComboboxContext value={context as unknown as ComboboxContextValue<unknown>}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it only tracks focus; the field and the trigger are the controls */}
      <div
        ref={root}
        data-slot={props['data-slot'] ?? 'combobox'}
        data-state={state.open ? 'open' : 'closed'}
        className={cn('relative', props.className)}
        onFocus={(event) => run((combobox) => combobox.focusIn(event.target === inputRef.current ? 'input' : 'other'))}
        onBlur={(event) => {
          // Focus moving to another control is leaving; focus going nowhere (the window left) is not.
          const next = event.relatedTarget as Node | null;
          if (next && !root.current?.contains(next)) run((combobox) => combobox.blur());
        }}
      >
        {props.children}
      </div>
    </ComboboxContext>
  );
}

/** The text field: role combobox, pointing at the highlighted option with `aria-activedescendant`. */
export function ComboboxInput({ ref, className, onKeyDown, onClick, onChange, ...props }: ComponentProps<'input'>) {
  const context = useComboboxContext('ComboboxInput');
  const { state, run, listed } = context;
  const refs = useComposedRefs(ref, context.inputRef);
  return (
    <input
      ref={refs}
      id={context.inputId}
      type="text"
      role="combobox"
      aria-expanded={listed}
      aria-controls={listed ? context.listboxId : undefined}
      aria-autocomplete="list"
      aria-activedescendant={
        listed && state.highlightedIndex >= 0 ? context.optionId(state.highlightedIndex) : undefined
      }
      autoComplete="off"
      disabled={context.props.disabled}
      data-slot="combobox-input"
      data-state={state.open ? 'open' : 'closed'}
      value={state.inputValue}
      onChange={(event) => {
        onChange?.(event);
        run((combobox) => combobox.type(event.target.value));
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) run((combobox) => combobox.pressInput());
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) context.onKeyDown(event);
      }}
      className={cn(
        'h-9 w-full rounded-sm border border-border bg-surface-1 px-2.5 text-base text-text placeholder:text-text-muted sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}

/** A label for the field (or give the field an `aria-label`). */
export function ComboboxLabel({ children, ...props }: ComponentProps<'label'>) {
  const context = useComboboxContext('ComboboxLabel');
  return (
    <label data-slot="combobox-label" htmlFor={context.inputId} {...props}>
      {children}
    </label>
  );
}

/** A button that opens and closes the list; ArrowDown or ArrowUp on it opens it too. */
export function ComboboxTrigger({ ref, className, ...props }: ComponentProps<'button'>) {
  const context = useComboboxContext('ComboboxTrigger');
  const { state, run } = context;
  const refs = useComposedRefs(ref, context.triggerRef);
  return (
    <button
      ref={refs}
      type="button"
      aria-haspopup="listbox"
      aria-expanded={state.open}
      disabled={context.props.disabled}
      data-slot="combobox-trigger"
      data-state={state.open ? 'open' : 'closed'}
      onClick={() => run((combobox) => combobox.toggle())}
      onKeyDown={(event) => {
        if (state.open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
        event.preventDefault();
        run((combobox) => combobox.keyDown(event.key as 'ArrowDown' | 'ArrowUp'));
      }}
      className={cn(
        'inline-flex h-11 items-center gap-1.5 rounded-md border border-border bg-surface-2 px-3 text-sm hover:bg-surface-3 disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

/** Props of {@link ComboboxPopup}. */
export type ComboboxPopupProps = ComponentProps<'div'> & {
  /** Stay in the page, hidden, while closed (what it shows is kept); by default it is rendered only while open. */
  keepMounted?: boolean;
};

/** What opens under the field or trigger: the list, and whatever else you put there (a search field, a status). */
export function ComboboxPopup({ keepMounted = false, className, ...props }: ComboboxPopupProps) {
  const { state } = useComboboxContext('ComboboxPopup');
  if (!state.open && !keepMounted) return null;
  return (
    <div
      data-slot="combobox-popup"
      data-state={state.open ? 'open' : 'closed'}
      hidden={!state.open}
      className={cn(
        'absolute start-0 top-full z-20 mt-1 w-full rounded-md border border-border bg-surface-2 p-1.5 shadow-raised',
        className,
      )}
      {...props}
    />
  );
}

/** Props of {@link ComboboxListbox}. */
export type ComboboxListboxProps<T> = Omit<ComponentProps<'div'>, 'children'> & {
  /** Renders each option shown, as a {@link ComboboxOption} with its index. */
  children: (item: T, index: number) => ReactNode;
};

/** The listbox of the options shown; nothing while none are (the field then says it is collapsed). */
export function ComboboxListbox<T>({ className, children, ...props }: ComboboxListboxProps<T>) {
  const context = useComboboxContext<T>('ComboboxListbox');
  if (context.state.shown.length === 0) return null;
  return (
    <div
      id={context.listboxId}
      role="listbox"
      data-slot="combobox-listbox"
      className={cn('max-h-56 overflow-y-auto', className)}
      {...props}
    >
      {context.state.shown.map((item, index) => children(item, index))}
    </div>
  );
}

/** Props of {@link ComboboxOption}. */
export type ComboboxOptionProps = ComponentProps<'div'> & {
  /** Its place among the options shown (the second argument of the listbox's children). */
  index: number;
};

/**
 * One option: `aria-selected` and `data-highlighted` on the highlighted one (where Enter lands), `data-checked` on
 * the selected value. A press picks it without taking focus from the field.
 */
export function ComboboxOption({ index, className, ...props }: ComboboxOptionProps) {
  const context = useComboboxContext('ComboboxOption');
  const { state, run } = context;
  const item = state.shown[index];
  const highlighted = index === state.highlightedIndex;
  const checked = item !== undefined && context.props.itemKey(item) === state.value;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the field drives the keyboard (aria-activedescendant)
    <div
      id={context.optionId(index)}
      role="option"
      tabIndex={-1}
      aria-selected={highlighted}
      data-slot="combobox-option"
      data-highlighted={highlighted || undefined}
      data-checked={checked || undefined}
      onMouseDown={(event) => event.preventDefault()}
      onPointerMove={() => {
        if (!highlighted) run((combobox) => combobox.highlight(index));
      }}
      onClick={() => context.pick(index)}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-sm px-2.5 py-2 text-sm data-highlighted:bg-surface-3 data-checked:font-semibold',
        className,
      )}
      {...props}
    />
  );
}

/** Said in the list's place while nothing matches the text. */
export function ComboboxEmpty({ className, ...props }: ComponentProps<'p'>) {
  const { state } = useComboboxContext('ComboboxEmpty');
  if (!state.open || state.shown.length > 0) return null;
  return (
    <p
      role="status"
      data-slot="combobox-empty"
      className={cn('px-2.5 py-2 text-sm text-text-muted', className)}
      {...props}
    />
  );
}
