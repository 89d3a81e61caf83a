import { useLayoutEffect, useRef, useState } from 'react';

/** How many cards a row holds at a width: 2 on a 320–360 px phone up to 8 on a 1920 px screen. */
export function columnsFor(width: number): number {
  const steps = [480, 640, 880, 1120, 1380, 1640];
  const wider = steps.filter((step) => width >= step).length;
  return 2 + wider;
}

/** The gap between cards, in pixels (Tailwind gap-3 / gap-4). */
export const gapFor = (width: number) => (width >= 880 ? 16 : 12);

/** The grid's width and its distance from the page's top, kept up to date as the page lays out. */
export function useGridBox<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: Math.round(rect.width), top: Math.round(rect.top + window.scrollY) };
      setBox((prev) => (prev.width === next.width && prev.top === next.top ? prev : next));
    };
    measure();
    // Measured on the next frame, so a new column count never re-enters the observer's own loop.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  return { ref, ...box };
}
