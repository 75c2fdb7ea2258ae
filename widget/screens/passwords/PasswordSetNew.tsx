import { PasswordEmailSent } from './PasswordEmailSent';

/** A user without a password chose to set one (or has no other way in): a login link is on its way. */
export function PasswordSetNew() {
  return <PasswordEmailSent title="passwordSetNew.title" body="passwordSetNew.body" />;
}
