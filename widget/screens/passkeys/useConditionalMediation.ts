import { useEffect, useRef } from 'react';
import { PASSKEY_AUTOFILL_ATTEMPTS } from '../../config/constants';
import type { PasskeyAttempt } from './usePasskeyLogin';

/**
 * Offers passkeys in the browser's autofill for as long as the component lives: a failed or
 * dismissed prompt is offered again until the attempts run out, and leaving the screen aborts the
 * pending prompt so none outlives Main.
 */
export function useConditionalMediation(
  login: (attempt: PasskeyAttempt) => Promise<boolean>,
  attempts: number = PASSKEY_AUTOFILL_ATTEMPTS,
): void {
  // The latest login function, without restarting the prompt on every render.
  const latest = useRef(login);
  latest.current = login;
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      for (let left = attempts; left > 0 && !signal.aborted; left -= 1) {
        if (await latest.current({ conditional: true, signal })) return;
      }
    })();
    return () => controller.abort();
  }, [attempts]);
}
