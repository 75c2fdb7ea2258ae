import { PasswordEmailSent } from './PasswordEmailSent';

/** After 'Forgot your password?': the reset link is on its way. */
export function PasswordForgot() {
  return <PasswordEmailSent title="passwordForgot.title" body="passwordForgot.body" />;
}
