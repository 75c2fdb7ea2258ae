import { useState } from 'react';
import { useFlow, useWidget } from '../../app/context';
import { useClientCall } from '../../app/useClientCall';
import type { WidgetError } from '../../client/errors';
import { Screen } from '../../flow/screens';
import { useSubmission } from '../../ui/useSubmission';
import { useCompleteLogin } from './useCompleteLogin';
import { useSendResetEmail } from './useSendResetEmail';
import { useStrengthCheck } from './useStrengthCheck';

/**
 * A new user chooses a password: each change is strength-checked with the
 * email; Continue creates the account. An email that already has a passwordless account is
 * refused with `reset_password`: a reset email proves ownership first (Password Dedupe).
 */
export function usePasswordCreateForm() {
  const { sessionDurationMinutes, emit } = useWidget();
  const [state, dispatch] = useFlow();
  const { email } = state.form.passwordState;
  const clientCall = useClientCall();
  const sendResetEmail = useSendResetEmail();
  const completeLogin = useCompleteLogin();
  const strength = useStrengthCheck(email);
  const [password, setPassword] = useState('');
  const { error, busy, submit: run, clearError } = useSubmission();

  const changePassword = (value: string) => {
    setPassword(value);
    clearError();
    strength.check(value);
  };

  const submit = async () => {
    if (!strength.validFor(password)) return;
    await run(null, async () => {
      try {
        const response = await clientCall((client) =>
          client.passwords.create({
            email,
            password,
            session_duration_minutes: sessionDurationMinutes,
          }),
        );
        emit({ type: 'PASSWORD_CREATE', data: { ...response } });
        completeLogin();
      } catch (e) {
        if ((e as WidgetError).errorType !== 'reset_password') throw e;
        await sendResetEmail(email);
        dispatch({ type: 'transition', screen: Screen.PasswordDedupe });
      }
    });
  };

  return {
    email,
    password,
    changePassword,
    submit,
    busy,
    canSubmit: strength.validFor(password),
    feedback: strength.feedback,
    error: error || strength.error,
  };
}
