import { useEffect, useRef } from 'react';

/**
 * Runs `step` once per visit of the screen. Under React's StrictMode effects run, are cleaned
 * up and run again: a second run would open the wallet's prompt twice, so the ref remembers
 * the first. `shown()` says whether the screen is still up when the step's answer arrives (the
 * user may have gone back meanwhile).
 */
export function useRunOnce(step: (shown: () => boolean) => Promise<void>): void {
  const started = useRef(false);
  const isShown = useRef(false);
  const latest = useRef(step);
  latest.current = step;
  useEffect(() => {
    isShown.current = true;
    if (!started.current) {
      started.current = true;
      void latest.current(() => isShown.current);
    }
    return () => {
      isShown.current = false;
    };
  }, []);
}
