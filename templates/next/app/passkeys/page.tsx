import { PasskeyRegistrationWidget } from './PasskeyRegistrationWidget';

// Where logged-in users manage their passkeys: it needs a Stytch session (log in on / first)
// and a secure context (https, or http://localhost while developing).
export default function PasskeysPage() {
  return (
    <main>
      <PasskeyRegistrationWidget />
    </main>
  );
}
