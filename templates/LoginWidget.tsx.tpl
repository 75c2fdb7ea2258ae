// stytch-widget: the login widget as a React component (__SOURCE__).
// Render <LoginWidget /> where the login should appear; react and react-dom come from your app.
import { StytchLogin } from '__REACT_IMPORT__';

export function LoginWidget() {
  return (
    <StytchLogin
__PROPS__
    />
  );
}
