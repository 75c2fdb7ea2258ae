// stytch-widget: passkey registration as a React component (__SOURCE__).
// Render <PasskeyRegistration /> on the page where logged-in users manage their passkeys: it
// needs a Stytch session, and a secure context (https, or http://localhost while developing,
// never an IP address). react and react-dom come from your app.
import { StytchPasskeyRegistration } from '__REACT_IMPORT__';

export function PasskeyRegistration() {
  return (
    <StytchPasskeyRegistration
__PROPS__
    />
  );
}
