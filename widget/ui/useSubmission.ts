import { useEffect, useRef, useState } from 'react';
import type { WidgetError } from '../client/errors';

export interface SubmissionOptions {
  /** The message shown before any submit (e.g. the reset form without a token). */
  initialError?: string;
  /** The message for a failure; default: the error's own (already translated) message. */
  errorMessage?: (error: WidgetError) => string;
  /**
   * After a success: 'busy' (default) keeps the button busy because the screen moves on;
   * 'idle' frees it for a screen that stays (a list row saved in place).
   */
  afterSuccess?: 'busy' | 'idle';
}

/**
 * The submit cycle every form shares: a field error from validation stops it; otherwise the
 * button is busy while the action runs, and a failure shows its message and frees it. Nothing
 * is set once the component is gone (an answer can land after the screen changed).
 */
export function useSubmission(options: SubmissionOptions = {}) {
  const { initialError = '', errorMessage, afterSuccess = 'busy' } = options;
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = async (validationError: string | null, action: () => Promise<void>) => {
    if (validationError) {
      setError(validationError);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await action();
      if (afterSuccess === 'idle' && mounted.current) setBusy(false);
    } catch (e) {
      if (!mounted.current) return;
      const failure = e as WidgetError;
      setError(errorMessage ? errorMessage(failure) : failure.message);
      setBusy(false);
    }
  };
  const clearError = () => {
    if (error) setError('');
  };
  return { error, busy, submit, clearError };
}
