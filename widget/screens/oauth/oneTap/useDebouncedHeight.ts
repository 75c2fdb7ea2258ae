import { useEffect, useState } from 'react';
import { ONE_TAP_RESIZE_DEBOUNCE_MS } from './one-tap-plan';

/**
 * The height of `element` as it settles: Google's prompt changes height a few times while it
 * loads, so changes are taken after 100 ms without another, and the box does not jump with each
 * step. A zero height (the
 * prompt going away) keeps the last one. Starts at `initial`.
 */
export function useDebouncedHeight(element: HTMLElement | null, initial: number): number {
  const [height, setHeight] = useState(initial);
  useEffect(() => {
    if (!element || typeof ResizeObserver !== 'function') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.contentRect.height ?? 0;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (next > 0) setHeight(next);
      }, ONE_TAP_RESIZE_DEBOUNCE_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [element]);
  return height;
}
