import { useWidget } from '../../app/context';
import { useClientCall } from '../../app/useClientCall';
import { OTP_EXPIRATION_MINUTES_DEFAULT, type OtpMethod } from '../../config/constants';
import type { OtpState } from '../../flow/state';

/**
 * Sends a one-time passcode through the SDK (first send and resend alike) and returns the
 * OTP state to store.
 */
export function useSendOtp() {
  const { config, emit, logEvent } = useWidget();
  const clientCall = useClientCall();
  const expirationMinutes = config.otpOptions?.expirationMinutes ?? OTP_EXPIRATION_MINUTES_DEFAULT;

  return async (
    method: OtpMethod,
    destination: string,
    displayDestination: string,
  ): Promise<OtpState> => {
    const { loginTemplateId, signupTemplateId, locale } = config.otpOptions ?? {};
    const response = await clientCall((client) =>
      method === 'email'
        ? client.otps.email.loginOrCreate(destination, {
            expiration_minutes: expirationMinutes,
            ...(loginTemplateId ? { login_template_id: loginTemplateId } : {}),
            ...(signupTemplateId ? { signup_template_id: signupTemplateId } : {}),
            ...(locale ? { locale } : {}),
          })
        : client.otps[method].loginOrCreate(destination, {
            expiration_minutes: expirationMinutes,
            ...(locale ? { locale } : {}),
          }),
    );
    emit({ type: 'OTP_LOGIN_OR_CREATE', data: { ...response, method } });
    if (method === 'email')
      logEvent('email_sent', { email: destination, type: 'login_or_create_otp' });
    return {
      type: method,
      methodId: response.method_id,
      otpDestination: displayDestination,
      sendTo: destination,
      expiresAt: Date.now() + expirationMinutes * 60_000,
    };
  };
}
