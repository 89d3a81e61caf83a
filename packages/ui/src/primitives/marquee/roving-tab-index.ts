import { type KeyboardEvent, useState } from 'react';

/** What a row's entries need to be one tab stop: each entry's tab index, and the row's key and focus handlers. */
export type RovingTabIndex = {
  tabIndexOf: (index: number) => 0 | -1;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: { target: EventTarget }) => void;
};

/**
 * A roving tab index over the focusable children of a row's items (`:scope > * > *`): the entry reached last has the
 * tab stop, arrow keys move along the row and wrap, Home and End go to the ends. Radix's RovingFocus does the same
 * with a collection of its own; this row is first-paint code on every page, where those 4 KB were the largest part.
 */
export function useRovingTabIndex(count: number, dir: 'ltr' | 'rtl'): RovingTabIndex {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(0, count - 1));
  const entries = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>(':scope > * > *')];
  return {
    tabIndexOf: (index) => (index === current ? 0 : -1),
    onFocus: ({ target }) => {
      const row = (target as HTMLElement).closest('ul');
      const index = row ? entries(row).indexOf(target as HTMLElement) : -1;
      if (index >= 0) setActive(index);
    },
    onKeyDown: (event) => {
      const all = entries(event.currentTarget);
      const from = all.indexOf(event.target as HTMLElement);
      if (from < 0 || all.length === 0) return;
      const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      const to =
        event.key === forward
          ? (from + 1) % all.length
          : event.key === back
            ? (from - 1 + all.length) % all.length
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? all.length - 1
                : null;
      if (to === null) return;
      event.preventDefault();
      setActive(to);
      all[to]?.focus();
    },
  };
}
