import { useState } from 'react';
import type { WidgetError } from '../client/errors';

/**
 * The submit cycle every Main form shares: a field error from validation stops it; otherwise
 * the button is busy while the action runs, and a failure shows its message and frees it.
 */
export function useSubmission() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (validationError: string | null, action: () => Promise<void>) => {
    if (validationError) {
      setError(validationError);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await action();
    } catch (e) {
      setError((e as WidgetError).message);
      setBusy(false);
    }
  };
  const clearError = () => {
    if (error) setError('');
  };
  return { error, busy, submit, clearError };
}
