import { useState } from 'react';
import { useFlow, useWidget } from '../../app/context';
import { useClientCall } from '../../app/useClientCall';
import type { WidgetError } from '../../client/errors';
import { Screen } from '../../flow/screens';
import { useSubmission } from '../../ui/useSubmission';
import { useCompleteLogin } from './useCompleteLogin';
import { useSendResetEmail } from './useSendResetEmail';

/**
 * An existing user logs in with a password. A password the provider wants
 * replaced (`reset_password`, or `breached_password`) gets a reset email: Password Breached
 * when the password is known to be breached elsewhere, Password Dedupe otherwise. Any other
 * refusal shows the provider's message under the field. 'Forgot your password?' sends a
 * reset email and goes to Password Forgot.
 */
export function usePasswordLoginForm() {
  const { sessionDurationMinutes, emit, getClient } = useWidget();
  const [state, dispatch] = useFlow();
  const { email } = state.form.passwordState;
  const clientCall = useClientCall();
  const sendResetEmail = useSendResetEmail();
  const completeLogin = useCompleteLogin();
  const [password, setPassword] = useState('');
  const login = useSubmission();
  const reset = useSubmission();

  // `reset_password` does not say why; the strength check says whether this password is
  // breached. If that check fails, the reset still went out and Dedupe's wording fits.
  const knownBreached = (typed: string) =>
    getClient()
      .then((client) => client.passwords.strengthCheck({ email, password: typed }))
      .then(
        (answer) => answer.breached_password,
        () => false,
      );

  const changePassword = (value: string) => {
    setPassword(value);
    login.clearError();
    reset.clearError();
  };

  /** `filled`: the field's value as the page has it (a password manager may fill it silently). */
  const submit = async (filled: string = password) => {
    if (filled !== password) setPassword(filled);
    if (!filled) return;
    reset.clearError();
    await login.submit(null, async () => {
      try {
        const response = await clientCall((client) =>
          client.passwords.authenticate({
            email,
            password: filled,
            session_duration_minutes: sessionDurationMinutes,
          }),
        );
        emit({ type: 'PASSWORD_AUTHENTICATE', data: { ...response } });
        completeLogin();
      } catch (e) {
        const refused = (e as WidgetError).errorType;
        if (refused !== 'reset_password' && refused !== 'breached_password') throw e;
        const [, breached] = await Promise.all([
          sendResetEmail(email),
          refused === 'breached_password' || knownBreached(filled),
        ]);
        dispatch({
          type: 'transition',
          screen: breached ? Screen.PasswordBreached : Screen.PasswordDedupe,
        });
      }
    });
  };

  const forgot = async () => {
    login.clearError();
    await reset.submit(null, async () => {
      await sendResetEmail(email);
      dispatch({ type: 'transition', screen: Screen.PasswordForgot });
    });
  };

  return {
    email,
    password,
    changePassword,
    submit,
    busy: login.busy,
    error: login.error || reset.error,
    forgot,
    sendingReset: reset.busy,
  };
}
