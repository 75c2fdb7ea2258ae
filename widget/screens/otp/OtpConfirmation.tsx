import { ConfirmationScreen } from '../../ui/ConfirmationScreen';

/** After the passcode is verified: the user is logged in. */
export function OtpConfirmation() {
  return <ConfirmationScreen title="otpConfirmation.title" body="otpConfirmation.body" />;
}
