import { type RefObject, useEffect, useRef } from 'react';

/**
 * The value a controlled field renders. A password manager may set `.value` with no input
 * event; the next re-render would write the old state over it. A DOM value that changed while
 * the prop did not is such a fill: it is kept and handed to `onFill` (without one, the prop wins).
 * `take` hands it over at once, for a field whose fill must count before any re-render.
 */
export function useSilentFill(
  ref: RefObject<HTMLInputElement | null>,
  value: string,
  onFill: ((value: string) => void) | undefined,
): { shown: string; take: () => void } {
  const committed = useRef(value);
  const dom = ref.current?.value;
  const filled =
    onFill && dom !== undefined && value === committed.current && dom !== value ? dom : undefined;
  useEffect(() => {
    committed.current = value;
  });
  const onFillRef = useRef(onFill);
  onFillRef.current = onFill;
  useEffect(() => {
    if (filled !== undefined) onFillRef.current?.(filled);
  }, [filled]);
  const take = () => {
    const current = ref.current?.value;
    if (onFill && current !== undefined && current !== value) onFill(current);
  };
  return { shown: filled ?? value, take };
}
