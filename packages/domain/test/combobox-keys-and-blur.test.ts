import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryPicker, gameSearch } from './combobox-set-ups';

describe('combobox keyboard (WAI-ARIA combobox pattern)', () => {
  it('moves the highlight with the arrows and wraps round the ends', () => {
    const { combobox } = countryPicker();
    combobox.open();
    const steps = ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowUp'] as const;
    const seen = steps.map((key) => {
      combobox.keyDown(key);
      return combobox.state.highlightedIndex;
    });
    expect(seen).toEqual([3, 0, 3, 2, 1]);
  });
  it('stops at the ends when not looping', () => {
    const { combobox } = countryPicker({ loop: false, value: 'US' });
    combobox.open();
    combobox.keyDown('ArrowDown');
    expect(combobox.state.highlightedIndex).toBe(3);
  });
  it('moves from no highlight to the first with Down and to the last with Up', () => {
    const { combobox } = gameSearch({ items: ['a', 'b', 'c'] });
    combobox.type('x');
    combobox.keyDown('ArrowUp');
    expect(combobox.state.highlightedIndex).toBe(2);
    combobox.keyDown('Escape');
    combobox.keyDown('ArrowDown');
    expect(combobox.state).toMatchObject({ open: true, highlightedIndex: -1 });
    combobox.keyDown('ArrowDown');
    expect(combobox.state.highlightedIndex).toBe(0);
  });
  it('jumps to the first and last option with Home and End while the list is open', () => {
    const { combobox } = countryPicker();
    combobox.open();
    expect(combobox.keyDown('End')).toEqual({ handled: true, picked: null });
    expect(combobox.state.highlightedIndex).toBe(3);
    combobox.keyDown('Home');
    expect(combobox.state.highlightedIndex).toBe(0);
  });
  it('leaves Home and End to the text field while closed or when nothing is listed', () => {
    const { combobox } = countryPicker();
    expect(combobox.keyDown('Home')).toEqual({ handled: false, picked: null });
    combobox.open();
    combobox.type('atlantis');
    expect(combobox.keyDown('End')).toEqual({ handled: false, picked: null });
  });
  it('picks the highlighted option with Enter and closes', () => {
    const { combobox } = countryPicker();
    combobox.open();
    combobox.keyDown('ArrowDown');
    expect(combobox.keyDown('Enter')).toEqual({ handled: true, picked: COUNTRIES[3] });
    expect(combobox.state).toMatchObject({ open: false, value: 'US', highlightedIndex: -1 });
  });
  it('takes Enter on an open list with nothing highlighted, so no form around it is sent, and picks nothing', () => {
    const { combobox } = gameSearch({ items: ['a'] });
    combobox.type('a');
    expect(combobox.keyDown('Enter')).toEqual({ handled: true, picked: null });
    expect(combobox.state.open).toBe(true);
  });
  it('leaves Enter alone on a closed list', () => {
    expect(countryPicker().combobox.keyDown('Enter')).toEqual({ handled: false, picked: null });
  });
  it('closes with Escape, keeping the text and the selected value', () => {
    const { combobox } = countryPicker({ clearOnOpen: false });
    combobox.type('tha');
    expect(combobox.keyDown('Escape')).toEqual({ handled: true, picked: null });
    expect(combobox.state).toMatchObject({ open: false, inputValue: 'tha', value: 'TH' });
  });
  it('clears the text with a second Escape when set to, then lets Escape go on', () => {
    const { combobox } = gameSearch({ items: ['a'] });
    combobox.type('spribe');
    combobox.keyDown('Escape');
    expect(combobox.keyDown('Escape')).toEqual({ handled: true, picked: null });
    expect(combobox.state).toMatchObject({ inputValue: '', open: false });
    expect(combobox.keyDown('Escape')).toEqual({ handled: false, picked: null });
  });
  it('lets Escape on a closed list go on (to a dialog around it) unless it clears text', () => {
    const { combobox } = countryPicker({ clearOnOpen: false, inputValue: 'tha' });
    expect(combobox.keyDown('Escape')).toEqual({ handled: false, picked: null });
  });
  it('leaves Tab to the field: nothing picked, and the blur that follows closes the list', () => {
    const { combobox, advance } = countryPicker();
    combobox.open();
    combobox.keyDown('ArrowDown');
    const before = combobox.state;
    expect(combobox.keyDown('Tab')).toEqual({ handled: false, picked: null });
    expect(combobox.state).toBe(before);
    combobox.blur();
    advance(200);
    expect(combobox.tick()).toMatchObject({ open: false, value: 'TH' });
  });
  it('takes the arrows on an empty list without highlighting anything', () => {
    const { combobox } = countryPicker();
    combobox.open();
    combobox.type('atlantis');
    expect(combobox.keyDown('ArrowDown')).toEqual({ handled: true, picked: null });
    expect(combobox.state.highlightedIndex).toBe(-1);
  });
});

describe('combobox closing after blur (SPEC §9: the country dropdown closes 200 ms after blur)', () => {
  it('stays open until 200 ms have gone by on the clock, then closes', () => {
    const { combobox, clock, advance } = countryPicker();
    combobox.open();
    expect(combobox.blur()).toMatchObject({ open: true, closingAt: clock() + 200 });
    advance(199);
    expect(combobox.tick().open).toBe(true);
    advance(1);
    expect(combobox.tick()).toMatchObject({ open: false, closingAt: null, highlightedIndex: -1 });
  });
  it('stays open when focus comes back in before the time is up', () => {
    const { combobox, advance } = countryPicker();
    combobox.open();
    combobox.blur();
    advance(150);
    expect(combobox.focusIn('other').closingAt).toBeNull();
    advance(500);
    expect(combobox.tick().open).toBe(true);
  });
  it('lets a press on an option land within the delay', () => {
    const { combobox, advance } = countryPicker();
    combobox.open();
    combobox.blur();
    advance(120);
    expect(combobox.pick(1)).toBe(COUNTRIES[1]);
  });
  it('closes first when anything happens after the time is up, late timer or not', () => {
    const { combobox, advance } = countryPicker();
    combobox.open();
    combobox.blur();
    advance(250);
    expect(combobox.pick(1)).toBeNull();
    expect(combobox.state).toMatchObject({ open: false, value: 'TH' });
  });
  it('counts the delay from the last blur', () => {
    const { combobox, clock, advance } = countryPicker();
    combobox.open();
    combobox.blur();
    advance(100);
    combobox.focusIn('input');
    combobox.blur();
    expect(combobox.state.closingAt).toBe(clock() + 200);
  });
  it('calls a pending close off when the list is opened again or closed otherwise', () => {
    const { combobox } = countryPicker();
    combobox.open();
    combobox.blur();
    expect(combobox.open().closingAt).toBeNull();
    combobox.blur();
    expect(combobox.close().closingAt).toBeNull();
  });
  it('closes at once with no delay (the game search)', () => {
    const { combobox } = gameSearch({ items: ['a'] });
    combobox.type('a');
    expect(combobox.blur()).toMatchObject({ open: false, closingAt: null });
  });
  it('does nothing when focus leaves a closed list', () => {
    const { combobox } = countryPicker();
    const closed = combobox.state;
    expect(combobox.blur()).toBe(closed);
  });
});
