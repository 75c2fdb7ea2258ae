import { PasswordEmailSent } from './PasswordEmailSent';

/** The account must prove it owns the email before it gets a password: a reset link is on its way. */
export function PasswordDedupe() {
  return <PasswordEmailSent title="passwordDedupe.title" body="passwordDedupe.body" />;
}
