import { useState } from 'react';
import { useFlow, useWidget } from '../../app/context';
import { useClientCall } from '../../app/useClientCall';
import { Screen } from '../../flow/screens';
import { showErrorToast, showSuccessToast } from '../../ui/toast';
import { useSubmission } from '../../ui/useSubmission';
import { useSendOtp } from './useSendOtp';

// Error types that mean "this code is not right": each shows 'Invalid passcode, please try
// again.', since to the user they all mean one thing: retype the code.
const WRONG_CODE = new Set([
  'otp_code_not_found',
  'unable_to_auth_otp_code',
  'invalid_code',
  'invalid_method_id',
]);

export function useOtpAuthenticate() {
  const { emit, t, sessionDurationMinutes, toasterId } = useWidget();
  const clientCall = useClientCall();
  const [state, dispatch] = useFlow();
  const { otpState } = state.form;
  const sendOtp = useSendOtp();
  const verification = useSubmission({
    errorMessage: (failure) =>
      failure.errorType && WRONG_CODE.has(failure.errorType) ? t('otp.invalid') : failure.message,
  });
  const [resending, setResending] = useState(false);

  const authenticate = (code: string) =>
    verification.submit(null, async () => {
      const response = await clientCall((client) =>
        client.otps.authenticate(code, otpState.methodId, {
          session_duration_minutes: sessionDurationMinutes,
        }),
      );
      emit({ type: 'OTP_AUTHENTICATE', data: { ...response } });
      emit({ type: 'AUTHENTICATE_FLOW_COMPLETE', data: {} });
      dispatch({ type: 'transition', screen: Screen.OtpConfirmation });
    });

  const resend = async () => {
    setResending(true);
    try {
      const next = await sendOtp(otpState.type, otpState.sendTo, otpState.otpDestination);
      dispatch({ type: 'updateOtpState', otpState: next });
      verification.clearError();
      showSuccessToast(t('otp.resent'), toasterId);
    } catch (e) {
      showErrorToast((e as Error).message, toasterId);
    } finally {
      setResending(false);
    }
  };

  return {
    otpState,
    verifying: verification.busy,
    error: verification.error,
    authenticate,
    resend,
    resending,
  };
}
