import { useEffect, useRef, useState } from 'react';
import { useFlow, useWidget } from '../../app/context';
import { useClientCall } from '../../app/useClientCall';
import type { WidgetError } from '../../client/errors';
import { useCompleteLogin } from './useCompleteLogin';
import { useStrengthCheck } from './useStrengthCheck';

/**
 * The reset mount's form (spec sections 2 and 4): a new password, strength-checked, resets
 * by the token; 'Login without a password' spends the token as a magic link instead. A login
 * link (stytch_token_type=login) does that by itself on arrival.
 */
export function usePasswordResetForm() {
  const { sessionDurationMinutes, emit, t } = useWidget();
  const [state] = useFlow();
  const { token, tokenType } = state.form.resetPasswordState;
  const clientCall = useClientCall();
  const completeLogin = useCompleteLogin();
  const strength = useStrengthCheck(undefined);
  const [password, setPassword] = useState('');
  const [error, setError] = useState(token ? '' : t('resetPassword.noToken'));
  const [busy, setBusy] = useState(false);
  const [loggingIn, setLoggingIn] = useState(false);
  const [loginError, setLoginError] = useState('');
  const started = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const changePassword = (value: string) => {
    setPassword(value);
    if (token) setError('');
    strength.check(value);
  };

  const submit = async () => {
    if (!token || !strength.validFor(password)) return;
    setBusy(true);
    setError('');
    try {
      const response = await clientCall((client) =>
        client.passwords.resetByEmail({
          token,
          password,
          session_duration_minutes: sessionDurationMinutes,
        }),
      );
      emit({ type: 'PASSWORD_RESET_BY_EMAIL', data: { ...response } });
      completeLogin();
    } catch (e) {
      setError((e as WidgetError).message);
      setBusy(false);
    }
  };

  const loginWithoutPassword = async () => {
    if (!token) return;
    setLoggingIn(true);
    setLoginError('');
    try {
      await clientCall((client) =>
        client.magicLinks.authenticate(token, {
          session_duration_minutes: sessionDurationMinutes,
        }),
      );
      completeLogin();
    } catch (e) {
      if (!mounted.current) return;
      setLoginError((e as WidgetError).message);
      setLoggingIn(false);
    }
  };

  const loginLink = tokenType === 'login' && token !== '';
  // Once per mount, even if effects run twice (React's strict mode).
  // biome-ignore lint/correctness/useExhaustiveDependencies: logs in once, on arrival
  useEffect(() => {
    if (!loginLink || started.current) return;
    started.current = true;
    void loginWithoutPassword();
  }, []);

  return {
    loginLink,
    password,
    changePassword,
    submit,
    busy,
    canSubmit: token !== '' && strength.validFor(password),
    feedback: strength.feedback,
    strengthError: strength.error,
    error,
    hasToken: token !== '',
    loginWithoutPassword,
    loggingIn,
    loginError,
  };
}
