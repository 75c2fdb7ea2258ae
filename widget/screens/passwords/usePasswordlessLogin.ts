import { useEffect, useRef, useState } from 'react';
import { useFlow, useWidget } from '../../app/context';
import type { WidgetError } from '../../client/errors';
import { Screen } from '../../flow/screens';
import { useSubmission } from '../../ui/useSubmission';
import { useSendMagicLink } from '../emailMagicLinks/useSendMagicLink';
import { useSendOtp } from '../otp/useSendOtp';
import { passwordlessMethod } from './passwordless-method';
import { useSendResetEmail } from './useSendResetEmail';

export type PasswordlessStatus = 'sending' | 'sent' | 'failed';

/**
 * A user without a password. On entering, the email passcode or magic link
 * goes out by itself, through those products' own sends; with neither configured, a reset
 * email goes out and the flow moves to Password Set New. 'Create a password instead' sends
 * a reset email and moves there too.
 */
export function usePasswordlessLogin() {
  const { config } = useWidget();
  const [state, dispatch] = useFlow();
  const { email } = state.form.passwordState;
  const method = passwordlessMethod(config);
  const sendOtp = useSendOtp();
  const sendMagicLink = useSendMagicLink();
  const sendResetEmail = useSendResetEmail();
  const [status, setStatus] = useState<PasswordlessStatus>('sending');
  const [error, setError] = useState('');
  const creation = useSubmission();
  const mounted = useRef(false);
  const started = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const toSetNew = async () => {
    await sendResetEmail(email);
    dispatch({ type: 'transition', screen: Screen.PasswordSetNew });
  };

  // Once per visit to the screen, even if effects run twice (React's strict mode).
  // biome-ignore lint/correctness/useExhaustiveDependencies: sends once, on entering
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const send = async () => {
      if (method === 'emailOtp') {
        const otpState = await sendOtp('email', email, email);
        dispatch({ type: 'updateOtpState', otpState });
      } else if (method === 'emailMagicLink') {
        await sendMagicLink(email);
        dispatch({ type: 'setMagicLinkEmail', email });
      } else {
        await toSetNew();
        return;
      }
      if (mounted.current) setStatus('sent');
    };
    send().catch((e: unknown) => {
      if (!mounted.current) return;
      setError((e as WidgetError).message);
      setStatus('failed');
    });
  }, []);

  const createInstead = () => creation.submit(null, toSetNew);

  return {
    method,
    status,
    error,
    createInstead,
    creating: creation.busy,
    createError: creation.error,
  };
}
