import { describe, expect, it } from 'vitest';
import { moveComboboxHighlight, moveSearchHighlight } from '../src';
import { COUNTRIES, countryPicker, gameSearch, names } from './combobox-set-ups';

describe('combobox highlight moves', () => {
  it('goes from nothing to the first with Down and to the last with Up', () => {
    expect(moveComboboxHighlight(-1, 4, 1)).toBe(0);
    expect(moveComboboxHighlight(-1, 4, -1)).toBe(3);
  });
  it('wraps round both ends, or stops at them without looping', () => {
    expect(moveComboboxHighlight(3, 4, 1)).toBe(0);
    expect(moveComboboxHighlight(0, 4, -1)).toBe(3);
    expect(moveComboboxHighlight(3, 4, 1, false)).toBe(3);
    expect(moveComboboxHighlight(0, 4, -1, false)).toBe(0);
    expect(moveComboboxHighlight(1, 4, 1, false)).toBe(2);
  });
  it('highlights nothing in an empty list, and treats an index past the end as nothing', () => {
    expect(moveComboboxHighlight(0, 0, 1)).toBe(-1);
    expect(moveComboboxHighlight(7, 3, 1)).toBe(0);
  });
  it('keeps the game search helper answering as before', () => {
    expect(moveSearchHighlight(1, 4, 1)).toBe(2);
    expect(moveSearchHighlight(0, 4, -1)).toBe(3);
  });
});

describe('combobox opening', () => {
  it('starts closed with nothing highlighted, every option listed and nothing pending', () => {
    const { combobox } = countryPicker();
    expect(combobox.state).toEqual({
      open: false,
      inputValue: '',
      value: 'TH',
      shown: COUNTRIES,
      highlightedIndex: -1,
      closingAt: null,
    });
  });
  it('opens on the selected option, else on the first', () => {
    expect(countryPicker().combobox.open().highlightedIndex).toBe(2);
    expect(countryPicker({ value: null }).combobox.open().highlightedIndex).toBe(0);
    expect(countryPicker({ value: 'XX' }).combobox.open().highlightedIndex).toBe(0);
  });
  it('opens on the first option or on none when told to', () => {
    expect(countryPicker({ highlightOnOpen: 'first' }).combobox.open().highlightedIndex).toBe(0);
    expect(countryPicker({ highlightOnOpen: 'none' }).combobox.open().highlightedIndex).toBe(-1);
  });
  it('opens from the keyboard: Down on the first option, Up on the last, the selected one wins either way', () => {
    const first = countryPicker({ highlightOnOpen: 'first' }).combobox;
    expect(first.keyDown('ArrowDown')).toEqual({ handled: true, picked: null });
    expect(first.state).toMatchObject({ open: true, highlightedIndex: 0 });
    const last = countryPicker({ highlightOnOpen: 'first' }).combobox;
    last.keyDown('ArrowUp');
    expect(last.state.highlightedIndex).toBe(3);
    const selected = countryPicker().combobox;
    selected.keyDown('ArrowUp');
    expect(selected.state.highlightedIndex).toBe(2);
  });
  it('starts a fresh search on opening when asked to clear the text', () => {
    const { combobox } = countryPicker();
    combobox.open();
    combobox.type('phil');
    combobox.close();
    expect(combobox.open()).toMatchObject({ inputValue: '', shown: COUNTRIES, highlightedIndex: 2 });
  });
  it('keeps the text across opening otherwise', () => {
    const { combobox } = countryPicker({ clearOnOpen: false, inputValue: 'tha' });
    expect(combobox.open()).toMatchObject({ inputValue: 'tha', highlightedIndex: 0 });
    expect(names(combobox.state.shown)).toEqual(['TH']);
  });
  it('toggles open and closed, and forgets the highlight when it closes', () => {
    const { combobox } = countryPicker();
    expect(combobox.toggle().open).toBe(true);
    expect(combobox.toggle()).toMatchObject({ open: false, highlightedIndex: -1 });
  });
  it('answers a call that changes nothing with the same state', () => {
    const { combobox } = countryPicker();
    const closed = combobox.state;
    expect(combobox.close()).toBe(closed);
    const open = combobox.open();
    expect(combobox.open()).toBe(open);
    expect(combobox.highlight(2)).toBe(open);
    expect(combobox.setItems(COUNTRIES)).toBe(open);
  });
  it('opens on focus or a press in the text field only when set to', () => {
    const { combobox } = gameSearch({ inputValue: 'tiger' });
    expect(combobox.focusIn('other').open).toBe(false);
    expect(combobox.focusIn('input').open).toBe(true);
    combobox.keyDown('Escape');
    expect(combobox.pressInput().open).toBe(true);
    const picker = countryPicker().combobox;
    expect(picker.focusIn('input').open).toBe(false);
    expect(picker.pressInput().open).toBe(false);
  });
  it('has no list for a text the list is not for: blank text keeps the game search closed', () => {
    const { combobox } = gameSearch();
    expect(combobox.focusIn('input').open).toBe(false);
    expect(combobox.open().open).toBe(false);
    expect(combobox.keyDown('ArrowDown')).toEqual({ handled: true, picked: null });
    expect(combobox.state.open).toBe(false);
    expect(combobox.type('  ').open).toBe(false);
    expect(combobox.type('ti').open).toBe(true);
    expect(combobox.type('').open).toBe(false);
  });
});

describe('combobox typing and filtering', () => {
  it('filters the options through the filter it was given and highlights the first', () => {
    const { combobox } = countryPicker();
    combobox.open();
    expect(combobox.type('+6')).toMatchObject({ inputValue: '+6', highlightedIndex: 0 });
    expect(names(combobox.state.shown)).toEqual(['PH', 'TH']);
    expect(names(combobox.type('phil').shown)).toEqual(['PH']);
  });
  it('highlights nothing when nothing matches', () => {
    const { combobox } = countryPicker();
    combobox.open();
    expect(combobox.type('atlantis')).toMatchObject({ shown: [], highlightedIndex: -1, open: true });
  });
  it('lists every option when there is no filter (the caller searched) and highlights none when told', () => {
    const { combobox } = gameSearch({ items: ['Tiger Moon', 'Tiger Gold'] });
    expect(combobox.type('zz')).toMatchObject({
      open: true,
      shown: ['Tiger Moon', 'Tiger Gold'],
      highlightedIndex: -1,
    });
  });
  it('opens the list on typing', () => {
    const { combobox } = countryPicker({ clearOnOpen: false });
    expect(combobox.type('viet')).toMatchObject({ open: true, highlightedIndex: 0 });
  });
  it('takes new options (new results) as a new list: filtered again, highlight as after typing', () => {
    const { combobox } = gameSearch({ items: ['Tiger Moon'] });
    combobox.type('tiger');
    combobox.keyDown('ArrowDown');
    expect(combobox.state.highlightedIndex).toBe(0);
    expect(combobox.setItems(['Tiger Gold', 'Tiger King'])).toMatchObject({ highlightedIndex: -1 });
    const picker = countryPicker();
    picker.combobox.open();
    picker.combobox.type('th');
    expect(names(picker.combobox.setItems([...COUNTRIES].reverse()).shown)).toEqual(['TH']);
    expect(picker.combobox.state.highlightedIndex).toBe(0);
  });
  it('keeps the highlighted option highlighted while the new options still list it', () => {
    const { combobox } = gameSearch({ items: ['Tiger Moon', 'Tiger Gold'] });
    combobox.type('tiger');
    combobox.keyDown('ArrowUp');
    expect(combobox.setItems(['Tiger King', 'Tiger Moon', 'Tiger Gold']).highlightedIndex).toBe(2);
    const picker = countryPicker();
    picker.combobox.open();
    expect(picker.combobox.setItems(COUNTRIES.map((country) => ({ ...country }))).highlightedIndex).toBe(2);
  });
  it('forgets options it held while closed', () => {
    const { combobox } = countryPicker();
    expect(combobox.setItems(COUNTRIES.slice(0, 2))).toMatchObject({
      highlightedIndex: -1,
      shown: COUNTRIES.slice(0, 2),
    });
  });
  it('takes a text set from outside without opening, and closes when the list is not for it', () => {
    const { combobox } = gameSearch();
    expect(combobox.setInputValue('tiger')).toMatchObject({ inputValue: 'tiger', open: false });
    combobox.focusIn('input');
    expect(combobox.state.open).toBe(true);
    expect(combobox.setInputValue('')).toMatchObject({ inputValue: '', open: false });
  });
  it('takes a selected value set from outside', () => {
    const { combobox } = countryPicker();
    combobox.setValue('US');
    expect(combobox.open().highlightedIndex).toBe(3);
  });
});

describe('combobox picking with the pointer', () => {
  it('highlights the option under the pointer and picks the one pressed', () => {
    const { combobox } = countryPicker();
    combobox.open();
    expect(combobox.highlight(1).highlightedIndex).toBe(1);
    expect(combobox.pick(0)).toBe(COUNTRIES[0]);
    expect(combobox.state).toMatchObject({ open: false, value: 'VN' });
  });
  it('ignores an index that is not listed, and a closed list', () => {
    const { combobox } = countryPicker();
    expect(combobox.highlight(1).highlightedIndex).toBe(-1);
    expect(combobox.pick(1)).toBeNull();
    combobox.open();
    expect(combobox.highlight(9).highlightedIndex).toBe(2);
    expect(combobox.pick(-1)).toBeNull();
    expect(combobox.state.open).toBe(true);
  });
  it('keeps, replaces or clears the text on a pick, as set', () => {
    const keep = countryPicker({ clearOnOpen: false }).combobox;
    keep.type('viet');
    keep.pick(0);
    expect(keep.state.inputValue).toBe('viet');
    const replace = countryPicker({ clearOnOpen: false, pickedText: 'replace' }).combobox;
    replace.type('viet');
    replace.pick(0);
    expect(replace.state).toMatchObject({ inputValue: 'Vietnam', value: 'VN' });
    const clear = countryPicker({ clearOnOpen: false, pickedText: 'clear' }).combobox;
    clear.type('viet');
    clear.pick(0);
    expect(clear.state).toMatchObject({ inputValue: '', shown: COUNTRIES });
  });
  it('falls back to the key as the text to put in the field', () => {
    const { combobox } = countryPicker({ clearOnOpen: false, pickedText: 'replace', textOf: undefined });
    combobox.type('viet');
    combobox.pick(0);
    expect(combobox.state.inputValue).toBe('VN');
  });
});
