import { ResetPasswordWidget } from './ResetPasswordWidget';

// The password reset URL: the reset form reads the token from the page address.
export default function ResetPasswordPage() {
  return (
    <main>
      <ResetPasswordWidget />
    </main>
  );
}
