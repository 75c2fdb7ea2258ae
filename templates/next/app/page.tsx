import { LoginWidget } from './LoginWidget';

// A server component: the login widget below is the client boundary.
export default function LoginPage() {
  return (
    <main>
      <LoginWidget />
    </main>
  );
}
