import { useFlow, useWidget } from '../../app/context';
import { Screen } from '../../flow/screens';
import { useSubmission } from '../../ui/useSubmission';
import { useSendMagicLink } from '../emailMagicLinks/useSendMagicLink';
import { useSendOtp } from '../otp/useSendOtp';
import { type PasswordlessMethod, passwordlessMethod } from './passwordless-method';

/**
 * The secondary option beside a password form: 'Email me a login link' goes
 * to Email Confirmation, 'Email me a login code' to OTP Authenticate, through the magic-link
 * and OTP products' own sends. Null when the config offers neither.
 */
export function useSecondaryLogin() {
  const { config } = useWidget();
  const [state, dispatch] = useFlow();
  const sendOtp = useSendOtp();
  const sendMagicLink = useSendMagicLink();
  const { busy, error, submit } = useSubmission();
  const method: PasswordlessMethod | null = passwordlessMethod(config);
  const { email } = state.form.passwordState;

  const send = () =>
    submit(null, async () => {
      if (method === 'emailOtp') {
        const otpState = await sendOtp('email', email, email);
        dispatch({ type: 'updateOtpState', otpState });
        dispatch({ type: 'transition', screen: Screen.OtpAuthenticate });
      } else {
        await sendMagicLink(email);
        dispatch({ type: 'setMagicLinkEmail', email });
        dispatch({ type: 'transition', screen: Screen.EmailConfirmation });
      }
    });

  return method ? { method, send, busy, error } : null;
}
