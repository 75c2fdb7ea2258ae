import { ConfirmationScreen } from '../../ui/ConfirmationScreen';

/** After a passkey login from Main: the user is logged in. */
export function PasskeyConfirmation() {
  return <ConfirmationScreen title="passkeyConfirmation.title" />;
}
