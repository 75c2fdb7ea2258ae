import { useFlow, useWidget } from '../../app/context';
import { Screen } from '../../flow/screens';
import { EmailForm } from '../../ui/EmailForm';
import { useSendOtp } from './useSendOtp';

/** Main's email form for one-time passcodes: validate, send, go to OTP Authenticate. */
export function EmailOtpForm() {
  const { t } = useWidget();
  const [, dispatch] = useFlow();
  const sendOtp = useSendOtp();
  return (
    <EmailForm
      invalidMessage={t('email.invalidOtp')}
      onValidEmail={async (email) => {
        const otpState = await sendOtp('email', email, email);
        dispatch({ type: 'updateOtpState', otpState });
        dispatch({ type: 'transition', screen: Screen.OtpAuthenticate });
      }}
    />
  );
}
