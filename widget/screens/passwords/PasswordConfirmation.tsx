import { ConfirmationScreen } from '../../ui/ConfirmationScreen';

/** The end of every password path, in both mounts: the user is logged in. */
export function PasswordConfirmation() {
  return <ConfirmationScreen title="passwordConfirmation.title" />;
}
