import { useEffect, useRef, useState } from 'react';
import { useFlow, useWidget } from '../../app/context';
import { useClientCall } from '../../app/useClientCall';
import { useSubmission } from '../../ui/useSubmission';
import { useCompleteLogin } from './useCompleteLogin';
import { useStrengthCheck } from './useStrengthCheck';

/**
 * The reset mount's form: a new password, strength-checked, resets
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
  const reset = useSubmission({ initialError: token ? '' : t('resetPassword.noToken') });
  const login = useSubmission();
  const started = useRef(false);

  const changePassword = (value: string) => {
    setPassword(value);
    if (token) reset.clearError();
    strength.check(value);
  };

  const submit = async () => {
    if (!token || !strength.validFor(password)) return;
    await reset.submit(null, async () => {
      const response = await clientCall((client) =>
        client.passwords.resetByEmail({
          token,
          password,
          session_duration_minutes: sessionDurationMinutes,
        }),
      );
      emit({ type: 'PASSWORD_RESET_BY_EMAIL', data: { ...response } });
      completeLogin();
    });
  };

  const loginWithoutPassword = async () => {
    if (!token) return;
    await login.submit(null, async () => {
      await clientCall((client) =>
        client.magicLinks.authenticate(token, {
          session_duration_minutes: sessionDurationMinutes,
        }),
      );
      completeLogin();
    });
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
    busy: reset.busy,
    canSubmit: token !== '' && strength.validFor(password),
    feedback: strength.feedback,
    strengthError: strength.error,
    error: reset.error,
    hasToken: token !== '',
    loginWithoutPassword,
    loggingIn: login.busy,
    loginError: login.error,
  };
}
