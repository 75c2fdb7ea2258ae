import { FinishLogin } from '../FinishLogin';
import { authenticateOptions } from '../stytch-config';

// The redirect URL of magic links and OAuth: it finishes the login, then moves on.
export default function AuthenticatePage() {
  return (
    <main>
      <FinishLogin options={authenticateOptions} afterLoginUrl="/" />
    </main>
  );
}
