import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyClock } from '../../testing/story-clock';
import {
  Combobox,
  ComboboxEmpty,
  ComboboxInput,
  ComboboxLabel,
  ComboboxListbox,
  ComboboxOption,
  ComboboxPopup,
  type ComboboxProps,
  ComboboxTrigger,
} from './combobox';

const PROVIDERS = ['CQ9', 'Evolution', 'Habanero', 'JILI', 'PG Soft', 'Pragmatic Play', 'SA Gaming', 'Spribe'];

/** What a page passes the combobox from its catalogue: the story's args. */
type ProviderWords = { label: string; list: string; search: string; noMatches: string };
const WORDS: ProviderWords = {
  label: 'Provider',
  list: 'Providers',
  search: 'Search providers',
  noMatches: 'No provider matches',
};
type ProviderProps = { words: ProviderWords; items: readonly string[] } & Partial<ComboboxProps<string>>;
const byName = (name: string, text: string) => name.toLowerCase().includes(text.trim().toLowerCase());

type Canvas = ReturnType<typeof within>;
const field = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Provider' });
const optionNames = (canvas: Canvas) => canvas.getAllByRole('option').map((option: HTMLElement) => option.textContent);
const highlighted = (canvas: Canvas) => {
  const id = field(canvas).getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

function ProviderList({ words }: { words: ProviderWords }) {
  return (
    <ComboboxPopup>
      <ComboboxListbox<string> aria-label={words.list}>
        {(name, index) => (
          <ComboboxOption key={name} index={index}>
            {name}
          </ComboboxOption>
        )}
      </ComboboxListbox>
      <ComboboxEmpty>{words.noMatches}</ComboboxEmpty>
    </ComboboxPopup>
  );
}

/** A field that suggests providers as you type; a pick puts its name in the field. */
function ProviderField({ words, ...props }: ProviderProps) {
  return (
    <div className="flex max-w-sm flex-col gap-1.5 p-6">
      <Combobox itemKey={(name) => name} filter={byName} pickedText="replace" {...props}>
        <ComboboxLabel className="text-sm">{words.label}</ComboboxLabel>
        <ComboboxInput className="h-11" />
        <ProviderList words={words} />
      </Combobox>
    </div>
  );
}

const meta = {
  title: 'Primitives/Combobox',
  component: ProviderField,
  subcomponents: { Combobox, ComboboxInput, ComboboxPopup, ComboboxListbox, ComboboxOption, ComboboxTrigger },
  args: { words: WORDS, items: PROVIDERS, onValueChange: fn() },
} satisfies Meta<typeof ProviderField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters the list and highlights the first match; the arrows, Home and End move; Enter picks. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas)).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field(canvas), 'p');
    await expect(field(canvas)).toHaveAttribute('aria-expanded', 'true');
    await expect(field(canvas)).toHaveAttribute('aria-controls', canvas.getByRole('listbox').id);
    await expect(optionNames(canvas)).toEqual(['PG Soft', 'Pragmatic Play', 'Spribe']);
    await expect(highlighted(canvas)).toBe('PG Soft');
    await expect(canvas.getByRole('option', { name: 'PG Soft' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlighted(canvas)).toBe('Pragmatic Play');
    await userEvent.keyboard('{End}');
    await expect(highlighted(canvas)).toBe('Spribe');
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlighted(canvas)).toBe('PG Soft');
    await userEvent.keyboard('{ArrowUp}');
    await expect(highlighted(canvas)).toBe('Spribe');
    await userEvent.keyboard('{Home}');
    await expect(highlighted(canvas)).toBe('PG Soft');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('Spribe', 'Spribe');
    await expect(field(canvas)).toHaveValue('Spribe');
    await expect(field(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(field(canvas)).not.toHaveAttribute('aria-activedescendant');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    // Down opens the list again, on the option chosen.
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlighted(canvas)).toBe('Spribe');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(field(canvas)).toHaveValue('Spribe');
    await expect(field(canvas)).toHaveFocus();
  },
};

/** Nothing matches: said in the list's place, and the field says it is collapsed (an empty list is no list). */
export const NothingMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas), 'atlantis');
    await expect(canvas.getByRole('status')).toHaveTextContent('No provider matches');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(field(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(field(canvas)).not.toHaveAttribute('aria-controls');
  },
};

/** A press on an option picks it; the pointer highlights what it is over. Focus stays in the field. */
export const PointerPicks: Story = {
  args: { openOnFocus: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvas));
    await expect(optionNames(canvas)).toHaveLength(PROVIDERS.length);
    await userEvent.hover(canvas.getByRole('option', { name: 'JILI' }));
    await expect(canvas.getByRole('option', { name: 'JILI' })).toHaveAttribute('data-highlighted');
    await userEvent.click(canvas.getByRole('option', { name: 'JILI' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('JILI', 'JILI');
    await expect(field(canvas)).toHaveValue('JILI');
    await expect(field(canvas)).toHaveFocus();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

function ControlledProvider({ words, items }: Pick<ProviderProps, 'words' | 'items'>) {
  const [value, setValue] = useState<string | null>('Evolution');
  const [text, setText] = useState('Evolution');
  return (
    <div className="flex max-w-sm flex-col gap-3 p-6">
      <ProviderField
        words={words}
        // A list rebuilt on every render, as a page may pass it: the highlight stays on its option.
        items={[...items]}
        value={value}
        onValueChange={setValue}
        inputValue={text}
        onInputValueChange={setText}
        openOnFocus
      />
      {/* The page's own probe and reset, not the combobox's words. */}
      <p translate="no" className="px-6 text-sm">
        Chosen: {value ?? 'none'}
      </p>
      <button
        type="button"
        translate="no"
        className="mx-6 h-10 rounded-md border border-border px-3 text-sm"
        onClick={() => {
          setValue(null);
          setText('');
        }}
      >
        Start again
      </button>
    </div>
  );
}

/** Controlled: the page holds the value and the text; a pick reaches it, and its reset reaches the field. */
export const Controlled: Story = {
  render: ({ words, items }) => <ControlledProvider words={words} items={items} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas)).toHaveValue('Evolution');
    await userEvent.clear(field(canvas));
    await userEvent.type(field(canvas), 'a');
    await expect(highlighted(canvas)).toBe('Habanero');
    await expect(optionNames(canvas)).toEqual(['Habanero', 'Pragmatic Play', 'SA Gaming']);
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlighted(canvas)).toBe('Pragmatic Play');
    await userEvent.keyboard('{ArrowDown}');
    await expect(highlighted(canvas)).toBe('SA Gaming');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Chosen: SA Gaming')).toBeVisible();
    await expect(field(canvas)).toHaveValue('SA Gaming');
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expect(canvas.getByText('Chosen: none')).toBeVisible();
    await expect(field(canvas)).toHaveValue('');
  },
};

const blurClock = storyClock();

/** A button shows the list, its search field inside; the list closes a set time after focus leaves, on its clock. */
function ProviderPicker({ words, ...props }: ProviderProps) {
  const [value, setValue] = useState('PG Soft');
  return (
    <div className="flex items-start gap-3 p-6">
      <Combobox itemKey={(name) => name} filter={byName} value={value} onValueChange={setValue} clearOnOpen {...props}>
        <ComboboxTrigger>
          {words.label}: {value}
        </ComboboxTrigger>
        <ComboboxPopup className="w-64">
          <ComboboxInput type="search" aria-label={words.search} className="mb-1" />
          <ComboboxListbox<string> aria-label={words.list}>
            {(name, index) => (
              <ComboboxOption key={name} index={index}>
                {name}
              </ComboboxOption>
            )}
          </ComboboxListbox>
        </ComboboxPopup>
      </Combobox>
      {/* Only somewhere for focus to go: the story's, not the combobox's. */}
      <button type="button" translate="no" className="h-11 rounded-md border border-border px-3 text-sm">
        Next field
      </button>
    </div>
  );
}

const trigger = (canvas: Canvas) => canvas.getByRole('button', { name: /^Provider:/ });

/** With a trigger: Down opens on the chosen option, Enter and Escape give focus back, Tab closes and moves on. */
export const WithTrigger: Story = {
  render: ({ words, items }) => <ProviderPicker words={words} items={items} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    trigger(canvas).focus();
    await userEvent.keyboard('{ArrowDown}');
    const search = canvas.getByRole('combobox', { name: 'Search providers' });
    await expect(search).toHaveFocus();
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('option', { name: 'PG Soft' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('option', { name: 'PG Soft' })).toHaveAttribute('data-checked');
    await userEvent.type(search, 'spr');
    await userEvent.keyboard('{Enter}');
    await expect(trigger(canvas)).toHaveTextContent('Provider: Spribe');
    await expect(trigger(canvas)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('combobox')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(trigger(canvas)).toHaveFocus();
    await userEvent.click(trigger(canvas));
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next field' })).toHaveFocus();
    await expect(trigger(canvas)).toHaveTextContent('Provider: Spribe');
  },
};

/** The open list: the chosen option is marked (`data-checked`), the highlighted one (where Enter lands) stands out. */
export const OpenOnTheChosenOption: Story = {
  render: ({ words, items }) => <ProviderPicker words={words} items={items} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvas));
    const search = canvas.getByRole('combobox', { name: 'Search providers' });
    await expect(search).toHaveFocus();
    await expect(search).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'PG Soft' }).id);
    await userEvent.keyboard('{ArrowDown}');
    const next = canvas.getByRole('option', { name: 'Pragmatic Play' });
    await expect(search).toHaveAttribute('aria-activedescendant', next.id);
    await expect(next).toHaveAttribute('data-highlighted');
    await expect(canvas.getByRole('option', { name: 'PG Soft' })).toHaveAttribute('data-checked');
    await expect(canvas.getByRole('option', { name: 'PG Soft' })).toHaveAttribute('aria-selected', 'false');
  },
};

/** SPEC §9's delay for the country dropdown: open until 200 ms have passed on the combobox's clock, then closed. */
export const ClosesAfterBlurOnItsClock: Story = {
  render: ({ words, items }) => <ProviderPicker words={words} items={items} closeDelayMs={200} clock={blurClock.now} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(trigger(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Next field' }));
    // The clock stands still: however long the browser takes, the list is still there.
    await expect(canvas.getByRole('listbox')).toBeVisible();
    blurClock.advance(199);
    await expect(canvas.getByRole('listbox')).toBeVisible();
    blurClock.advance(1);
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};
