import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many of a row's entries fit its width, the rest going behind a "More" button: measured on a hidden copy of
 * the row (every entry, then the More button last), again whenever the row or the copy changes size (a narrower
 * window, another language, categories arriving). A navigation that changes neither width (the current page's mark,
 * a query parameter) measures nothing: the observer's own sizes say so, without reading the layout. A new number of
 * entries is measured before it is painted.
 */
export function useFittingCount(
  row: RefObject<HTMLElement | null>,
  copy: RefObject<HTMLElement | null>,
  total: number,
): number {
  const [count, setCount] = useState(total);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `total` is not read inside; a change of it measures again.
  useLayoutEffect(() => {
    const rowElement = row.current;
    const copyElement = copy.current;
    if (!rowElement || !copyElement) return;
    const measure = () => {
      const widths = [...copyElement.children].map((child) => child.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(copyElement).columnGap) || 0;
      const room = rowElement.clientWidth;
      const used = (fitting: number) =>
        widths.slice(0, fitting).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, fitting - 1);
      if (used(widths.length) <= room) {
        setCount(widths.length);
        return;
      }
      let fitting = widths.length - 1;
      while (fitting > 0 && used(fitting) + gap + more > room) fitting -= 1;
      setCount(fitting);
    };
    measure();
    const widths = new Map<Element, number>();
    const observer = new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        if (widths.get(entry.target) === entry.contentRect.width) continue;
        widths.set(entry.target, entry.contentRect.width);
        changed = true;
      }
      if (changed) measure();
    });
    observer.observe(rowElement);
    observer.observe(copyElement);
    return () => observer.disconnect();
    // Entries coming or going are measured here, before the frame is painted: an observer's report comes after, and
    // a More button drawn at the old count would be seen jumping to its place (a layout shift).
  }, [row, copy, total]);
  return Math.min(count, total);
}
