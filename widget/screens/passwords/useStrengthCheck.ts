import { useEffect, useRef, useState } from 'react';
import { useClientCall } from '../../app/useClientCall';
import type { WidgetError } from '../../client/errors';
import { type StrengthFeedback, toStrengthFeedback } from './strength-feedback';

/** Wait after the last keystroke before asking, so typing a password is one check, not ten. */
export const STRENGTH_CHECK_DEBOUNCE_MS = 500;

/**
 * The provider's strength check for a password being chosen: debounced (one call per pause in
 * typing, not per key),
 * sent with the email when there is one, and only the answer for the latest value counts.
 * `validFor` is true only once that exact password was checked and found valid.
 */
export function useStrengthCheck(email: string | undefined) {
  const clientCall = useClientCall();
  const [feedback, setFeedback] = useState<StrengthFeedback | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const [error, setError] = useState('');
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current += 1; // answers that arrive after unmount are dropped
    },
    [],
  );

  const check = (password: string) => {
    clearTimeout(timer.current);
    const attempt = ++latest.current;
    if (!password) {
      setFeedback(null);
      setChecked(null);
      setError('');
      return;
    }
    timer.current = setTimeout(() => {
      clientCall((client) =>
        client.passwords.strengthCheck(email ? { email, password } : { password }),
      ).then(
        (answer) => {
          if (attempt !== latest.current) return;
          setFeedback(toStrengthFeedback(answer));
          setChecked(password);
          setError('');
        },
        (e: unknown) => {
          if (attempt !== latest.current) return;
          setFeedback(null);
          setChecked(null);
          setError((e as WidgetError).message);
        },
      );
    }, STRENGTH_CHECK_DEBOUNCE_MS);
  };

  const validFor = (password: string) =>
    password !== '' && checked === password && feedback?.valid === true;

  return { feedback, error, check, validFor };
}
