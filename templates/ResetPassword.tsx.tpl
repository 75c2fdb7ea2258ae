// stytch-widget: the password reset form as a React component (__SOURCE__).
// Render <ResetPassword /> on the page your password reset URL serves: it reads the token from
// the page address (?token=…). react and react-dom come from your app.
import { StytchPasswordReset } from '__REACT_IMPORT__';

export function ResetPassword() {
  return (
    <StytchPasswordReset
__PROPS__
    />
  );
}
