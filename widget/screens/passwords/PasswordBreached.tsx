import { PasswordEmailSent } from './PasswordEmailSent';

/** The password is known to be breached elsewhere: a reset link is on its way. */
export function PasswordBreached() {
  return <PasswordEmailSent title="passwordBreached.title" body="passwordBreached.body" />;
}
